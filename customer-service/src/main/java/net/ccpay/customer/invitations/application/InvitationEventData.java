package net.ccpay.customer.invitations.application;

import net.ccpay.customer.invitations.domain.Invitation;

/**
 * The data of INVITATION.CLAIMED: the contract's UmaInvitation JSON. The wire format belongs to the
 * api layer, which implements this; the application only asks for it.
 */
public interface InvitationEventData {
    String of(Invitation invitation);
}
