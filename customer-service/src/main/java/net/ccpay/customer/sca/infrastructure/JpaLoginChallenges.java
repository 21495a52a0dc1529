package net.ccpay.customer.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.customer.sca.domain.LoginChallenge;
import net.ccpay.customer.sca.domain.LoginChallenges;

import java.util.Optional;

/** {@link LoginChallenges} in the service's database; joins the caller's transaction. */
@ApplicationScoped
public class JpaLoginChallenges implements LoginChallenges {

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(LoginChallenge challenge) {
        em.persist(challenge);
    }

    @Override
    public Optional<LoginChallenge> findForUpdate(String challengeId) {
        return Optional.ofNullable(em.find(LoginChallenge.class, challengeId, LockModeType.PESSIMISTIC_WRITE));
    }
}
