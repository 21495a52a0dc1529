package net.ccpay.quote.platform;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.quote.accounts.application.InternalAccounts;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
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

    private volatile boolean platformAccountsEnsured;

    void onStart(@Observes ServiceBootstrap.Started started) {
        ensurePlatformAccounts();
        if (delayMillis > 0) {
            task = scheduler.scheduleWithFixedDelay(this::activate, 1000, Math.max(100, delayMillis / 2), TimeUnit.MILLISECONDS);
        } else {
            // accounts open ACTIVE: a pass retries the platform's accounts until the config is known and
            // activates any left PENDING by an earlier run that had a delay
            task = scheduler.scheduleWithFixedDelay(this::activate, 0, 1000, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * The platform's accounts follow the platform config, which webhook-service owns: on an empty
     * database it may not be known yet (webhook-service still starting, or down), so this is tried
     * again on every pass until it succeeds instead of failing the start.
     */
    private void ensurePlatformAccounts() {
        try {
            accounts.ensurePlatformAccounts();
            platformAccountsEnsured = true;
        } catch (RemoteServiceUnavailable e) {
            LOG.log(Level.FINE, "platform config not known yet; the platform's accounts are created once it is", e);
        } catch (RuntimeException e) {
            // e.g. a deadlock with another copy creating the same accounts at the same instant: the next pass retries
            LOG.log(Level.WARNING, "could not create the platform's accounts yet; retrying on the next pass", e);
        }
    }

    private void activate() {
        if (!platformAccountsEnsured) {
            ensurePlatformAccounts();
        }
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
