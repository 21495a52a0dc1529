package net.ccpay.auth.wallet.delegated.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.credentials.domain.WalletRepository;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.P256PrivateKey;
import net.ccpay.auth.wallet.delegated.domain.ActiveDelegatedKeyExists;
import net.ccpay.auth.wallet.delegated.domain.CardFundingSources.FundingSource;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKey;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKeyId;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKey.Status;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKeyNotActive;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKeyNotFound;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKeyRepository;
import net.ccpay.auth.wallet.delegated.domain.FundingSourceNotFound;
import net.ccpay.auth.wallet.keys.WalletKeys;
import net.ccpay.auth.wallet.sessions.application.SignedRequests;
import net.ccpay.auth.wallet.sessions.domain.WalletAuthFailure;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.time.Instant;
import java.util.Arrays;
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

    @Inject
    DelegatedKeyRepository repository;

    @Inject
    WalletRepository wallets;

    @Inject
    SignedRequests requests;

    @Inject
    WalletKeys keys;

    /** What a leg answers: a challenge for the next leg, or the key once ACTIVE. */
    public record Step(SignedRequests.Pending challenge, DelegatedKey key) {}

    /** Leg 1: the wallet checked, no ACTIVE key for the source, a fresh keypair (private half sealed), the signer's creation pended. */
    @Transactional
    public SignedRequests.Pending initiate(FundingSource source, String nickname, byte[] body) {
        Optional<String> owner = wallets.ownerOf(source.accountId());
        if (owner.isEmpty() || !source.customerId().equals(owner.get())) {
            throw new FundingSourceNotFound("Internal account " + source.accountId() + " is not an Embedded Wallet known to the platform");
        }
        checkNoActiveKey(source.id());
        Instant now = SignedRequests.now();
        String id = Ids.newId("DelegatedKey");
        P256KeyPair pair = P256KeyPair.generate();
        repository.addInitiated(new DelegatedKey(id, source.cardId(), source.id(), source.accountId(), pair.publicKey().compressedHex(),
                nickname, Status.INITIATED, now, now), keys.sealer().seal(id, pair.privateKey().bytes()));
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
        DelegatedKey key = repository.findForUpdate(found.targetId())
                .orElseThrow(() -> WalletAuthFailure.requestIdUnknown("Request-Id does not match a pending delegated key request"));
        requests.verifyBySession(found.accountId(), stamp, found.payload(), null, now);
        requests.markUsed(requestId);
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
        return new Step(null, visible(key.id()));
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
    public void revoke(DelegatedKeyId keyId) {
        String id = keyId.value();
        DelegatedKey key = repository.findForUpdate(id).orElseThrow(() -> new DelegatedKeyNotFound(id));
        if (key.status() == Status.INITIATED) {
            throw new DelegatedKeyNotFound(id);
        }
        if (key.status() != Status.ACTIVE) {
            throw new DelegatedKeyNotActive(id, key.status());
        }
        Instant now = SignedRequests.now();
        byte[] sealed = repository.sealedPrivateKey(id);
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
    public DelegatedKey get(DelegatedKeyId id) {
        return visible(id.value());
    }

    private DelegatedKey visible(String id) {
        return repository.findVisible(id).orElseThrow(() -> new DelegatedKeyNotFound(id));
    }

    /**
     * One page of the visible keys, oldest first: those of an account, of a funding source, of both, or
     * (neither given) every key of the platform.
     */
    @Transactional
    public Page<DelegatedKey> list(String accountId, String fundingSourceId, PageRequest page) {
        return repository.list(accountId, fundingSourceId, page);
    }

    /** Whether the card's binding of this account has an ACTIVE key (quote-service asks at each authorization). */
    @Transactional
    public boolean activeFor(String cardId, String accountId) {
        return repository.activeFor(cardId, accountId);
    }

    private void checkNoActiveKey(String fundingSourceId) {
        Optional<String> active = repository.lockActiveKeyOf(fundingSourceId);
        if (active.isPresent()) {
            throw new ActiveDelegatedKeyExists(fundingSourceId, active.get());
        }
    }

    private void setStatus(String id, Status status, String activeFundingSource, Instant now) {
        repository.setStatus(id, status, activeFundingSource, now);
    }
}
