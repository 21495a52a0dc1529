package net.ccpay.customer.invitations.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.time.Instant;
import java.util.Map;

/**
 * The invitation's expiresAt has passed. The brief and the contract have no code of their own for
 * it, so it is INVALID_INPUT with {@code details.reason} INVITATION_EXPIRED.
 */
public class InvitationExpired extends DomainException {
    public InvitationExpired(String code, Instant expiredAt) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, "Invitation " + code + " expired at " + expiredAt,
                Map.of("reason", "INVITATION_EXPIRED", "expiresAt", expiredAt.toString()));
    }
}
