package net.ccpay.customer.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import net.ccpay.customer.customers.domain.OnboardingTally;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** {@link OnboardingTally} in table {@code onboarding_tally}, one row per (customer type, status). */
@ApplicationScoped
public class JpaOnboardingTally implements OnboardingTally {

    /**
     * The count per (type, status) of the live customers, as the tally keeps it, read from index customer_verification
     * (kyc_status, kyb_status, deleted_at, ...) without reading the customers' rows: an individual has a KYC status
     * and no KYB status, a business the reverse ({@code Customer} refuses anything else); only a customer with neither
     * is read for its type.
     */
    static final String RECOUNT = "SELECT 'INDIVIDUAL', kyc_status, COUNT(*) FROM customer WHERE kyc_status IS NOT NULL AND deleted_at IS NULL "
            + "GROUP BY kyc_status "
            + "UNION ALL SELECT 'BUSINESS', kyb_status, COUNT(*) FROM customer WHERE kyc_status IS NULL AND kyb_status IS NOT NULL "
            + "AND deleted_at IS NULL GROUP BY kyb_status "
            + "UNION ALL SELECT customer_type, '" + UNVERIFIED + "', COUNT(*) FROM customer WHERE kyc_status IS NULL AND kyb_status IS NULL "
            + "AND deleted_at IS NULL GROUP BY customer_type";

    @PersistenceContext
    EntityManager em;

    @Transactional(Transactional.TxType.MANDATORY)
    @Override
    public void apply(Moves moves) {
        List<Change> changes = moves.changes();
        if (changes.isEmpty()) {
            return;
        }
        StringBuilder sql = new StringBuilder("INSERT INTO onboarding_tally (customer_type, status, customers) VALUES ");
        for (int k = 0; k < changes.size(); k++) {
            sql.append(k == 0 ? "(?, ?, ?)" : ", (?, ?, ?)");
        }
        sql.append(" ON DUPLICATE KEY UPDATE customers = customers + VALUES(customers)");
        Query q = em.createNativeQuery(sql.toString());
        int i = 0;
        for (Change c : changes) {
            q.setParameter(++i, c.customerType()).setParameter(++i, c.status()).setParameter(++i, c.delta());
        }
        q.executeUpdate();
    }

    @Transactional
    @Override
    public int reconcile() {
        // The tally's rows first: a move of a counted (type, status) waits until this recount commits, and the
        // recount's read, taken after, sees every move that committed before. A (type, status) without a row yet is
        // not locked (read committed takes no gap locks): its row is only created here if no move created it
        // meanwhile, and a later recount corrects it.
        Map<List<String>, Long> kept = counts(em.createNativeQuery("SELECT customer_type, status, customers FROM onboarding_tally FOR UPDATE"));
        Map<List<String>, Long> actual = counts(em.createNativeQuery(RECOUNT));
        int changed = 0;
        for (Map.Entry<List<String>, Long> e : actual.entrySet()) {
            Long counted = kept.get(e.getKey());
            if (counted == null) {
                changed += em.createNativeQuery("INSERT IGNORE INTO onboarding_tally (customer_type, status, customers) VALUES (?, ?, ?)")
                        .setParameter(1, e.getKey().get(0)).setParameter(2, e.getKey().get(1)).setParameter(3, e.getValue()).executeUpdate();
            } else if (!counted.equals(e.getValue())) {
                em.createNativeQuery("UPDATE onboarding_tally SET customers = ? WHERE customer_type = ? AND status = ?")
                        .setParameter(1, e.getValue()).setParameter(2, e.getKey().get(0)).setParameter(3, e.getKey().get(1)).executeUpdate();
                changed++;
            }
        }
        for (Map.Entry<List<String>, Long> e : kept.entrySet()) {
            if (!actual.containsKey(e.getKey()) && e.getValue() != 0) {
                em.createNativeQuery("UPDATE onboarding_tally SET customers = 0 WHERE customer_type = ? AND status = ?")
                        .setParameter(1, e.getKey().get(0)).setParameter(2, e.getKey().get(1)).executeUpdate();
                changed++;
            }
        }
        return changed;
    }

    /** The live customers, of {@code customerType} or of both types (null), as the tally counts them. */
    static long liveCustomers(EntityManager em, String customerType) {
        Query q = em.createNativeQuery("SELECT COALESCE(SUM(customers), 0) FROM onboarding_tally"
                + (customerType == null ? "" : " WHERE customer_type = ?"));
        if (customerType != null) {
            q.setParameter(1, customerType);
        }
        return ((Number) q.getSingleResult()).longValue();
    }

    private static Map<List<String>, Long> counts(Query q) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        Map<List<String>, Long> out = new HashMap<>();
        for (Object[] r : rows) {
            out.put(List.of((String) r[0], (String) r[1]), ((Number) r[2]).longValue());
        }
        return out;
    }
}
