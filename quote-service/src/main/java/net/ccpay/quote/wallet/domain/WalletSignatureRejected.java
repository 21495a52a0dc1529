package net.ccpay.quote.wallet.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/**
 * A 401 of a signed wallet operation: auth-service's verdict passed on with its code, message and
 * details (whose {@code reason} the envelope also shows at the top level), or a header missing here.
 */
public class WalletSignatureRejected extends DomainException {

    public WalletSignatureRejected(String code, String message, Map<String, Object> details) {
        super(Kind.UNAUTHORIZED, code, message, details);
    }

    private static WalletSignatureRejected of(String code, String reason) {
        return new WalletSignatureRejected(code, reason, Map.of("reason", reason));
    }

    public static WalletSignatureRejected signatureMissing(String what) {
        return of(ErrorCode.WALLET_SIGNATURE_MISSING, what + " needs the wallet owner's signature in the Platform-Wallet-Signature header");
    }

    public static WalletSignatureRejected requestIdMissing() {
        return of(ErrorCode.REQUEST_ID_MISSING, "The Request-Id header is required on the signed retry");
    }
}
