package net.ccpay.auth.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.auth.agents.domain.DeviceCode;
import net.ccpay.auth.agents.domain.DeviceCodeRepository;
import net.ccpay.common.db.JpaRows;

import java.time.Instant;

@ApplicationScoped
public class JpaDeviceCodeRepository extends JpaRows<DeviceCode> implements DeviceCodeRepository {

    public JpaDeviceCodeRepository() {
        super(DeviceCode.class);
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
