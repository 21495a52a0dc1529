package net.ccpay.quote.wallet.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.quote.accounts.application.InternalAccounts;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;
import net.ccpay.quote.accounts.domain.InternalAccountView;
import net.ccpay.quote.wallet.domain.NotAnEmbeddedWallet;
import net.ccpay.quote.wallet.domain.WalletSigning;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;

/**
 * The signed operations on an embedded wallet quote-service owns: {@code POST /internal-accounts/{id}/export}
 * (the seed phrase, HPKE-sealed to the request's clientPublicKey) and {@code PATCH /internal-accounts/{id}}
 * (wallet privacy). Each is two calls: without a signature, the challenge (the activity to sign, bound to
 * the body's SHA-256); with the owner's stamp and the Request-Id, the same body again, checked and used
 * once by auth-service, then the operation. The remote checks happen outside any database transaction.
 */
@ApplicationScoped
public class WalletAccounts {

    static final String EXPORT = "EXPORT_WALLET";
    static final String UPDATE = "UPDATE_ACCOUNT";

    /** The fields {@code PATCH /internal-accounts/{id}} takes (at least one). */
    public record Update(Boolean privateEnabled) {}

    @Inject
    InternalAccounts accounts;

    @Inject
    WalletSigning signing;

    public WalletSigning.Challenge exportChallenge(String accountId, String clientPublicKey, byte[] body) {
        wallet(accountId);
        return signing.challenge(accountId, EXPORT, accountId, sha256(body), "ACTIVITY_TYPE_EXPORT_WALLET",
                Map.of("walletId", accountId, "targetPublicKey", clientPublicKey));
    }

    /** The export's signed retry: the encryptedWalletCredentials. */
    public String export(String accountId, String clientPublicKey, byte[] body, String requestId, String signature) {
        wallet(accountId);
        return signing.export(accountId, clientPublicKey, sha256(body), requestId, signature);
    }

    public WalletSigning.Challenge updateChallenge(String accountId, Update update, byte[] body) {
        wallet(accountId);
        String fields = net.ccpay.common.json.JsonP.createObjectBuilder().add("privateEnabled", update.privateEnabled()).build().toString();
        return signing.challenge(accountId, UPDATE, accountId, sha256(body), "ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2",
                Map.of("signWith", accountId, "payload", HexFormat.of().formatHex(fields.getBytes(StandardCharsets.UTF_8)),
                        "encoding", "PAYLOAD_ENCODING_HEXADECIMAL", "hashFunction", "HASH_FUNCTION_NO_OP"));
    }

    /** The update's signed retry: checked by auth-service (the Request-Id used up), then applied. */
    public InternalAccountView update(String accountId, Update update, byte[] body, String requestId, String signature) {
        wallet(accountId);
        signing.complete(accountId, UPDATE, accountId, sha256(body), requestId, signature);
        return accounts.setPrivateEnabled(accountId, update.privateEnabled());
    }

    private void wallet(String accountId) {
        InternalAccountView a = accounts.get(accountId).orElseThrow(() -> new InternalAccountNotFound(accountId));
        if (!"EMBEDDED_WALLET".equals(a.account().type())) {
            throw new NotAnEmbeddedWallet(accountId, a.account().type());
        }
    }

    static byte[] sha256(byte[] body) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(body == null ? new byte[0] : body);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
