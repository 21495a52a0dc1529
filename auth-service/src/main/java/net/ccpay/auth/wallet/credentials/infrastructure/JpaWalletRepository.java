package net.ccpay.auth.wallet.credentials.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.wallet.credentials.domain.WalletRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** {@code wallet_account} and {@code wallet_customer}, through native statements (upserts that keep the newer state). */
@ApplicationScoped
public class JpaWalletRepository implements WalletRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public void accountChanged(String accountId, String customerId, String status, Instant asOf) {
        em.createNativeQuery("INSERT INTO wallet_account (account_id, customer_id, status, updated_at) VALUES (?, ?, ?, ?)"
                        + " ON DUPLICATE KEY UPDATE status = IF(VALUES(updated_at) >= updated_at, VALUES(status), status),"
                        + " updated_at = GREATEST(updated_at, VALUES(updated_at))")
                .setParameter(1, accountId).setParameter(2, customerId).setParameter(3, status).setParameter(4, Timestamp.from(asOf))
                .executeUpdate();
    }

    @Override
    public void customerChanged(String customerId, String email, String phone, boolean deleted, Instant asOf) {
        em.createNativeQuery("INSERT INTO wallet_customer (customer_id, email, phone, deleted, as_of) VALUES (?, ?, ?, ?, ?)"
                        + " ON DUPLICATE KEY UPDATE email = IF(VALUES(as_of) >= as_of, VALUES(email), email),"
                        + " phone = IF(VALUES(as_of) >= as_of, VALUES(phone), phone),"
                        + " deleted = IF(VALUES(as_of) >= as_of, VALUES(deleted), deleted), as_of = GREATEST(as_of, VALUES(as_of))")
                .setParameter(1, customerId).setParameter(2, email).setParameter(3, phone).setParameter(4, deleted)
                .setParameter(5, Timestamp.from(asOf))
                .executeUpdate();
    }

    @Override
    public boolean knowsWithOwner(String accountId) {
        return !em.createNativeQuery("SELECT 1 FROM wallet_account w JOIN wallet_customer c ON c.customer_id = w.customer_id"
                + " WHERE w.account_id = ?").setParameter(1, accountId).getResultList().isEmpty();
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> walletsOf(String customerId) {
        return em.createNativeQuery("SELECT account_id FROM wallet_account WHERE customer_id = ?")
                .setParameter(1, customerId).getResultList();
    }

    @Override
    public Optional<String> ownerOf(String accountId) {
        return owner("SELECT customer_id FROM wallet_account WHERE account_id = ?", accountId);
    }

    @Override
    public Optional<String> lockOwner(String accountId) {
        return owner("SELECT customer_id FROM wallet_account WHERE account_id = ? FOR UPDATE", accountId);
    }

    private Optional<String> owner(String sql, String accountId) {
        List<?> rows = em.createNativeQuery(sql).setParameter(1, accountId).getResultList();
        return rows.isEmpty() ? Optional.empty() : Optional.of((String) rows.get(0));
    }

    @Override
    public Optional<Contact> liveContact(String customerId) {
        List<?> rows = em.createNativeQuery("SELECT email, phone FROM wallet_customer WHERE customer_id = ? AND deleted = FALSE")
                .setParameter(1, customerId).getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] c = (Object[]) rows.get(0);
        return Optional.of(new Contact((String) c[0], (String) c[1]));
    }

    @Override
    public Optional<OwnedWallet> owned(String accountId, String customerId) {
        List<?> rows = em.createNativeQuery("SELECT w.status, c.email, c.deleted FROM wallet_account w"
                        + " JOIN wallet_customer c ON c.customer_id = w.customer_id WHERE w.account_id = ? AND w.customer_id = ?")
                .setParameter(1, accountId).setParameter(2, customerId).getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] r = (Object[]) rows.get(0);
        return Optional.of(new OwnedWallet((String) r[0], (String) r[1], Boolean.TRUE.equals(r[2]) || Integer.valueOf(1).equals(r[2])));
    }
}
