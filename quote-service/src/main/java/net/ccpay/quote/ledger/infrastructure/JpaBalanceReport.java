package net.ccpay.quote.ledger.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.quote.ledger.domain.BalanceReport;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The operators' overview of balances: the customers' money per currency, and the platform's own accounts. Read-only.
 *
 * <p>Every journal sums to zero per currency, so what all customer accounts (with their holds) hold together is minus
 * what the platform's and the system accounts hold: a fixed set of rows per currency (the platform's few, and the
 * payments' sharded counter-accounts, some hundreds), read through {@code ledger_account_by_kind}, whatever the number
 * of customers. Nothing is summed over customer accounts. The sums are grouped by kind and currency, the index's own
 * order, and added up per currency here: grouped by currency alone, MariaDB copied the system accounts into a
 * temporary table and sorted them on every read.
 */
@ApplicationScoped
public class JpaBalanceReport implements BalanceReport {



    @PersistenceContext
    EntityManager em;

    @Transactional
    @Override
    public Overview now() {
        @SuppressWarnings("unchecked")
        List<Object[]> sums = em.createNativeQuery("SELECT currency, SUM(balance) FROM ledger_account "
                + "WHERE kind IN ('PLATFORM', 'SYSTEM') GROUP BY kind, currency").getResultList();
        Map<String, Long> customers = new TreeMap<>();
        for (Object[] r : sums) {
            customers.merge((String) r[0], -((Number) r[1]).longValue(), Long::sum);
        }
        List<CurrencyTotal> totals = new ArrayList<>();
        customers.forEach((currency, total) -> totals.add(new CurrencyTotal(currency, total)));
        @SuppressWarnings("unchecked")
        List<Object[]> platform = em.createNativeQuery("SELECT id, currency, balance FROM ledger_account WHERE kind = 'PLATFORM' "
                + "ORDER BY currency, id").getResultList();
        List<PlatformAccount> accounts = new ArrayList<>();
        for (Object[] r : platform) {
            accounts.add(new PlatformAccount((String) r[0], (String) r[1], ((Number) r[2]).longValue()));
        }
        return new Overview(totals, accounts);
    }
}
