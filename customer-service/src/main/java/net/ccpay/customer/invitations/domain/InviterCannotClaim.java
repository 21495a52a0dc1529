package net.ccpay.customer.invitations.domain;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.InvalidFields;

import java.util.List;

/** An invitation is for someone else: its inviter's own UMA address cannot claim it. */
public class InviterCannotClaim extends InvalidFields {
    public InviterCannotClaim(String code) {
        super(List.of(FieldError.of("inviteeUma", "is the inviter's own UMA address; invitation " + code + " is for someone else")));
    }
}
