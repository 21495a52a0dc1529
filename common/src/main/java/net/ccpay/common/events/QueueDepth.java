package net.ccpay.common.events;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.jms.Connection;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.TemporaryQueue;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.ops.Metrics;
import org.apache.activemq.artemis.api.core.management.ResourceNames;
import org.apache.activemq.artemis.api.jms.ActiveMQJMSClient;
import org.apache.activemq.artemis.api.jms.management.JMSManagementHelper;

import java.util.Map;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * How many events wait for this service on the broker: the message count of its queue, asked of the broker's
 * management address every 10 s and published as the gauge {@code events_queue_depth} (NaN while the broker
 * cannot be asked; a secured broker must grant the platform's user the {@code manage} permission on
 * {@code activemq.management}). Consumer lag as the broker sees it, next to the consumer's own counters.
 */
@ApplicationScoped
public class QueueDepth {

    private static final Logger LOG = Logger.getLogger(QueueDepth.class.getName());
    static final String MANAGEMENT_ADDRESS = "activemq.management";

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    BrokerClient broker;

    @Inject
    PlatformSettings settings;

    private volatile double depth = Double.NaN;
    private volatile boolean warned;
    private ScheduledFuture<?> refresher;

    public void start() {
        if (!Metrics.enabled()) {
            return;
        }
        Metrics.gauge("events.queue.depth", "Events waiting for this service on the broker (NaN while the broker cannot be asked)",
                null, () -> depth, Map.of());
        refresher = scheduler.scheduleWithFixedDelay(this::refresh, 2, 10, TimeUnit.SECONDS);
    }

    void refresh() {
        try (Connection c = broker.connect()) {
            Session s = c.createSession(false, Session.AUTO_ACKNOWLEDGE);
            TemporaryQueue replies = s.createTemporaryQueue();
            MessageProducer requests = s.createProducer(ActiveMQJMSClient.createQueue(MANAGEMENT_ADDRESS));
            MessageConsumer answers = s.createConsumer(replies);
            c.start();
            Message ask = s.createMessage();
            ask.setJMSReplyTo(replies);
            JMSManagementHelper.putAttribute(ask, ResourceNames.QUEUE + settings.serviceName(), "messageCount");
            requests.send(ask);
            Message answer = answers.receive(5000);
            if (answer != null && JMSManagementHelper.hasOperationSucceeded(answer)) {
                depth = ((Number) JMSManagementHelper.getResult(answer)).doubleValue();
                warned = false;
            } else {
                depth = Double.NaN;
                warnOnce(answer == null ? "no answer within 5 s" : String.valueOf(JMSManagementHelper.getResult(answer)));
            }
        } catch (Exception e) {
            depth = Double.NaN;
            warnOnce(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private void warnOnce(String why) {
        if (!warned) {
            warned = true;
            LOG.log(Level.INFO, "The broker's queue depth of " + settings.serviceName() + " cannot be read (" + why
                    + "); events_queue_depth is NaN until it can");
        }
    }

    @PreDestroy
    void stop() {
        if (refresher != null) {
            refresher.cancel(false);
        }
    }
}
