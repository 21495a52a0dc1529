package net.ccpay.auth.wallet.sessions.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** A wallet, credential or session the request names does not exist (or is not active): 404 REFERENCE_NOT_FOUND. */
public final class WalletReferenceNotFound extends DomainException {

    private WalletReferenceNotFound(String message) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, message);
    }

    public static WalletReferenceNotFound credential(String id) {
        return new WalletReferenceNotFound("Authentication credential " + id + " not found");
    }

    public static WalletReferenceNotFound wallet(String accountId) {
        return new WalletReferenceNotFound("Internal account " + accountId + " is not an embedded wallet known to the platform");
    }

    public static WalletReferenceNotFound session(String id) {
        return new WalletReferenceNotFound("Active session " + id + " not found");
    }
}
