package net.ccpay.deploy;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.activemq.artemis.api.core.QueueConfiguration;
import org.apache.activemq.artemis.api.core.RoutingType;
import org.apache.activemq.artemis.api.core.SimpleString;
import org.apache.activemq.artemis.core.config.Configuration;
import org.apache.activemq.artemis.core.config.CoreAddressConfiguration;
import org.apache.activemq.artemis.core.config.impl.ConfigurationImpl;
import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.apache.activemq.artemis.core.server.JournalType;
import org.apache.activemq.artemis.core.server.embedded.EmbeddedActiveMQ;
import org.apache.activemq.artemis.core.settings.impl.AddressSettings;
import net.ccpay.common.events.EventTopology;

/**
 * An embedded Apache Artemis broker for local/sandbox deployments and tests.
 *
 * <ul>
 *   <li>CORE protocol acceptor on {@code tcp://host:port} (default host 127.0.0.1);
 *   <li>persistence on, journal/bindings/paging/large-messages under {@code dataDir}, so
 *       persistent messages and durable subscriptions survive {@link #stop()}/{@link #start()}
 *       and JVM restarts;
 *   <li>security off (sandbox only!);
 *   <li>auto-created addresses/queues, dead-letter address {@value #DLQ} after 10 delivery
 *       attempts, redelivery delay 500 ms &times; 2 up to 30 s; expired messages go to
 *       {@value #EXPIRY_QUEUE}.
 * </ul>
 *
 * <p>{@link #start()}/{@link #stop()} may be called repeatedly; every start builds a fresh
 * server instance on the same {@code dataDir}.
 */
public final class EmbeddedBroker implements AutoCloseable {

    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final String DLQ = "DLQ";
    public static final String EXPIRY_QUEUE = "ExpiryQueue";

    private static final Logger LOG = Logger.getLogger(EmbeddedBroker.class.getName());

    private final String host;
    private final int port;
    private final Path dataDir;
    private final List<String> subscribers;

    private EmbeddedActiveMQ broker;

    public EmbeddedBroker(int port, Path dataDir) {
        this(DEFAULT_HOST, port, dataDir);
    }

    public EmbeddedBroker(String host, int port, Path dataDir) {
        this(host, port, dataDir, EventTopology.SUBSCRIBERS);
    }

    /** @param subscribers services that get a durable queue on the platform's events address */
    public EmbeddedBroker(String host, int port, Path dataDir, List<String> subscribers) {
        this.subscribers = List.copyOf(subscribers);
        if (port <= 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 1..65535, was " + port);
        }
        this.host = host == null || host.isBlank() ? DEFAULT_HOST : host;
        this.port = port;
        this.dataDir = Objects.requireNonNull(dataDir, "dataDir").toAbsolutePath().normalize();
    }

    /** Starts the broker; no-op if it is already running. */
    public synchronized void start() {
        if (isStarted()) {
            return;
        }
        long t0 = System.nanoTime();
        LOG.info(() -> "Starting Artemis broker on " + url() + " (data in " + dataDir + ")…");
        EmbeddedActiveMQ embedded = new EmbeddedActiveMQ();
        try {
            embedded.setConfiguration(configuration());
            embedded.start();
        } catch (Exception e) {
            stopQuietly(embedded);
            throw new IllegalStateException("Artemis broker failed to start on " + url(), e);
        }
        ActiveMQServer server = embedded.getActiveMQServer();
        if (server == null || !server.isActive()) {
            stopQuietly(embedded);
            throw new IllegalStateException("Artemis broker did not become active on " + url()
                    + " (port in use? another broker holding the journal lock in " + dataDir + "?)");
        }
        broker = embedded;
        long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        LOG.info(() -> "Artemis broker started on " + url() + " in " + ms + " ms");
    }

    /** Stops the broker (connections are dropped, persistent data is kept); no-op if stopped. */
    public synchronized void stop() {
        if (broker == null) {
            return;
        }
        long t0 = System.nanoTime();
        LOG.info(() -> "Stopping Artemis broker on " + url() + "…");
        try {
            broker.stop();
        } catch (Exception e) {
            throw new IllegalStateException("Artemis broker failed to stop cleanly", e);
        } finally {
            broker = null;
        }
        long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        LOG.info(() -> "Artemis broker stopped in " + ms + " ms");
    }

    public synchronized boolean isStarted() {
        ActiveMQServer server = broker == null ? null : broker.getActiveMQServer();
        return server != null && server.isStarted() && server.isActive();
    }

    /** Client URL, e.g. {@code tcp://127.0.0.1:61616}. */
    public String url() {
        return "tcp://" + host + ":" + port;
    }

    public int port() {
        return port;
    }

    public Path dataDir() {
        return dataDir;
    }

    @Override
    public void close() {
        stop();
    }

    /** The programmatic broker configuration (a new object per start). */
    Configuration configuration() throws Exception {
        AddressSettings defaults = new AddressSettings()
                .setAutoCreateAddresses(true)
                .setAutoCreateQueues(true)
                .setDeadLetterAddress(SimpleString.of(DLQ))
                .setExpiryAddress(SimpleString.of(EXPIRY_QUEUE))
                .setMaxDeliveryAttempts(10)
                .setRedeliveryDelay(500)
                .setRedeliveryMultiplier(2.0)
                .setMaxRedeliveryDelay(30_000);

        ConfigurationImpl config = new ConfigurationImpl();
        config.setName("ccpay-embedded-broker");
        config.setPersistenceEnabled(true);
        config.setSecurityEnabled(false);
        // NIO: the default ASYNCIO needs libaio and only falls back (with a warning) without it
        config.setJournalType(JournalType.NIO);
        config.setJournalDirectory(dataDir.resolve("journal").toString());
        config.setBindingsDirectory(dataDir.resolve("bindings").toString());
        config.setPagingDirectory(dataDir.resolve("paging").toString());
        config.setLargeMessagesDirectory(dataDir.resolve("large-messages").toString());
        config.setNodeManagerLockDirectory(dataDir.resolve("journal").toString());
        config.setJMXManagementEnabled(false); // several brokers per JVM (tests) without MBean clashes
        config.addAcceptorConfiguration("core", url() + "?protocols=CORE");
        config.addAddressSetting("#", defaults);
        for (String name : new String[] {DLQ, EXPIRY_QUEUE}) {
            config.addAddressConfiguration(new CoreAddressConfiguration()
                    .setName(name)
                    .addRoutingType(RoutingType.ANYCAST)
                    .addQueueConfig(QueueConfiguration.of(name).setRoutingType(RoutingType.ANYCAST)));
        }
        // The platform's events: one multicast address, one durable queue per consuming service
        // (the same queue the service's shared durable subscription uses), so that events
        // published before a consumer first connects are kept for it.
        CoreAddressConfiguration events = new CoreAddressConfiguration()
                .setName(EventTopology.ADDRESS)
                .addRoutingType(RoutingType.MULTICAST);
        for (String service : subscribers) {
            events.addQueueConfig(QueueConfiguration.of(service).setAddress(EventTopology.ADDRESS)
                    .setRoutingType(RoutingType.MULTICAST).setDurable(true));
        }
        config.addAddressConfiguration(events);
        return config;
    }

    private static void stopQuietly(EmbeddedActiveMQ embedded) {
        try {
            embedded.stop();
        } catch (Exception e) {
            LOG.log(Level.FINE, "ignored while cleaning up a failed start", e);
        }
    }
}
