package net.ccpay.quote.external.domain;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.InvalidFields;

import java.util.List;

/**
 * 400 INVALID_INPUT on {@code signature}: it does not prove the wallet's ownership (another key or
 * message, or malformed), or the challenge expired; the account is UNVERIFIED and a new challenge
 * starts again. {@code details.reason}: SIGNATURE_INVALID or CHALLENGE_EXPIRED.
 */
public final class OwnershipProofRejected extends InvalidFields {
    public OwnershipProofRejected(String reason, String message) {
        super(List.of(FieldError.of("signature", message)), reason);
    }
}
