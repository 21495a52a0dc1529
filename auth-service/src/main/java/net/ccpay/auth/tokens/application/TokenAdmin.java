package net.ccpay.auth.tokens.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.tokens.domain.ApiToken;
import net.ccpay.auth.tokens.domain.ApiTokenRepository;
import net.ccpay.auth.tokens.domain.BootstrapTokenProtected;
import net.ccpay.auth.tokens.domain.PermissionNotHeld;
import net.ccpay.auth.tokens.domain.SecretHasher;
import net.ccpay.auth.tokens.domain.TokenNotFound;
import net.ccpay.auth.tokens.domain.TokenStrongerThanCaller;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.paging.Cursor;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * The platform's API tokens as a resource: create (the secret is returned once and kept only as a
 * salted PBKDF2 hash), list, read and delete. A token may create tokens only with permissions it has
 * itself, and delete only tokens whose every permission it has. A deleted token stops authenticating at every
 * gateway copy within a second (the gateway believes a verified credential for at most
 * {@code PLATFORM_GATEWAY_AUTH_CACHE_MILLIS}, 1,000 at most).
 */
@ApplicationScoped
public class TokenAdmin {

    private static final SecureRandom RANDOM = new SecureRandom();

    /** A new token with its secret, which exists nowhere else once this answer is gone. */
    public record Created(ApiToken token, String clientSecret) {}

    public record TokenPage(List<ApiToken> rows, int limit, long totalCount) {}

    @Inject
    ApiTokenRepository repository;

    @Inject
    TokenService bootstrap;

    /** This bean through its proxy, so {@link #store} runs in a transaction of its own after the slow hash. */
    @Inject
    TokenAdmin self;

    /** Hashes outside the transaction (PBKDF2 is slow on purpose), then stores. */
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    public Created create(String name, List<String> permissions, Set<String> callerPermissions) {
        List<String> missing = permissions.stream().filter(p -> !callerPermissions.contains(p)).toList();
        if (!missing.isEmpty()) {
            throw new PermissionNotHeld(missing);
        }
        byte[] secretBytes = new byte[32];
        RANDOM.nextBytes(secretBytes);
        String secret = Base64.getUrlEncoder().withoutPadding().encodeToString(secretBytes);
        byte[] clientBytes = new byte[16];
        RANDOM.nextBytes(clientBytes);
        String clientId = HexFormat.of().formatHex(clientBytes);
        String hash = SecretHasher.hash(secret);
        ApiToken token = new ApiToken(Ids.newId("Token"), name, clientId, hash, permissions, Instant.now().truncatedTo(ChronoUnit.MICROS));
        return new Created(self.store(token), secret);
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public ApiToken store(ApiToken token) {
        repository.add(token);
        return token;
    }

    @Transactional
    public ApiToken get(String id) {
        return repository.find(id).orElseThrow(() -> new TokenNotFound(id));
    }

    /**
     * Deletes a token, only for a caller that holds every permission the token has (no token removes a stronger
     * one), and never the bootstrap token.
     */
    @Transactional
    public void delete(String id, Set<String> callerPermissions) {
        ApiToken t = repository.findForUpdate(id).orElseThrow(() -> new TokenNotFound(id));
        List<String> missing = t.permissions().stream().filter(p -> !callerPermissions.contains(p)).toList();
        if (!missing.isEmpty()) {
            throw new TokenStrongerThanCaller(id, missing);
        }
        if (bootstrap.isBootstrap(t.clientId())) {
            throw new BootstrapTokenProtected(id);
        }
        t.delete(Instant.now().truncatedTo(ChronoUnit.MICROS));
    }

    @Transactional
    public TokenPage list(ApiTokenRepository.Filter f, int limit, Cursor after) {
        ApiTokenRepository.Rows found = repository.list(f, limit, after);
        return new TokenPage(found.rows(), limit, found.totalCount());
    }
}
