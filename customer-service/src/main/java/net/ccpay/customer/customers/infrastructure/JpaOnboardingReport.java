package net.ccpay.customer.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.customer.customers.domain.OnboardingReport;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The operators' overview of onboarding: live customers per type and verification status (KYC for individuals, KYB
 * for businesses), and the oldest customers waiting on the platform (status PENDING: in manual review). Read-only.
 *
 * <p>The counts are the rows of {@code onboarding_tally} ({@link JpaOnboardingTally}), a dozen whatever the number of
 * customers; the waiting ones an ordered range of index {@code customer_verification} (kyc_status, kyb_status,
 * deleted_at, created_at, id) with a limit.
 */
@ApplicationScoped
public class JpaOnboardingReport implements OnboardingReport {

    @PersistenceContext
    EntityManager em;

    @Transactional
    @Override
    public Overview now(int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT customer_type, status, customers FROM onboarding_tally WHERE customers > 0 "
                + "ORDER BY customer_type, status").getResultList();
        List<StatusCount> counts = new ArrayList<>();
        long waitingCount = 0;
        for (Object[] r : rows) {
            String status = (String) r[1];
            long n = ((Number) r[2]).longValue();
            counts.add(new StatusCount((String) r[0], status, n));
            if (WAITING.equals(status)) {
                waitingCount += n;
            }
        }
        List<Waiting> waiting = new ArrayList<>();
        waiting.addAll(waiting("kyc_status = ? AND kyb_status IS NULL", limit));
        waiting.addAll(waiting("kyc_status IS NULL AND kyb_status = ?", limit));
        waiting.sort(Comparator.comparing(Waiting::createdAt).thenComparing(Waiting::id));
        return new Overview(counts, waitingCount, waiting.size() > limit ? waiting.subList(0, limit) : waiting);
    }

    private List<Waiting> waiting(String where, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT id, platform_customer_id, customer_type, email, profile, created_at FROM customer WHERE "
                        + where + " AND deleted_at IS NULL ORDER BY created_at, id LIMIT ?")
                .setParameter(1, WAITING).setParameter(2, limit).getResultList();
        List<Waiting> out = new ArrayList<>();
        for (Object[] r : rows) {
            out.add(new Waiting((String) r[0], (String) r[1], (String) r[2], name((String) r[4]), (String) r[3], WAITING, instant(r[5])));
        }
        return out;
    }

    /** The individual's full name or the business's legal name, from the stored profile. */
    private static String name(String profile) {
        try (JsonReader r = JsonP.createReader(new StringReader(profile))) {
            JsonObject p = r.readObject();
            if (p.containsKey("fullName") && p.get("fullName").getValueType() == jakarta.json.JsonValue.ValueType.STRING) {
                return p.getString("fullName");
            }
            JsonObject business = p.getJsonObject("businessInfo");
            return business != null ? business.getString("legalName", null) : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static Instant instant(Object o) {
        if (o instanceof Timestamp t) return t.toInstant();
        if (o instanceof LocalDateTime l) return Timestamp.valueOf(l).toInstant();
        if (o instanceof Instant i) return i;
        return Instant.parse(String.valueOf(o));
    }
}
