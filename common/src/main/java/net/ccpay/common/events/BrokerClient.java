package net.ccpay.common.events;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.jms.CompletionListener;
import jakarta.jms.Connection;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.DeliveryMode;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.ops.Spans;
import net.ccpay.common.ops.TraceContext;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Artemis' Jakarta JMS client, used directly rather than through the resource adapter: the
 * outbox already gives at-least-once delivery without XA, and owning the connection lets the
 * relay and the consumer notice a broker outage, back off and reconnect on their own terms
 * (no RAR to build, no XA recovery log, no activation-spec traps).
 */
@ApplicationScoped
public class BrokerClient {

    private static final Logger LOG = Logger.getLogger(BrokerClient.class.getName());

    /** Artemis' duplicate-detection property: a republished outbox row is dropped by the broker. */
    private static final String DUPLICATE_ID = "_AMQ_DUPL_ID";
    /** The message property naming the event's type, so a consumer can pass over types it does not handle unread. */
    static final String EVENT_TYPE = "eventType";
    private static final long ACK_TIMEOUT_SECONDS = 10;

    @Inject
    PlatformSettings settings;

    private Connection publishConnection;
    private Session publishSession;
    private MessageProducer producer;

    /**
     * The one connection factory of this client, made at first use and closed with the client: every connection
     * (the publisher's, each consumer's, the queue-depth and readiness checks') comes from it. A factory is not
     * a throw-away object in Artemis: each holds a server locator until it is closed.
     */
    private ActiveMQConnectionFactory factory;

    public synchronized ConnectionFactory connectionFactory() {
        if (factory == null) {
            ActiveMQConnectionFactory cf = new ActiveMQConnectionFactory(settings.brokerUrl());
            if (!settings.brokerUser().isBlank()) {
                cf.setUser(settings.brokerUser());
                cf.setPassword(settings.brokerPassword());
            }
            // Acknowledgements of sends come back asynchronously (publishAll pipelines a batch).
            cf.setConfirmationWindowSize(1024 * 1024);
            // Fail fast while the broker is down: the outbox keeps the events, the relay retries.
            cf.setReconnectAttempts(0);
            cf.setInitialConnectAttempts(1);
            cf.setCallTimeout(10_000);
            factory = cf;
        }
        return factory;
    }

    public Connection connect() throws JMSException {
        return settings.brokerUser().isBlank()
                ? connectionFactory().createConnection()
                : connectionFactory().createConnection(settings.brokerUser(), settings.brokerPassword());
    }

    /**
     * An event to publish: its id (also the broker's duplicate id), type, JSON payload and the W3C trace context
     * of the request that recorded it (message property {@code traceparent}; null when there is none).
     */
    public record Outgoing(String eventId, String type, String payload, String traceparent) {}

    /** Sends one event, persistent and acknowledged by the broker before this returns. */
    public void publish(String eventId, String type, String payload) throws JMSException {
        publish(eventId, type, payload, null);
    }

    /** Sends one event with the trace context of the request that recorded it, acknowledged before this returns. */
    public void publish(String eventId, String type, String payload, String traceparent) throws JMSException {
        Set<String> acked = publishAll(List.of(new Outgoing(eventId, type, payload, traceparent)));
        if (!acked.contains(eventId)) {
            throw new JMSException("the broker did not acknowledge event " + eventId);
        }
    }

    /**
     * Sends events persistent, pipelined: every send is on the wire before the first acknowledgement is
     * awaited, so a batch costs about one round trip and one journal sync of the broker rather than one each.
     * Returns the ids the broker acknowledged (it has stored them); when some are missing the publisher is
     * closed and the caller keeps those for later. A duplicate of an event already stored is acknowledged and
     * dropped by the broker's duplicate detection.
     */
    public synchronized Set<String> publishAll(List<Outgoing> events) throws JMSException {
        Set<String> acked = ConcurrentHashMap.newKeySet();
        if (events.isEmpty()) {
            return acked;
        }
        CountDownLatch answered = new CountDownLatch(events.size());
        AtomicReference<Exception> failure = new AtomicReference<>();
        // one PRODUCER span per event when tracing is on, ended when the broker acknowledges it (or not)
        List<Spans.Span> spans = new ArrayList<>(events.size());
        try {
            if (producer == null) {
                publishConnection = connect();
                publishSession = publishConnection.createSession(false, Session.AUTO_ACKNOWLEDGE);
                producer = publishSession.createProducer(publishSession.createTopic(EventTopology.ADDRESS));
                producer.setDeliveryMode(DeliveryMode.PERSISTENT);
            }
            for (Outgoing e : events) {
                Message m = publishSession.createTextMessage(e.payload());
                m.setStringProperty("eventId", e.eventId());
                m.setStringProperty(EVENT_TYPE, e.type());
                m.setStringProperty(DUPLICATE_ID, e.eventId());
                Spans.Span span = EventSpans.publishing(e.eventId(), e.type(), e.traceparent());
                spans.add(span);
                String traceparent = span.traceparentOr(e.traceparent());
                if (TraceContext.valid(traceparent)) {
                    m.setStringProperty(TraceContext.HEADER, traceparent);
                }
                producer.send(m, new CompletionListener() {
                    @Override
                    public void onCompletion(Message message) {
                        acked.add(e.eventId());
                        span.close();
                        answered.countDown();
                    }

                    @Override
                    public void onException(Message message, Exception exception) {
                        failure.compareAndSet(null, exception);
                        span.failed(exception.getClass().getName()).close();
                        answered.countDown();
                    }
                });
            }
            if (!answered.await(ACK_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                failure.compareAndSet(null, new JMSException("no acknowledgement from the broker within " + ACK_TIMEOUT_SECONDS + " s"));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failure.compareAndSet(null, e);
        } catch (JMSException | RuntimeException e) {
            failure.compareAndSet(null, e);
        }
        for (Spans.Span span : spans) {
            // not acknowledged in time, or never sent: the span ends as failed (those acknowledged have ended)
            span.failed(failure.get() == null ? "unacknowledged" : failure.get().getClass().getName()).close();
        }
        if (failure.get() != null) {
            closePublisher();
            if (acked.isEmpty()) {
                throw failure.get() instanceof JMSException j ? j : new JMSException(String.valueOf(failure.get()));
            }
        }
        return Set.copyOf(acked);
    }

    /** True when a connection to the broker can be opened now (readiness). */
    public boolean reachable() {
        try (Connection c = connect()) {
            return true;
        } catch (JMSException | RuntimeException e) {
            return false;
        }
    }

    /** Closes the publisher and the connection factory; connections still open from it are closed with it. */
    @PreDestroy
    synchronized void close() {
        closePublisher();
        if (factory != null) {
            try {
                factory.close();
            } catch (RuntimeException e) {
                LOG.log(Level.FINE, "closing the connection factory", e);
            }
            factory = null;
        }
    }

    synchronized void closePublisher() {
        if (publishConnection != null) {
            try {
                publishConnection.close();
            } catch (JMSException | RuntimeException e) {
                LOG.log(Level.FINE, "closing publisher connection", e);
            }
        }
        publishConnection = null;
        publishSession = null;
        producer = null;
    }
}
