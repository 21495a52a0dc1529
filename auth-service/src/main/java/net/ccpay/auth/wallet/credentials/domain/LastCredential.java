package net.ccpay.auth.wallet.credentials.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** A wallet keeps at least one credential: its only one cannot be revoked (400 INVALID_INPUT, as the contract has it). */
public final class LastCredential extends DomainException {

    public LastCredential() {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT,
                "This is the wallet's only credential and cannot be revoked: add another credential first");
    }
}
