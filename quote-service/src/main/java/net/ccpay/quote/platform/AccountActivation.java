package net.ccpay.quote.platform;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.quote.accounts.application.InternalAccounts;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The sandbox's provisioning "provider". By default accounts open ACTIVE (a client can list and fund
 * them right after the customer is approved); with {@code platform.sandbox.account-activation-millis}
 * above 0 they wait in PENDING that long, then become ACTIVE. State lives in the database, so a
 * restart loses nothing.
 */
@ApplicationScoped
public class AccountActivation {

    private static final Logger LOG = Logger.getLogger(AccountActivation.class.getName());

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    InternalAccounts accounts;

    @Inject
    @ConfigProperty(name = "platform.sandbox.account-activation-millis", defaultValue = "0")
    long delayMillis;

    private ScheduledFuture<?> task;

    void onStart(@Observes ServiceBootstrap.Started started) {
        accounts.ensurePlatformAccounts();
        if (delayMillis > 0) {
            task = scheduler.scheduleWithFixedDelay(this::activate, 1000, Math.max(100, delayMillis / 2), TimeUnit.MILLISECONDS);
        } else {
            // accounts open ACTIVE; only ones left PENDING by an earlier run with a delay need a pass
            scheduler.schedule(this::activate, 0, TimeUnit.MILLISECONDS);
        }
    }

    private void activate() {
        try {
            accounts.activatePending(delayMillis);
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "activation pass failed; retrying", e);
        }
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
