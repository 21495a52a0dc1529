package net.ccpay.auth.tokens.application;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.tokens.domain.ApiToken;
import net.ccpay.auth.tokens.domain.ApiTokenRepository;
import net.ccpay.auth.tokens.domain.HashingGate;
import net.ccpay.auth.tokens.domain.SecretHasher;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.internal.CredentialDigest;
import net.ccpay.common.internal.Permission;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Verifies Basic credentials for the gateway and keeps the bootstrap token in line with config.
 * The slow secret check runs outside any database transaction (no connection is held while it
 * runs) and through the {@link HashingGate}, so wrong credentials cannot take every core.
 */
@ApplicationScoped
public class TokenService {

    private static final Logger LOG = Logger.getLogger(TokenService.class.getName());
    public static final String DEFAULT_TOKEN_ID = "sandbox";
    public static final String DEFAULT_TOKEN_SECRET = "sandbox-secret";

    /** The bootstrap token may do everything, including the platform's own operator endpoints. */
    static final List<String> BOOTSTRAP_PERMISSIONS = Arrays.stream(Permission.values()).map(Enum::name).toList();

    public record VerifiedToken(String tokenId, String clientId, List<String> permissions) {}

    @Inject
    ApiTokenRepository repository;

    @Inject
    PlatformSettings settings;

    @Inject
    @ConfigProperty(name = "platform.api.token.id", defaultValue = DEFAULT_TOKEN_ID)
    String bootstrapId;

    @Inject
    @ConfigProperty(name = "platform.api.token.secret", defaultValue = DEFAULT_TOKEN_SECRET)
    String bootstrapSecret;

    @Inject
    @ConfigProperty(name = "platform.auth.hashing-concurrency", defaultValue = "0")
    int hashingConcurrency;

    @Inject
    @ConfigProperty(name = "platform.auth.hashing-max-wait-millis", defaultValue = "2000")
    long hashingMaxWaitMillis;

    private HashingGate gate;

    /**
     * Secrets this copy has verified, keyed by a {@link CredentialDigest} of (client id, secret), with
     * the stored hash they matched. A hit for the token's current hash is a right secret without the slow hash: it
     * can never be wrong (a re-keyed token has another hash, a deleted one is not found), so it has no staleness.
     */
    private final com.github.benmanes.caffeine.cache.Cache<String, String> verifiedSecrets = com.github.benmanes.caffeine.cache.Caffeine.newBuilder()
            .maximumSize(10_000).expireAfterAccess(Duration.ofHours(1)).build();
    private final CredentialDigest memoKey = new CredentialDigest();

    @PostConstruct
    void init() {
        // half the cores by default: a flood of wrong secrets then leaves the other half to every other request
        int slots = hashingConcurrency > 0 ? hashingConcurrency : Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
        gate = new HashingGate(slots, Duration.ofMillis(hashingMaxWaitMillis));
    }

    /**
     * @param knownOnly answer only from the secrets verified before (for a throttled client): never the slow hash
     * @throws HashingGate.Busy when no secret check could start in time
     */
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    public Optional<VerifiedToken> verify(String clientId, String secret, boolean knownOnly) {
        if (hasControlCharacter(clientId) || hasControlCharacter(secret)) {
            // PBKDF2's HMAC pads its key with zero bytes: "secret\0" would hash like "secret"
            return Optional.empty();
        }
        Optional<ApiToken> found = repository.findByClientId(clientId);
        if (found.isEmpty()) {
            if (!knownOnly) {
                gate.run(() -> {
                    SecretHasher.verifyAgainstNothing(secret);
                    return null;
                });
            }
            return Optional.empty();
        }
        ApiToken t = found.get();
        String memo = memoKey.of(clientId, secret);
        boolean right = t.secretHash().equals(verifiedSecrets.getIfPresent(memo));
        if (!right && !knownOnly) {
            right = gate.run(() -> SecretHasher.verify(secret, t.secretHash()));
            if (right) {
                verifiedSecrets.put(memo, t.secretHash());
            }
        }
        return right ? Optional.of(new VerifiedToken(t.id(), t.clientId(), t.permissions())) : Optional.empty();
    }

    private static boolean hasControlCharacter(String s) {
        return s.chars().anyMatch(ch -> ch < 0x20 || ch == 0x7f);
    }

    /** Whether {@code clientId} is the bootstrap token's id (the operator's token, which the API never deletes). */
    public boolean isBootstrap(String clientId) {
        return bootstrapId.equals(clientId);
    }

    /**
     * Seeds (or re-keys) the bootstrap token from config. Production mode refuses the sandbox
     * defaults: the application then fails to start and readiness stays down.
     */
    @Transactional
    void seed(@Observes ServiceBootstrap.Started started) {
        if (settings.isProduction() && (DEFAULT_TOKEN_SECRET.equals(bootstrapSecret) || bootstrapSecret.length() < 24)) {
            throw new IllegalStateException("Production mode refuses the default API token secret: set PLATFORM_API_TOKEN_ID and "
                    + "PLATFORM_API_TOKEN_SECRET (at least 24 random characters)");
        }
        Instant now = Instant.now();
        // INSERT IGNORE, not find-then-persist: several copies of auth-service starting at once on an empty
        // database must not fail on the unique client id; the copies that lose the race re-key below.
        boolean created = repository.addIfAbsent(new ApiToken(Ids.newId("Token"), "Bootstrap token", bootstrapId,
                SecretHasher.hash(bootstrapSecret), BOOTSTRAP_PERMISSIONS, now));
        if (created) {
            LOG.info("Created the bootstrap API token '" + bootstrapId + "'");
            return;
        }
        Optional<ApiToken> found = repository.findByClientIdForUpdate(bootstrapId);
        if (found.isEmpty()) {
            LOG.warning("The bootstrap API token '" + bootstrapId + "' was deleted; it is not re-created (choose another PLATFORM_API_TOKEN_ID)");
            return;
        }
        ApiToken t = found.get();
        if (!SecretHasher.verify(bootstrapSecret, t.secretHash())) {
            t.replaceSecret(SecretHasher.hash(bootstrapSecret), now);
            LOG.info("Re-keyed the bootstrap API token '" + bootstrapId + "' from configuration");
        }
        if (!t.permissions().equals(BOOTSTRAP_PERMISSIONS)) {
            t.grant(BOOTSTRAP_PERMISSIONS, now);
            LOG.info("Gave the bootstrap API token '" + bootstrapId + "' every permission");
        }
    }
}
