package net.ccpay.auth.wallet.delegated.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.P256PrivateKey;
import net.ccpay.auth.wallet.delegated.domain.ActiveDelegatedKeyExists;
import net.ccpay.auth.wallet.delegated.domain.CardFundingSources.FundingSource;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKey;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKey.Status;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKeyNotActive;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKeyNotFound;
import net.ccpay.auth.wallet.delegated.domain.FundingSourceNotFound;
import net.ccpay.auth.wallet.keys.WalletKeys;
import net.ccpay.auth.wallet.sessions.application.SignedRequests;
import net.ccpay.auth.wallet.sessions.domain.WalletAuthFailure;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The delegated keys' rows and their signed legs, each leg one transaction. Leg 1 generates the keypair
 * (the private half sealed at once) and pends the signer's creation; leg 2, stamped by a session of the
 * wallet, makes the key PENDING and pends the policy; leg 3 makes it ACTIVE. One ACTIVE key per card
 * funding source: checked first (409), and held by a unique key whatever the race.
 */
@ApplicationScoped
public class DelegatedKeyBook {

    static final String CREATE_USER = "DELEGATED_KEY_USER";
    static final String CREATE_POLICY = "DELEGATED_KEY_POLICY";
    private static final String COLUMNS = "id, card_id, funding_source_id, account_id, public_key, nickname, status, created_at, updated_at";

    @PersistenceContext
    EntityManager em;

    @Inject
    SignedRequests requests;

    @Inject
    WalletKeys keys;

    /** What a leg answers: a challenge for the next leg, or the key once ACTIVE. */
    public record Step(SignedRequests.Pending challenge, DelegatedKey key) {}

    /** Leg 1: the wallet checked, no ACTIVE key for the source, a fresh keypair (private half sealed), the signer's creation pended. */
    @Transactional
    public SignedRequests.Pending initiate(FundingSource source, String nickname, byte[] body) {
        List<?> wallet = em.createNativeQuery("SELECT customer_id FROM wallet_account WHERE account_id = ?")
                .setParameter(1, source.accountId()).getResultList();
        if (wallet.isEmpty() || !source.customerId().equals(wallet.get(0))) {
            throw new FundingSourceNotFound("Internal account " + source.accountId() + " is not an Embedded Wallet known to the platform");
        }
        checkNoActiveKey(source.id());
        Instant now = SignedRequests.now();
        String id = Ids.newId("DelegatedKey");
        P256KeyPair pair = P256KeyPair.generate();
        em.createNativeQuery("INSERT INTO delegated_key (id, card_id, funding_source_id, account_id, public_key, sealed_private_key, nickname,"
                        + " status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'INITIATED', ?, ?)")
                .setParameter(1, id).setParameter(2, source.cardId()).setParameter(3, source.id()).setParameter(4, source.accountId())
                .setParameter(5, pair.publicKey().compressedHex()).setParameter(6, keys.sealer().seal(id, pair.privateKey().bytes()))
                .setParameter(7, nickname).setParameter(8, Timestamp.from(now)).setParameter(9, Timestamp.from(now))
                .executeUpdate();
        String payload = SignedRequests.activity("ACTIVITY_TYPE_CREATE_USERS", source.accountId(), now, JsonP.createObjectBuilder()
                .add("users", JsonP.createArrayBuilder().add(JsonP.createObjectBuilder()
                        .add("userName", id)
                        .add("apiKeys", JsonP.createArrayBuilder().add(JsonP.createObjectBuilder()
                                .add("apiKeyName", nickname)
                                .add("publicKey", pair.publicKey().compressedHex())
                                .add("curveType", "API_KEY_CURVE_P256")))
                        .add("userTags", JsonP.createArrayBuilder().add(source.id()))))
                .build());
        return requests.pend(CREATE_USER, source.accountId(), id, null, body, payload, null, now);
    }

    /** Legs 2 and 3: the pending request (same body), the stamp by an active session of the wallet, then the key's next status. */
    @Transactional
    public Step advance(String requestId, String stamp, byte[] body) {
        Instant now = SignedRequests.now();
        String[] pending = requests.peek(requestId)
                .filter(p -> CREATE_USER.equals(p[0]) || CREATE_POLICY.equals(p[0]))
                .orElseThrow(() -> WalletAuthFailure.requestIdUnknown("Request-Id does not match a pending delegated key request"));
        SignedRequests.Found found = requests.lock(requestId, pending[0], pending[1], body, now);
        Object[] row = lockRow(found.targetId()).orElseThrow(() -> WalletAuthFailure.requestIdUnknown("Request-Id does not match a pending delegated key request"));
        requests.verifyBySession(found.accountId(), stamp, found.payload(), null, now);
        requests.markUsed(requestId);
        DelegatedKey key = toKey(row);
        if (CREATE_USER.equals(found.purpose())) {
            if (key.status() != Status.INITIATED) {
                throw WalletAuthFailure.requestIdReused();
            }
            setStatus(key.id(), Status.PENDING, null, now);
            String payload = SignedRequests.activity("ACTIVITY_TYPE_CREATE_POLICIES", key.accountId(), now, JsonP.createObjectBuilder()
                    .add("policies", JsonP.createArrayBuilder()
                            .add(policy("Delegated key " + key.id() + " signs for " + key.fundingSourceId(), key.id(), "ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2"))
                            .add(policy("Delegated key " + key.id() + " may delete itself", key.id(), "ACTIVITY_TYPE_DELETE_USERS")))
                    .build());
            return new Step(requests.pend(CREATE_POLICY, key.accountId(), key.id(), null, body, payload, null, now), null);
        }
        if (key.status() != Status.PENDING) {
            throw WalletAuthFailure.requestIdReused();
        }
        checkNoActiveKey(key.fundingSourceId());
        setStatus(key.id(), Status.ACTIVE, key.fundingSourceId(), now);
        return new Step(null, get(key.id()));
    }

    private static jakarta.json.JsonObject policy(String name, String userId, String activity) {
        return JsonP.createObjectBuilder()
                .add("policyName", name)
                .add("effect", "EFFECT_ALLOW")
                .add("consensus", "approvers.any(user, user.id == '" + userId + "')")
                .add("condition", "activity.type == '" + activity + "'")
                .build();
    }

    /**
     * Revokes an ACTIVE key: the custodied key stamps its own signer's deletion (checked, as the signer
     * service would), then the key is REVOKED and leaves its funding source free.
     */
    @Transactional
    public void revoke(String id) {
        Object[] row = (Ids.hasType("DelegatedKey", id) ? lockRow(id) : Optional.<Object[]>empty())
                .orElseThrow(() -> new DelegatedKeyNotFound(id));
        DelegatedKey key = toKey(row);
        if (key.status() == Status.INITIATED) {
            throw new DelegatedKeyNotFound(id);
        }
        if (key.status() != Status.ACTIVE) {
            throw new DelegatedKeyNotActive(id, key.status());
        }
        Instant now = SignedRequests.now();
        byte[] sealed = (byte[]) em.createNativeQuery("SELECT sealed_private_key FROM delegated_key WHERE id = ?").setParameter(1, id).getSingleResult();
        byte[] scalar = keys.sealer().open(id, sealed);
        try {
            P256KeyPair pair = P256KeyPair.of(P256PrivateKey.fromBytes(scalar));
            String deletion = SignedRequests.activity("ACTIVITY_TYPE_DELETE_USERS", key.accountId(), now, Map.of("userId", id));
            ApiKeyStamp stamp = ApiKeyStamp.parse(ApiKeyStamp.stamp(pair, deletion));
            if (!stamp.publicKey().compressedHex().equals(key.publicKey())) {
                throw new IllegalStateException("the custodied key of " + id + " does not match its public key");
            }
            stamp.verify(deletion);
        } finally {
            Arrays.fill(scalar, (byte) 0);
        }
        setStatus(id, Status.REVOKED, null, now);
    }

    @Transactional
    public DelegatedKey get(String id) {
        if (!Ids.hasType("DelegatedKey", id)) {
            throw new DelegatedKeyNotFound(id);
        }
        List<?> rows = em.createNativeQuery("SELECT " + COLUMNS + " FROM delegated_key WHERE id = ? AND status IN ('PENDING', 'ACTIVE', 'REVOKED')")
                .setParameter(1, id).getResultList();
        if (rows.isEmpty()) {
            throw new DelegatedKeyNotFound(id);
        }
        return toKey((Object[]) rows.get(0));
    }

    /**
     * One page of the visible keys, oldest first: those of an account, of a funding source, of both, or
     * (neither given) every key of the platform.
     */
    @Transactional
    public Page<DelegatedKey> list(String accountId, String fundingSourceId, PageRequest page) {
        StringBuilder where = new StringBuilder(" FROM delegated_key WHERE status IN ('PENDING', 'ACTIVE', 'REVOKED')");
        List<Object> params = new ArrayList<>();
        if (accountId != null) {
            where.append(" AND account_id = ?");
            params.add(accountId);
        }
        if (fundingSourceId != null) {
            where.append(" AND funding_source_id = ?");
            params.add(fundingSourceId);
        }
        long total = ((Number) bind(em.createNativeQuery("SELECT COUNT(*)" + where), params).getSingleResult()).longValue();
        List<Object> rowParams = new ArrayList<>(params);
        if (page.after() != null) {
            where.append(" AND (created_at > ? OR (created_at = ? AND id > ?))");
            Timestamp at = Timestamp.from(page.after().createdAt());
            rowParams.add(at);
            rowParams.add(at);
            rowParams.add(page.after().id());
        }
        rowParams.add(page.limit() + 1);
        List<DelegatedKey> rows = bind(em.createNativeQuery("SELECT " + COLUMNS + where + " ORDER BY created_at, id LIMIT ?"), rowParams)
                .getResultList().stream().map(r -> toKey((Object[]) r)).toList();
        return Page.of(rows, page.limit(), total, k -> new Cursor(k.createdAt(), k.id()));
    }

    private static Query bind(Query q, List<Object> values) {
        for (int i = 0; i < values.size(); i++) {
            q.setParameter(i + 1, values.get(i));
        }
        return q;
    }

    /** Whether the card's binding of this account has an ACTIVE key (quote-service asks at each authorization). */
    @Transactional
    public boolean activeFor(String cardId, String accountId) {
        return !em.createNativeQuery("SELECT 1 FROM delegated_key WHERE card_id = ? AND account_id = ? AND status = 'ACTIVE' LIMIT 1")
                .setParameter(1, cardId).setParameter(2, accountId).getResultList().isEmpty();
    }

    private void checkNoActiveKey(String fundingSourceId) {
        List<?> active = em.createNativeQuery("SELECT id FROM delegated_key WHERE active_funding_source = ? FOR UPDATE")
                .setParameter(1, fundingSourceId).getResultList();
        if (!active.isEmpty()) {
            throw new ActiveDelegatedKeyExists(fundingSourceId, (String) active.get(0));
        }
    }

    private void setStatus(String id, Status status, String activeFundingSource, Instant now) {
        try {
            em.createNativeQuery("UPDATE delegated_key SET status = ?, active_funding_source = ?, updated_at = ? WHERE id = ?")
                    .setParameter(1, status.name()).setParameter(2, activeFundingSource).setParameter(3, Timestamp.from(now)).setParameter(4, id)
                    .executeUpdate();
        } catch (jakarta.persistence.PersistenceException e) {
            if (activeFundingSource != null) {
                // the unique key: another key of the source became ACTIVE meanwhile
                throw new ActiveDelegatedKeyExists(activeFundingSource, null);
            }
            throw e;
        }
    }

    private Optional<Object[]> lockRow(String id) {
        List<?> rows = em.createNativeQuery("SELECT " + COLUMNS + " FROM delegated_key WHERE id = ? FOR UPDATE").setParameter(1, id).getResultList();
        return rows.isEmpty() ? Optional.empty() : Optional.of((Object[]) rows.get(0));
    }

    private static DelegatedKey toKey(Object[] r) {
        return new DelegatedKey((String) r[0], (String) r[1], (String) r[2], (String) r[3], (String) r[4], (String) r[5],
                Status.valueOf((String) r[6]), SignedRequests.instant(r[7]), SignedRequests.instant(r[8]));
    }
}
