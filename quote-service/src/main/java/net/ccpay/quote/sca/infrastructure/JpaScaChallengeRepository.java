package net.ccpay.quote.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.sca.domain.ScaChallenge;
import net.ccpay.quote.sca.domain.ScaChallengeRepository;

import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class JpaScaChallengeRepository implements ScaChallengeRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(ScaChallenge challenge) {
        em.persist(challenge);
    }

    @Override
    public Optional<ScaChallenge> latest(String subject) {
        List<ScaChallenge> found = em.createQuery("SELECT c FROM ScaChallenge c WHERE c.subject = :s ORDER BY c.createdAt DESC, c.id DESC",
                ScaChallenge.class).setParameter("s", subject).setMaxResults(1).getResultList();
        return found.stream().findFirst();
    }

    @Override
    public Optional<ScaChallenge> findForUpdate(String challengeId) {
        return Optional.ofNullable(em.find(ScaChallenge.class, challengeId, LockModeType.PESSIMISTIC_WRITE));
    }
}
