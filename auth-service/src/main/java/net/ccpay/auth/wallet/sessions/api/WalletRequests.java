package net.ccpay.auth.wallet.sessions.api;

import net.ccpay.auth.wallet.sessions.domain.WalletAuthFailure;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;

/** What the wallet operations read at the edge alike: the wallet's account id, and the headers of a signed retry. */
public final class WalletRequests {

    private WalletRequests() {}

    /** The {@code accountId} query parameter every wallet list needs. */
    public static String requireAccountId(String accountId) {
        FieldErrors errors = new FieldErrors();
        if (accountId == null) {
            errors.add("accountId", "is required: the embedded wallet's internal account id");
        } else if (!Ids.hasType("InternalAccount", accountId)) {
            errors.add("accountId", FieldError.Constraint.pattern("^InternalAccount:[0-9a-f-]{36}$"), "is not an internal account id");
        }
        errors.throwIfAny();
        return accountId;
    }

    /**
     * The signature headers of a signed flow: {@code Platform-Wallet-Signature} (or the Grid spelling)
     * and {@code Request-Id}. Neither means the first call; the retry needs both.
     */
    public record Signed(String stamp, String requestId) {

        public static Signed of(String signature, String gridSignature, String requestId) {
            return new Signed(signature != null ? signature : gridSignature, requestId);
        }

        public boolean firstCall() {
            return stamp == null && requestId == null;
        }

        /** The retry's stamp and Request-Id, or the 401 that names the missing one. */
        public Signed retry() {
            if (stamp == null) {
                throw WalletAuthFailure.signatureMissing();
            }
            if (requestId == null || requestId.isBlank()) {
                throw WalletAuthFailure.requestIdMissing();
            }
            return new Signed(stamp, requestId.strip());
        }
    }
}
