package net.ccpay.customer.invitations.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No invitation has this code (null: a string that is not of a code's form, not repeated to the client). */
public class InvitationNotFound extends DomainException {
    public InvitationNotFound(String code) {
        super(Kind.NOT_FOUND, ErrorCode.INVITATION_NOT_FOUND, code == null ? "No invitation has this code" : "Invitation " + code + " not found");
    }
}
