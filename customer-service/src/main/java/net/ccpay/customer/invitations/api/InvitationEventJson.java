package net.ccpay.customer.invitations.api;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.customer.invitations.application.InvitationEventData;
import net.ccpay.customer.invitations.application.Invitations;
import net.ccpay.customer.invitations.domain.Invitation;

/** INVITATION.CLAIMED data in the same shape as the API's responses. */
@ApplicationScoped
public class InvitationEventJson implements InvitationEventData {
    @Override
    public String of(Invitation invitation) {
        return InvitationJson.of(invitation, Invitations.now()).toString();
    }
}
