package net.ccpay.customer.invitations.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The invitation was cancelled: it can be neither claimed nor cancelled again. */
public class InvitationCancelled extends DomainException {
    public InvitationCancelled(String code) {
        super(Kind.INVALID, ErrorCode.INVITATION_CANCELLED, "Invitation " + code + " has been cancelled");
    }
}
