package net.ccpay.customer.invitations.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.customer.invitations.domain.Invitation;
import net.ccpay.customer.invitations.domain.InvitationRepository;

@ApplicationScoped
public class JpaInvitationRepository extends JpaRows<Invitation> implements InvitationRepository {

    public JpaInvitationRepository() {
        super(Invitation.class);
    }

    @Override
    public boolean exists(String code) {
        return !em.createQuery("SELECT i.code FROM Invitation i WHERE i.code = :c").setParameter("c", code)
                .setMaxResults(1).getResultList().isEmpty();
    }

    @Override
    public void add(Invitation invitation) {
        em.persist(invitation);
    }
}
