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

import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Reads this service's durable queue on the events address in a transacted JMS session, in batches:
 * the messages already waiting (up to {@code platform.events.consumer-batch}, default 100) are handled in one
 * database transaction of {@link EventInbox} and acknowledged by one broker commit after it. A message is
 * acknowledged only after the database transaction that handled it committed; a crash in between
 * redelivers it, and the inbox skips it. A failing message does not hold up the others of its batch (see
 * {@link #handleBatch}).
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

    /** At most this many messages are handled in one database transaction and one broker commit. */
    @Inject
    @ConfigProperty(name = "platform.events.consumer-batch", defaultValue = "100")
    int batchSize;

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
                    Message first = consumer.receive(1000);
                    if (first == null) {
                        continue;
                    }
                    handleBatch(session, gather(consumer, first), handler);
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

    /**
     * The first message and whatever else is already waiting, up to the batch size; nothing is waited for. A
     * redelivered message (rolled back before) is handled alone when it comes first, and ends the batch when it
     * comes later, so a message that keeps failing rolls back at most the fresh ones received just before it.
     */
    private List<Message> gather(MessageConsumer consumer, Message first) throws JMSException {
        List<Message> batch = new ArrayList<>();
        batch.add(first);
        if (redelivered(first)) {
            return batch;
        }
        while (batch.size() < batchSize()) {
            Message m = consumer.receiveNoWait();
            if (m == null) {
                break;
            }
            batch.add(m);
            if (redelivered(m)) {
                break;
            }
        }
        return batch;
    }

    /**
     * One database transaction and one broker commit for the whole batch. If the batch fails, its database
     * transaction is rolled back and the same messages are handled again one by one, each in its own database
     * transaction, still inside the broker transaction: the ones that succeed are committed, and if one fails the
     * broker transaction is rolled back, so the broker redelivers the batch: the failed message is handled again
     * and the others, committed already, are skipped by the inbox. Nothing is acknowledged before its handling
     * committed, and no message stays unhandled because another one of its batch fails.
     */
    private void handleBatch(Session session, List<Message> batch, EventHandler handler) throws JMSException {
        for (int i = 0; i < batch.size(); i++) {
            received.inc();
        }
        List<EventInbox.Incoming> events = new ArrayList<>(batch.size());
        int ignored = 0;
        try {
            for (Message m : batch) {
                String type = m.getStringProperty(BrokerClient.EVENT_TYPE);
                if (type != null && !EventType.fromWire(type).map(handler::handles).orElse(false)) {
                    ignored++; // nothing to do here: acknowledged with the batch, not read, no inbox row
                    continue;
                }
                events.add(new EventInbox.Incoming(EventCodec.decode(((TextMessage) m).getText()), traceparent(m)));
            }
        } catch (JMSException | RuntimeException e) {
            failed.inc();
            LOG.log(Level.WARNING, "An event could not be read; the broker will redeliver it", e);
            session.rollback();
            return;
        }
        for (int i = 0; i < ignored; i++) {
            handled.inc();
        }
        if (events.isEmpty()) {
            session.commit();
            return;
        }
        if (events.size() > 1) {
            boolean[] fresh;
            try {
                fresh = inbox.processAll(events, handler);
            } catch (RuntimeException e) {
                LOG.log(Level.FINE, "A batch of " + events.size() + " events failed; handling them one by one", e);
                fresh = null;
            }
            if (fresh != null) {
                session.commit();
                for (boolean f : fresh) {
                    (f ? handled : duplicates).inc();
                }
                return;
            }
        }
        boolean allCommitted = true;
        for (EventInbox.Incoming in : events) {
            try {
                // the trace of the request that recorded the event, for what the handler records or sends
                boolean fresh = EventSpans.process(in, () -> inbox.process(in.event(), handler));
                LOG.fine(() -> (fresh ? "handled " : "skipped duplicate ") + in.event().eventId());
                (fresh ? handled : duplicates).inc();
            } catch (RuntimeException e) {
                allCommitted = false;
                failed.inc();
                LOG.log(Level.WARNING, "Handling of event " + in.event().eventId() + " failed; the broker will redeliver it", e);
            } finally {
                TraceContext.clear();
            }
        }
        if (allCommitted) {
            session.commit();
        } else {
            session.rollback();
        }
    }

    private int batchSize() {
        return Math.max(1, batchSize);
    }

    private static boolean redelivered(Message m) {
        try {
            return m.getJMSRedelivered();
        } catch (JMSException | RuntimeException e) {
            return true;
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
