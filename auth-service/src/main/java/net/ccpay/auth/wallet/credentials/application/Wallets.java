package net.ccpay.auth.wallet.credentials.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.credentials.domain.CredentialRepository;
import net.ccpay.auth.wallet.credentials.domain.WalletRepository;
import net.ccpay.auth.wallet.credentials.domain.WalletSource;
import net.ccpay.auth.wallet.passkey.StoredPasskey;
import net.ccpay.common.ids.Ids;

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

    @Inject
    WalletRepository walletRepository;

    @Inject
    CredentialRepository credentialRepository;

    /** An EMBEDDED_WALLET internal account as announced (any other account type is not a wallet and is ignored by the caller). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void walletChanged(String accountId, String customerId, String status, Instant asOf) {
        walletRepository.accountChanged(accountId, customerId, status, asOf);
        ensureEmailCredential(accountId, customerId);
    }

    /** Whether the read model knows the wallet and its owner (announced or looked up). */
    @Transactional
    public boolean knows(String accountId) {
        return walletRepository.knowsWithOwner(accountId);
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
        walletRepository.customerChanged(customerId, email, phone, deleted, asOf);
        List<String> wallets = walletRepository.walletsOf(customerId);
        wallets.forEach(w -> ensureEmailCredential(w, customerId));
    }

    /**
     * Creates the wallet's first EMAIL_OTP credential when the wallet is active, its customer has an
     * email and the wallet never had a credential (one revoked through the API is not brought back by a
     * later customer event): INSERT IGNORE on the unique one-per-wallet key, so the two event paths (and
     * redeliveries) create it once.
     */
    private void ensureEmailCredential(String accountId, String customerId) {
        Optional<WalletRepository.OwnedWallet> found = walletRepository.owned(accountId, customerId);
        if (found.isEmpty()) {
            return;
        }
        WalletRepository.OwnedWallet w = found.get();
        if (!"ACTIVE".equals(w.status()) || w.email() == null || w.ownerDeleted()) {
            return;
        }
        if (credentialRepository.anyFor(accountId)) {
            return;
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        credentialRepository.addIfAbsent(new AuthCredential(Ids.newId("AuthMethod"), accountId, AuthCredential.Type.EMAIL_OTP, w.email(), now));
    }

    /** An embedded wallet as the read model knows it, with its owner's contact points (null when none or deleted). */
    public record Wallet(String accountId, String customerId, String email, String phone) {}

    /**
     * The wallet under a row lock, so that the operations that count its credentials (adding the first
     * one without a signature, revoking all but one) run one at a time per wallet; empty when unknown.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<Wallet> lockWallet(String accountId) {
        Optional<String> owner = walletRepository.lockOwner(accountId);
        if (owner.isEmpty()) {
            return Optional.empty();
        }
        String customerId = owner.get();
        WalletRepository.Contact c = walletRepository.liveContact(customerId).orElse(new WalletRepository.Contact(null, null));
        return Optional.of(new Wallet(accountId, customerId, c.email(), c.phone()));
    }

    /** How many live credentials the wallet has. */
    @Transactional(Transactional.TxType.MANDATORY)
    public long liveCredentialCount(String accountId) {
        return credentialRepository.countLive(accountId);
    }

    /** Whether the wallet has a live credential of this type. */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean hasLive(String accountId, AuthCredential.Type type) {
        return credentialRepository.hasLive(accountId, type);
    }

    /** The live passkeys registered with this WebAuthn credential id (by its SHA-256), anywhere on the platform. */
    @Transactional(Transactional.TxType.MANDATORY)
    public List<StoredPasskey> livePasskeys(byte[] passkeyIdSha256) {
        return credentialRepository.liveByPasskeyId(passkeyIdSha256).stream().map(AuthCredential::storedPasskey).toList();
    }

    /**
     * Stores a new credential; false when a unique key refused it (the wallet's EMAIL_OTP or SMS_OTP, or
     * the passkey's credential id, taken meanwhile): INSERT IGNORE, so the refusal leaves the transaction usable.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean insert(AuthCredential c) {
        return credentialRepository.addIfAbsent(c);
    }

    /**
     * Revokes a live credential: it leaves the lists, and its one-per-wallet and one-per-platform keys are
     * freed (the same EMAIL_OTP, SMS_OTP or passkey can be added again).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void revoke(String credentialId, Instant now) {
        credentialRepository.revoke(credentialId, now);
    }

    /** A passkey's new signature counter and, once an assertion told it, its owner's user handle. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void passkeyUsed(String credentialId, long signCount, String userHandle) {
        credentialRepository.passkeyUsed(credentialId, signCount, userHandle);
    }

    /** The live credentials of a wallet, oldest first (none for an account that is not a known wallet). */
    @Transactional
    public List<AuthCredential> credentials(String accountId) {
        return credentialRepository.live(accountId);
    }
}
