package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import net.ccpay.common.db.JpaRows;
import net.ccpay.quote.payments.domain.PaymentQuote;
import net.ccpay.quote.payments.domain.QuoteRepository;

import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class JpaQuoteRepository extends JpaRows<PaymentQuote> implements QuoteRepository {

    public JpaQuoteRepository() {
        super(PaymentQuote.class);
    }

    /** MariaDB's error for a duplicate key: here the quotes' unique {@code lookup_id}. */
    private static final int DUPLICATE_KEY = 1062;

    @Override
    public void add(PaymentQuote quote) {
        em.persist(quote);
    }

    @Override
    public Optional<StoredLookup> lookupForUpdate(String lookupId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT sender_customer_id, account_id, receiver_uma, sending_currency, response, created_at"
                + " FROM receiver_lookup WHERE id = ? FOR UPDATE").setParameter(1, lookupId).getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] r = rows.get(0);
        Instant made = r[5] instanceof Timestamp t ? t.toInstant() : Instant.parse(String.valueOf(r[5]).replace(' ', 'T') + "Z");
        return Optional.of(new StoredLookup((String) r[0], (String) r[1], (String) r[2], (String) r[3], (String) r[4], made));
    }

    @Override
    public Optional<String> quoteUsingLookup(String lookupId) {
        List<?> used = em.createNativeQuery("SELECT id FROM payment_quote WHERE lookup_id = ?").setParameter(1, lookupId).getResultList();
        return used.isEmpty() ? Optional.empty() : Optional.of(String.valueOf(used.get(0)));
    }

    @Override
    public void flushLookupClaim() {
        try {
            em.flush();
        } catch (PersistenceException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof SQLException sql && sql.getErrorCode() == DUPLICATE_KEY) {
                    throw new LookupTaken();
                }
            }
            throw e;
        }
    }
}
