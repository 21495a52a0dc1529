package net.ccpay.gateway.auth;

import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.LoadingCache;
import com.github.benmanes.caffeine.cache.Ticker;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.internal.CredentialDigest;
import net.ccpay.common.json.JsonP;

import net.ccpay.gateway.upstream.Upstream;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;

/**
 * Checks Basic credentials with auth-service, which owns the tokens and their hashed secrets.
 *
 * <p>A successful check is remembered in a bounded Caffeine cache for at most {@code maxAge} (one second
 * by default): a deleted token is refused by this copy of the gateway at most that long after auth-service
 * deleted it. An entry older than half that age is renewed in the background on the next request that
 * uses it (the request is answered from the entry), so a credential in steady use is never checked on a
 * request's own time; concurrent first checks of the same credentials are made once. auth-service answers
 * a repeated check of a secret it has verified before without the slow hash (its memo), so the renewals
 * cost it one indexed read each.
 *
 * <p>The cache key is a {@link CredentialDigest} of the credentials.
 */
public final class TokenVerifier {

    /** auth-service could not be asked. */
    public static class Unavailable extends Exception {
        public Unavailable(String message) { super(message, null, false, false); }
    }

    /** Credentials as a cache key: compared by their keyed MAC; the credentials ride along for the check. */
    private static final class Key {
        final String mac;
        final BasicCredentials credentials;
        /** The correlation id of the request that made the key (a background renewal logs under it). */
        final String correlationId;

        Key(String mac, BasicCredentials credentials, String correlationId) {
            this.mac = mac;
            this.credentials = credentials;
            this.correlationId = correlationId;
        }

        @Override
        public boolean equals(Object o) { return o instanceof Key k && k.mac.equals(mac); }

        @Override
        public int hashCode() { return mac.hashCode(); }
    }

    private static final int MAX_ENTRIES = 10_000;

    private final AuthServiceCheck authService;
    private final CredentialDigest digest = new CredentialDigest();
    private final LoadingCache<Key, Caller> verified;

    /**
     * @param upstream    the gateway's pooled client, the one it forwards with
     * @param authService the copies of auth-service: a check goes to the next copy that is up and, when the
     *                    connection fails, to the others (a check changes nothing, so asking twice is harmless)
     * @param internalCredential mints a fresh internal credential for auth-service, per call
     * @param maxAge how long a verified credential is believed without asking again
     * @param executor where background renewals run (the container's managed executor)
     */
    public TokenVerifier(Upstream upstream, net.ccpay.gateway.upstream.ServiceCopies authService,
                         java.util.function.Supplier<String> internalCredential, Duration maxAge, Executor executor, Ticker ticker) {
        this.authService = new AuthServiceCheck(upstream, authService, internalCredential);
        verified = Caffeine.newBuilder()
                .maximumSize(MAX_ENTRIES)
                .expireAfterWrite(maxAge)
                .refreshAfterWrite(maxAge.dividedBy(2))
                .executor(executor)
                .ticker(ticker)
                // null: invalid credentials, never kept (a refresh that finds the token gone drops the entry)
                .build(k -> ask(k.credentials, false, k.correlationId).orElse(null));
    }

    /** The caller these credentials authenticate, or empty when they authenticate nobody. */
    public Optional<Caller> verify(BasicCredentials c, String correlationId) throws Unavailable {
        try {
            return Optional.ofNullable(verified.get(key(c, correlationId)));
        } catch (CompletionException e) {
            throw e.getCause() instanceof Unavailable u ? u : new Unavailable("credential check failed: " + e.getCause());
        }
    }

    /**
     * For a client that is throttled: the caller only when these exact credentials are known to be right (verified
     * here within {@code maxAge}, or by auth-service before and still the token's secret), never with the slow hash.
     */
    public Optional<Caller> verifyKnown(BasicCredentials c, String correlationId) throws Unavailable {
        Caller hit = verified.getIfPresent(key(c, correlationId));
        return hit != null ? Optional.of(hit) : ask(c, true, correlationId);
    }

    private Optional<Caller> ask(BasicCredentials c, boolean knownOnly, String correlationId) throws Unavailable {
        JsonObject body = JsonP.provider().createObjectBuilder().add("clientId", c.clientId()).add("secret", c.secret())
                .add("knownOnly", knownOnly).build();
        return authService.ask("internal/tokens/verify", body, correlationId, o -> Caller.platformToken(o.getString("tokenId"),
                o.getJsonArray("permissions").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList()));
    }

    private Key key(BasicCredentials c, String correlationId) {
        return new Key(digest.of(c.clientId(), c.secret()), c, correlationId);
    }
}
