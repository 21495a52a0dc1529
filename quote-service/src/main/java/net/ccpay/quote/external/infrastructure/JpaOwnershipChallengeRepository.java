package net.ccpay.quote.external.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.external.domain.OwnershipChallenge;
import net.ccpay.quote.external.domain.OwnershipChallengeRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class JpaOwnershipChallengeRepository implements OwnershipChallengeRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(OwnershipChallenge challenge) {
        em.persist(challenge);
    }

    @Override
    public List<OwnershipChallenge> openForUpdate(String accountId) {
        return em.createQuery("SELECT c FROM OwnershipChallenge c WHERE c.accountId = :a AND c.status = :open", OwnershipChallenge.class)
                .setParameter("open", OwnershipChallenge.Status.OPEN)
                .setParameter("a", accountId).setLockMode(LockModeType.PESSIMISTIC_WRITE).getResultList();
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> dueLiveness(Instant now, int limit) {
        return em.createNativeQuery("SELECT id FROM ownership_challenge WHERE status = 'OPEN' AND completes_at <= ? ORDER BY completes_at LIMIT " + limit)
                .setParameter(1, Timestamp.from(now)).getResultList();
    }

    @Override
    public Optional<OwnershipChallenge> findOpenForUpdateSkipLocked(String challengeId) {
        @SuppressWarnings("unchecked")
        List<OwnershipChallenge> rows = em.createNativeQuery("SELECT * FROM ownership_challenge WHERE id = ? AND status = 'OPEN' FOR UPDATE SKIP LOCKED",
                OwnershipChallenge.class).setParameter(1, challengeId).getResultList();
        return rows.stream().findFirst();
    }
}
