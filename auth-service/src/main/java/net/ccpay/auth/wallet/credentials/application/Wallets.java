package net.ccpay.auth.wallet.credentials.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.common.ids.Ids;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * The embedded wallets auth-service knows (a read model of quote-service's EMBEDDED_WALLET accounts
 * and of their customers' contact points), and their credentials. An approved customer's wallet starts
 * with an EMAIL_OTP credential for the customer's email: it is created by whichever of the two events
 * (the wallet's, the customer's) arrives second, once, whatever the order and however often they come.
 */
@ApplicationScoped
public class Wallets {

    @PersistenceContext
    EntityManager em;

    /** An EMBEDDED_WALLET internal account as announced (any other account type is not a wallet and is ignored by the caller). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void walletChanged(String accountId, String customerId, String status, Instant asOf) {
        em.createNativeQuery("INSERT INTO wallet_account (account_id, customer_id, status, updated_at) VALUES (?, ?, ?, ?)"
                        + " ON DUPLICATE KEY UPDATE status = IF(VALUES(updated_at) >= updated_at, VALUES(status), status),"
                        + " updated_at = GREATEST(updated_at, VALUES(updated_at))")
                .setParameter(1, accountId).setParameter(2, customerId).setParameter(3, status).setParameter(4, Timestamp.from(asOf))
                .executeUpdate();
        ensureEmailCredential(accountId, customerId);
    }

    /** A customer's contact points as announced; an older announcement never overwrites a newer one. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void customerChanged(String customerId, String email, String phone, boolean deleted, Instant asOf) {
        em.createNativeQuery("INSERT INTO wallet_customer (customer_id, email, phone, deleted, as_of) VALUES (?, ?, ?, ?, ?)"
                        + " ON DUPLICATE KEY UPDATE email = IF(VALUES(as_of) >= as_of, VALUES(email), email),"
                        + " phone = IF(VALUES(as_of) >= as_of, VALUES(phone), phone),"
                        + " deleted = IF(VALUES(as_of) >= as_of, VALUES(deleted), deleted), as_of = GREATEST(as_of, VALUES(as_of))")
                .setParameter(1, customerId).setParameter(2, email).setParameter(3, phone).setParameter(4, deleted)
                .setParameter(5, Timestamp.from(asOf))
                .executeUpdate();
        @SuppressWarnings("unchecked")
        List<String> wallets = em.createNativeQuery("SELECT account_id FROM wallet_account WHERE customer_id = ?")
                .setParameter(1, customerId).getResultList();
        wallets.forEach(w -> ensureEmailCredential(w, customerId));
    }

    /**
     * Creates the wallet's first EMAIL_OTP credential when the wallet is active, its customer has an
     * email and no EMAIL_OTP exists: INSERT IGNORE on the unique one-per-wallet key, so the two event
     * paths (and redeliveries) create it once.
     */
    private void ensureEmailCredential(String accountId, String customerId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT w.status, c.email, c.deleted FROM wallet_account w"
                        + " JOIN wallet_customer c ON c.customer_id = w.customer_id WHERE w.account_id = ? AND w.customer_id = ?")
                .setParameter(1, accountId).setParameter(2, customerId).getResultList();
        if (rows.isEmpty()) {
            return;
        }
        Object[] r = rows.get(0);
        if (!"ACTIVE".equals(r[0]) || r[1] == null || Boolean.TRUE.equals(r[2]) || Integer.valueOf(1).equals(r[2])) {
            return;
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        AuthCredential c = new AuthCredential(Ids.newId("AuthMethod"), accountId, AuthCredential.Type.EMAIL_OTP, (String) r[1], now);
        em.createNativeQuery("INSERT IGNORE INTO auth_credential (id, account_id, cred_type, nickname, single_kind, created_at, updated_at)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?)")
                .setParameter(1, c.id()).setParameter(2, accountId).setParameter(3, c.type().name()).setParameter(4, c.nickname())
                .setParameter(5, accountId + "/" + c.type().name())
                .setParameter(6, Timestamp.from(now)).setParameter(7, Timestamp.from(now))
                .executeUpdate();
    }

    /** The live credentials of a wallet, oldest first (none for an account that is not a known wallet). */
    @Transactional
    public List<AuthCredential> credentials(String accountId) {
        return em.createQuery("SELECT c FROM AuthCredential c WHERE c.accountId = :a AND c.deletedAt IS NULL ORDER BY c.createdAt, c.id",
                AuthCredential.class).setParameter("a", accountId).getResultList();
    }
}
