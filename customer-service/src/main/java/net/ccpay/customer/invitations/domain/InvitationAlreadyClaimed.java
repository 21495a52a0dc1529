package net.ccpay.customer.invitations.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The invitation was claimed already: it can be neither claimed again nor cancelled. */
public class InvitationAlreadyClaimed extends DomainException {
    public InvitationAlreadyClaimed(String code) {
        super(Kind.INVALID, ErrorCode.INVITATION_ALREADY_CLAIMED, "Invitation " + code + " has already been claimed");
    }
}
