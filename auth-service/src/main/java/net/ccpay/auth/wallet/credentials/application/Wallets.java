package net.ccpay.auth.wallet.credentials.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.credentials.domain.WalletSource;
import net.ccpay.auth.wallet.oauth.OidcTokenRules;
import net.ccpay.auth.wallet.passkey.StoredPasskey;
import net.ccpay.common.ids.Ids;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

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

    /** Whether the read model knows the wallet and its owner (announced or looked up). */
    @Transactional
    public boolean knows(String accountId) {
        return !em.createNativeQuery("SELECT 1 FROM wallet_account w JOIN wallet_customer c ON c.customer_id = w.customer_id"
                + " WHERE w.account_id = ?").setParameter(1, accountId).getResultList().isEmpty();
    }

    /**
     * A wallet and its owner as their services answered a lookup, applied like their events (an older
     * state never overwrites a newer one, whichever arrives first); the owner is absent when it is gone.
     */
    @Transactional
    public void learned(WalletSource.Account account, Optional<WalletSource.Owner> owner) {
        owner.ifPresent(o -> customerChanged(o.customerId(), o.email(), o.phone(), o.deleted(), o.updatedAt()));
        walletChanged(account.id(), account.customerId(), account.status(), account.updatedAt());
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
     * email and the wallet never had a credential (one revoked through the API is not brought back by a
     * later customer event): INSERT IGNORE on the unique one-per-wallet key, so the two event paths (and
     * redeliveries) create it once.
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
        if (!em.createNativeQuery("SELECT 1 FROM auth_credential WHERE account_id = ? LIMIT 1").setParameter(1, accountId)
                .getResultList().isEmpty()) {
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

    /** An embedded wallet as the read model knows it, with its owner's contact points (null when none or deleted). */
    public record Wallet(String accountId, String customerId, String email, String phone) {}

    /**
     * The wallet under a row lock, so that the operations that count its credentials (adding the first
     * one without a signature, revoking all but one) run one at a time per wallet; empty when unknown.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<Wallet> lockWallet(String accountId) {
        List<?> account = em.createNativeQuery("SELECT customer_id FROM wallet_account WHERE account_id = ? FOR UPDATE")
                .setParameter(1, accountId).getResultList();
        if (account.isEmpty()) {
            return Optional.empty();
        }
        String customerId = (String) account.get(0);
        List<?> customer = em.createNativeQuery("SELECT email, phone FROM wallet_customer WHERE customer_id = ? AND deleted = FALSE")
                .setParameter(1, customerId).getResultList();
        Object[] c = customer.isEmpty() ? new Object[2] : (Object[]) customer.get(0);
        return Optional.of(new Wallet(accountId, customerId, (String) c[0], (String) c[1]));
    }

    /** How many live credentials the wallet has. */
    @Transactional(Transactional.TxType.MANDATORY)
    public long liveCredentialCount(String accountId) {
        return ((Number) em.createNativeQuery("SELECT COUNT(*) FROM auth_credential WHERE account_id = ? AND deleted_at IS NULL")
                .setParameter(1, accountId).getSingleResult()).longValue();
    }

    /** Whether the wallet has a live credential of this type. */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean hasLive(String accountId, AuthCredential.Type type) {
        return !em.createNativeQuery("SELECT 1 FROM auth_credential WHERE account_id = ? AND cred_type = ? AND deleted_at IS NULL LIMIT 1")
                .setParameter(1, accountId).setParameter(2, type.name()).getResultList().isEmpty();
    }

    /** The live passkeys registered with this WebAuthn credential id (by its SHA-256), anywhere on the platform. */
    @Transactional(Transactional.TxType.MANDATORY)
    public List<StoredPasskey> livePasskeys(byte[] passkeyIdSha256) {
        return em.createQuery("SELECT c FROM AuthCredential c WHERE c.passkeyIdSha256 = :h AND c.deletedAt IS NULL", AuthCredential.class)
                .setParameter("h", passkeyIdSha256).getResultList().stream().map(AuthCredential::storedPasskey).toList();
    }

    /**
     * Stores a new credential; false when a unique key refused it (the wallet's EMAIL_OTP or SMS_OTP, or
     * the passkey's credential id, taken meanwhile): INSERT IGNORE, so the refusal leaves the transaction usable.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean insert(AuthCredential c) {
        OidcTokenRules.Identity identity = c.type() == AuthCredential.Type.OAUTH ? c.oauthIdentity() : null;
        return em.createNativeQuery("INSERT IGNORE INTO auth_credential (id, account_id, cred_type, nickname, single_kind, credential_id,"
                        + " passkey_id_sha256, public_key, sign_count, user_handle, oauth_issuer, oauth_audience, oauth_subject,"
                        + " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .setParameter(1, c.id()).setParameter(2, c.accountId()).setParameter(3, c.type().name()).setParameter(4, c.nickname())
                .setParameter(5, c.singleKind()).setParameter(6, c.credentialId()).setParameter(7, c.passkeyIdSha256())
                .setParameter(8, c.cosePublicKey()).setParameter(9, c.signCount()).setParameter(10, c.userHandle())
                .setParameter(11, identity == null ? null : identity.iss()).setParameter(12, identity == null ? null : identity.aud())
                .setParameter(13, identity == null ? null : identity.sub())
                .setParameter(14, Timestamp.from(c.createdAt())).setParameter(15, Timestamp.from(c.updatedAt()))
                .executeUpdate() == 1;
    }

    /**
     * Revokes a live credential: it leaves the lists, and its one-per-wallet and one-per-platform keys are
     * freed (the same EMAIL_OTP, SMS_OTP or passkey can be added again).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void revoke(String credentialId, Instant now) {
        em.createNativeQuery("UPDATE auth_credential SET deleted_at = ?, updated_at = ?, single_kind = NULL, passkey_id_sha256 = NULL"
                        + " WHERE id = ? AND deleted_at IS NULL")
                .setParameter(1, Timestamp.from(now)).setParameter(2, Timestamp.from(now)).setParameter(3, credentialId)
                .executeUpdate();
    }

    /** A passkey's new signature counter and, once an assertion told it, its owner's user handle. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void passkeyUsed(String credentialId, long signCount, String userHandle) {
        em.createNativeQuery("UPDATE auth_credential SET sign_count = ?, user_handle = COALESCE(user_handle, ?) WHERE id = ?")
                .setParameter(1, signCount).setParameter(2, userHandle).setParameter(3, credentialId)
                .executeUpdate();
    }

    /** The live credentials of a wallet, oldest first (none for an account that is not a known wallet). */
    @Transactional
    public List<AuthCredential> credentials(String accountId) {
        return em.createQuery("SELECT c FROM AuthCredential c WHERE c.accountId = :a AND c.deletedAt IS NULL ORDER BY c.createdAt, c.id",
                AuthCredential.class).setParameter("a", accountId).getResultList();
    }
}
