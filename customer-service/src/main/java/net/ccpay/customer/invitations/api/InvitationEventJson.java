package net.ccpay.customer.invitations.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.customer.invitations.application.InvitationEventData;
import net.ccpay.customer.invitations.domain.Invitation;

/** INVITATION.CLAIMED data in the same shape as the API's responses. */
@ApplicationScoped
public class InvitationEventJson implements InvitationEventData {

    @Inject
    PlatformClock clock;

    @Override
    public String of(Invitation invitation) {
        return InvitationJson.of(invitation, clock.now()).toString();
    }
}
