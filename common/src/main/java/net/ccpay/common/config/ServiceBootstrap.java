package net.ccpay.common.config;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.BeforeDestroyed;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import net.ccpay.common.db.Migrations;
import net.ccpay.common.events.EventConsumer;
import net.ccpay.common.events.EventHandler;
import net.ccpay.common.ops.AdminCenterNotice;
import net.ccpay.common.outbox.OutboxRelay;

import javax.sql.DataSource;
import java.util.logging.Logger;

/**
 * Start-up order of every service: check settings (production refuses sandbox defaults),
 * migrate the schema, then start the outbox relay and, if the service consumes events, its
 * consumer; finally tell the service it may seed its data ({@link Started}).
 * A failure here fails the application's start, which keeps /health/ready at 503.
 */
@ApplicationScoped
public class ServiceBootstrap {

    private static final Logger LOG = Logger.getLogger(ServiceBootstrap.class.getName());

    /** Fired once the schema is current and events flow. */
    public record Started(String service) {}

    @Resource(lookup = "java:comp/env/jdbc/platform")
    DataSource dataSource;

    @Inject
    PlatformSettings settings;

    @Inject
    OutboxRelay relay;

    @Inject
    EventConsumer consumer;

    @Inject
    Instance<EventHandler> handlers;

    @Inject
    net.ccpay.common.events.QueueDepth queueDepth;

    @Inject
    Event<Started> started;

    void onStart(@Observes @Initialized(ApplicationScoped.class) Object ignored) {
        LOG.info(settings.serviceName() + " starting in " + settings.mode() + " mode");
        AdminCenterNotice.logOnce(LOG);
        Migrations.migrate(dataSource, settings.serviceName());
        net.ccpay.common.ops.Metrics.service(settings.serviceName());
        net.ccpay.common.ops.Spans.init();
        relay.start();
        if (handlers.isResolvable()) {
            consumer.start(handlers.get());
            queueDepth.start();
        }
        started.fire(new Started(settings.serviceName()));
    }

    void onStop(@Observes @BeforeDestroyed(ApplicationScoped.class) Object ignored) {
        consumer.stop();
    }
}
