package net.ccpay.customer.invitations.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * The platform has no UMA domain in its config (PATCH /config removed it), so it has no UMA presence to
 * invite anyone to and no address for the invitation's link.
 */
public class InvitationsNotConfigured extends DomainException {
    public InvitationsNotConfigured() {
        super(Kind.INVALID, ErrorCode.INVITATIONS_NOT_CONFIGURED,
                "Invitations are not configured: the platform config has no umaDomain; set one with PATCH /config");
    }
}
