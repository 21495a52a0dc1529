package net.ccpay.common.health;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.events.BrokerClient;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

import javax.sql.DataSource;
import java.sql.Connection;

/** Ready only while the service's database and the broker both answer. */
@Readiness
@ApplicationScoped
public class ServiceReadiness implements HealthCheck {

    @Resource(lookup = "java:comp/env/jdbc/platform")
    DataSource dataSource;

    @Inject
    BrokerClient broker;

    @Inject
    PlatformSettings settings;

    @Override
    public HealthCheckResponse call() {
        boolean db;
        try (Connection c = dataSource.getConnection()) {
            db = c.isValid(2);
        } catch (Exception e) {
            db = false;
        }
        boolean mq = broker.reachable();
        return HealthCheckResponse.named(settings.serviceName())
                .status(db && mq)
                .withData("database", db ? "UP" : "DOWN")
                .withData("broker", mq ? "UP" : "DOWN")
                .build();
    }
}
