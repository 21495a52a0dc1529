package net.ccpay.common.events;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.jms.Connection;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.Session;
import jakarta.jms.TextMessage;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.ops.Metrics;
import net.ccpay.common.ops.TraceContext;

import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Reads this service's durable queue on the events address, one message at a time, in a
 * transacted JMS session: the message is acknowledged only after the database transaction
 * of {@link EventInbox} committed. A crash in between redelivers it, and the inbox skips it.
 * Runs on a managed thread so the handler has the application's transaction and naming context.
 */
@ApplicationScoped
public class EventConsumer {

    private static final Logger LOG = Logger.getLogger(EventConsumer.class.getName());

    @Resource(lookup = "java:comp/DefaultManagedThreadFactory")
    ManagedThreadFactory threads;

    @Inject
    BrokerClient broker;

    @Inject
    EventInbox inbox;

    @Inject
    PlatformSettings settings;

    private volatile boolean running;
    private volatile Connection connection;
    private Thread thread;

    private Metrics.Counter received;
    private Metrics.Counter handled;
    private Metrics.Counter duplicates;
    private Metrics.Counter failed;

    public void start(EventHandler handler) {
        // consumer lag as the consumer sees it: received minus (handled + duplicates) is what is in flight or
        // being redelivered; failures are rolled back to the broker, which redelivers them
        received = Metrics.counter("events.received", "Events this service's consumer took from the broker", Map.of());
        handled = Metrics.counter("events.handled", "Events handled and committed, by result",
                Map.of("result", "handled"));
        duplicates = Metrics.counter("events.handled", "Events handled and committed, by result",
                Map.of("result", "duplicate"));
        failed = Metrics.counter("events.failed", "Events whose handling failed and was rolled back for redelivery", Map.of());
        running = true;
        thread = threads.newThread(() -> loop(handler));
        thread.setName("event-consumer-" + settings.serviceName());
        thread.start();
    }

    private void loop(EventHandler handler) {
        String queue = EventTopology.queueFor(settings.serviceName());
        long backoff = 500;
        boolean warned = false;
        while (running) {
            try (Connection c = broker.connect()) {
                connection = c;
                Session session = c.createSession(true, Session.SESSION_TRANSACTED);
                // A shared durable subscription named after the service: the broker configuration pre-creates
                // the same queue so that nothing published before the first connect is dropped.
                MessageConsumer consumer = session.createSharedDurableConsumer(
                        session.createTopic(EventTopology.ADDRESS), settings.serviceName());
                c.start();
                if (warned) {
                    LOG.info("Reconnected to the broker; consuming " + queue);
                    warned = false;
                }
                backoff = 500;
                while (running) {
                    Message m = consumer.receive(1000);
                    if (m == null) {
                        continue;
                    }
                    received.inc();
                    try {
                        // the trace of the request that recorded the event, for what the handler records or sends
                        TraceContext.propagated(traceparent(m));
                        EventEnvelope event = EventCodec.decode(((TextMessage) m).getText());
                        boolean fresh = inbox.process(event, handler);
                        LOG.fine(() -> (fresh ? "handled " : "skipped duplicate ") + event.eventId());
                        session.commit();
                        (fresh ? handled : duplicates).inc();
                    } catch (RuntimeException e) {
                        failed.inc();
                        LOG.log(Level.WARNING, "Event handling failed; the broker will redeliver it", e);
                        session.rollback();
                    } finally {
                        TraceContext.clear();
                    }
                }
            } catch (JMSException | RuntimeException e) {
                if (!running) {
                    break;
                }
                if (!warned) {
                    LOG.warning("Broker unreachable for " + queue + " (" + e.getClass().getSimpleName() + "); retrying");
                    warned = true;
                }
                sleep(backoff);
                backoff = Math.min(backoff * 2, 5000);
            } finally {
                connection = null;
            }
        }
    }

    private static String traceparent(Message m) {
        try {
            return m.getStringProperty(TraceContext.HEADER);
        } catch (JMSException | RuntimeException e) {
            return null;
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public void stop() {
        running = false;
        Connection c = connection;
        if (c != null) {
            try {
                c.close();
            } catch (JMSException | RuntimeException e) {
                LOG.log(Level.FINE, "closing consumer", e);
            }
        }
        if (thread != null) {
            try {
                thread.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
