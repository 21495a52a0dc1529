package net.ccpay.quote.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.quote.sca.domain.ScaChallenge;
import net.ccpay.quote.sca.domain.ScaChallengeRepository;

import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class JpaScaChallengeRepository extends JpaRows<ScaChallenge> implements ScaChallengeRepository {

    public JpaScaChallengeRepository() {
        super(ScaChallenge.class);
    }

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
}
