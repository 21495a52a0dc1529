package net.ccpay.common.events;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.jms.Connection;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.DeliveryMode;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import net.ccpay.common.config.PlatformSettings;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;

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

    @Inject
    PlatformSettings settings;

    private Connection publishConnection;
    private Session publishSession;
    private MessageProducer producer;

    public ConnectionFactory connectionFactory() {
        ActiveMQConnectionFactory cf = new ActiveMQConnectionFactory(settings.brokerUrl());
        if (!settings.brokerUser().isBlank()) {
            cf.setUser(settings.brokerUser());
            cf.setPassword(settings.brokerPassword());
        }
        // Fail fast while the broker is down: the outbox keeps the events, the relay retries.
        cf.setReconnectAttempts(0);
        cf.setInitialConnectAttempts(1);
        cf.setCallTimeout(10_000);
        return cf;
    }

    public Connection connect() throws JMSException {
        return settings.brokerUser().isBlank()
                ? connectionFactory().createConnection()
                : connectionFactory().createConnection(settings.brokerUser(), settings.brokerPassword());
    }

    /** Sends one event, persistent and synchronously acknowledged by the broker. */
    public void publish(String eventId, String type, String payload) throws JMSException {
        publish(eventId, type, payload, null);
    }

    /**
     * Sends one event with the W3C trace context of the request that recorded it (message property
     * {@code traceparent}, when there is one), persistent and synchronously acknowledged by the broker.
     */
    public synchronized void publish(String eventId, String type, String payload, String traceparent) throws JMSException {
        try {
            if (producer == null) {
                publishConnection = connect();
                publishSession = publishConnection.createSession(false, Session.AUTO_ACKNOWLEDGE);
                producer = publishSession.createProducer(publishSession.createTopic(EventTopology.ADDRESS));
                producer.setDeliveryMode(DeliveryMode.PERSISTENT);
            }
            Message m = publishSession.createTextMessage(payload);
            m.setStringProperty("eventId", eventId);
            m.setStringProperty("eventType", type);
            m.setStringProperty(DUPLICATE_ID, eventId);
            if (net.ccpay.common.ops.TraceContext.valid(traceparent)) {
                m.setStringProperty(net.ccpay.common.ops.TraceContext.HEADER, traceparent);
            }
            producer.send(m);
        } catch (JMSException | RuntimeException e) {
            closePublisher();
            throw e;
        }
    }

    /** True when a connection to the broker can be opened now (readiness). */
    public boolean reachable() {
        try (Connection c = connect()) {
            return true;
        } catch (JMSException | RuntimeException e) {
            return false;
        }
    }

    @PreDestroy
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
