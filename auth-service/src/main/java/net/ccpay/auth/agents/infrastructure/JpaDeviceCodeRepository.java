package net.ccpay.auth.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.agents.domain.DeviceCode;
import net.ccpay.auth.agents.domain.DeviceCodeRepository;

import java.time.Instant;
import java.util.Optional;

@ApplicationScoped
public class JpaDeviceCodeRepository implements DeviceCodeRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<DeviceCode> find(String codeSha256) {
        return Optional.ofNullable(em.find(DeviceCode.class, codeSha256));
    }

    @Override
    public Optional<DeviceCode> findForUpdate(String codeSha256) {
        return Optional.ofNullable(em.find(DeviceCode.class, codeSha256, LockModeType.PESSIMISTIC_WRITE));
    }

    @Override
    public void add(DeviceCode code) {
        em.persist(code);
    }

    @Override
    public void revokeOpenCodes(String agentId, Instant now) {
        em.createQuery("UPDATE DeviceCode d SET d.revokedAt = :now WHERE d.agentId = :a AND d.redeemedAt IS NULL AND d.revokedAt IS NULL")
                .setParameter("now", now).setParameter("a", agentId).executeUpdate();
    }
}
