package net.ccpay.auth.wallet.sessions.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.wallet.sessions.domain.SignedRequestRepository;

import java.sql.Timestamp;
import java.util.Optional;

@ApplicationScoped
public class JpaSignedRequestRepository implements SignedRequestRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(SignedRequest r) {
        em.createNativeQuery("INSERT INTO wallet_signed_request (request_id, purpose, account_id, target_id, body_sha256, payload,"
                        + " signer_key, used, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, " + (r.used() ? "TRUE" : "FALSE") + ", ?, ?)")
                .setParameter(1, r.requestId()).setParameter(2, r.purpose()).setParameter(3, r.accountId()).setParameter(4, r.targetId())
                .setParameter(5, r.bodySha256()).setParameter(6, r.payload()).setParameter(7, r.signerKey())
                .setParameter(8, Timestamp.from(r.createdAt())).setParameter(9, Timestamp.from(r.expiresAt()))
                .executeUpdate();
    }

    @Override
    public Optional<PurposeAndTarget> peek(String requestId) {
        return em.createNativeQuery("SELECT purpose, target_id FROM wallet_signed_request WHERE request_id = ?")
                .setParameter(1, requestId).getResultList().stream().findFirst()
                .map(o -> {
                    Object[] r = (Object[]) o;
                    return new PurposeAndTarget((String) r[0], (String) r[1]);
                });
    }

    @Override
    public Optional<SignedRequest> findForUpdate(String requestId) {
        return em.createNativeQuery("SELECT purpose, payload, signer_key, target_id, body_sha256, used, expires_at, account_id,"
                        + " created_at FROM wallet_signed_request WHERE request_id = ? FOR UPDATE")
                .setParameter(1, requestId).getResultList().stream().findFirst()
                .map(o -> {
                    Object[] r = (Object[]) o;
                    return new SignedRequest(requestId, (String) r[0], (String) r[7], (String) r[3], (byte[]) r[4], (String) r[1],
                            (byte[]) r[2], SqlValues.truthy(r[5]), SqlValues.instant(r[8]), SqlValues.instant(r[6]));
                });
    }

    @Override
    public boolean markUsed(String requestId) {
        return em.createNativeQuery("UPDATE wallet_signed_request SET used = TRUE WHERE request_id = ? AND used = FALSE")
                .setParameter(1, requestId).executeUpdate() == 1;
    }
}
