package net.ccpay.customer.invitations.domain;

import java.util.Optional;

public interface InvitationRepository {
    Optional<Invitation> find(String code);
    /** The invitation, its row locked until the transaction ends: claims and cancels of one invitation run one at a time. */
    Optional<Invitation> findForUpdate(String code);
    boolean exists(String code);
    void add(Invitation invitation);
}
