package net.ccpay.customer.invitations.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.customer.invitations.domain.Invitation;
import net.ccpay.customer.invitations.domain.InvitationRepository;

import java.util.Optional;

@ApplicationScoped
public class JpaInvitationRepository implements InvitationRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<Invitation> find(String code) {
        return Optional.ofNullable(em.find(Invitation.class, code));
    }

    @Override
    public Optional<Invitation> findForUpdate(String code) {
        return Optional.ofNullable(em.find(Invitation.class, code, LockModeType.PESSIMISTIC_WRITE));
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
