package net.ccpay.quote.ledger.infrastructure;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.ops.Metrics;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The ledger's totals per currency and kind of account ({@code CUSTOMER}, {@code PLATFORM}, {@code SYSTEM}) as
 * the gauge {@code ledger.balances}, in the currency's smallest unit. Every journal balances, so for each currency
 * the kinds add up to zero: SYSTEM is the money outside the platform (negative), the others what the platform
 * holds. A non-zero sum is money created or destroyed. One grouped query reads every ledger account's running
 * balance (an index holds kind, currency and balance, so not the rows and not the entries, grouped in the index's
 * own order, so without a temporary table), all kinds in one consistent read, so a refresh never shows the kinds of a currency out of step. That read grows with the
 * accounts (about seven per customer), so it runs every {@code platform.ledger.totals-refresh-seconds} (60), not at
 * the other gauges' pace; scrapes read the last figures, and a currency appears at the first refresh after its
 * first journal.
 */
@ApplicationScoped
public class LedgerMetrics {

    private static final Logger LOG = Logger.getLogger(LedgerMetrics.class.getName());

    @PersistenceContext
    EntityManager em;

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    @ConfigProperty(name = "platform.ledger.totals-refresh-seconds", defaultValue = "60")
    long refreshSeconds;

    @Inject
    LedgerMetrics self;

    private final Map<String, Long> totals = new ConcurrentHashMap<>();
    private ScheduledFuture<?> refresher;

    void onStart(@Observes ServiceBootstrap.Started started) {
        if (Metrics.enabled()) {
            refresher = scheduler.scheduleWithFixedDelay(this::refresh, 0, Math.max(1, refreshSeconds), TimeUnit.SECONDS);
        }
    }

    /** currency + ' ' + kind → the sum of the balances of those accounts. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Map<String, Long> read() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT kind, currency, SUM(balance) FROM ledger_account GROUP BY kind, currency")
                .getResultList();
        Map<String, Long> out = new HashMap<>();
        for (Object[] r : rows) {
            out.put(r[1] + " " + r[0], ((Number) r[2]).longValue());
        }
        return out;
    }

    private void refresh() {
        try {
            Map<String, Long> now = self.read();
            for (Map.Entry<String, Long> e : now.entrySet()) {
                if (totals.put(e.getKey(), e.getValue()) == null) {
                    String key = e.getKey();
                    int sp = key.indexOf(' ');
                    Metrics.gauge("ledger.balances", "Sum of the ledger's account balances by currency and kind of account, in the "
                                    + "currency's smallest unit; per currency the kinds sum to zero",
                            null, () -> totals.getOrDefault(key, 0L), Map.of("currency", key.substring(0, sp), "kind", key.substring(sp + 1)));
                }
            }
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "ledger totals not readable now", e);
        }
    }

    @PreDestroy
    void stop() {
        if (refresher != null) {
            refresher.cancel(false);
        }
    }
}
