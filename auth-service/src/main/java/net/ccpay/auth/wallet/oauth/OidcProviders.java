package net.ccpay.auth.wallet.oauth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.proc.BadJOSEException;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.DefaultResourceRetriever;
import com.nimbusds.jwt.JWTParser;
import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.PlatformSettings;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.text.ParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The OIDC providers OAUTH credentials accept (README, Production logins). In sandbox mode: the
 * {@link OidcTokenRules#SANDBOX} policy. Otherwise the configured issuers ({@code PLATFORM_OIDC_ISSUERS},
 * {@code issuer=jwks-url} pairs) and audiences ({@code PLATFORM_OIDC_AUDIENCES}), each token's signature
 * verified with Nimbus JOSE+JWT against its issuer's JWK set: fetched on first use, cached for
 * {@code PLATFORM_OIDC_JWKS_CACHE_SECONDS}, refetched when a token names a key id the cached set does not
 * have (key rotation), at most once per {@code PLATFORM_OIDC_JWKS_MIN_REFRESH_SECONDS}. RSA, RSA-PSS and
 * ECDSA signatures only (never HMAC or none). Malformed settings fail the start; missing ones refuse OAUTH
 * operations naming them ({@link OidcNotConfigured}).
 */
@ApplicationScoped
public class OidcProviders {

    private static final Logger LOG = Logger.getLogger(OidcProviders.class.getName());

    /** The signature algorithms accepted from a provider's JWKS. */
    public static final Set<JWSAlgorithm> ALGORITHMS = Set.of(JWSAlgorithm.RS256, JWSAlgorithm.RS384, JWSAlgorithm.RS512,
            JWSAlgorithm.PS256, JWSAlgorithm.PS384, JWSAlgorithm.PS512, JWSAlgorithm.ES256, JWSAlgorithm.ES384, JWSAlgorithm.ES512);
    private static final int MAX_JWKS_BYTES = 256 * 1024;

    @Inject
    PlatformSettings settings;

    @Inject
    @ConfigProperty(name = "platform.oidc.issuers")
    Optional<String> issuersSetting;

    @Inject
    @ConfigProperty(name = "platform.oidc.audiences")
    Optional<String> audiencesSetting;

    @Inject
    @ConfigProperty(name = "platform.oidc.jwks.cache-seconds", defaultValue = "900")
    long cacheSeconds;

    @Inject
    @ConfigProperty(name = "platform.oidc.jwks.min-refresh-seconds", defaultValue = "30")
    long minRefreshSeconds;

    @Inject
    @ConfigProperty(name = "platform.oidc.jwks.timeout-millis", defaultValue = "2000")
    int timeoutMillis;

    private OidcTokenRules.Policy policy;
    private List<String> missing;

    /** Checked once at the start: a malformed value fails it. */
    void onStart(@Observes @Initialized(ApplicationScoped.class) Object ignored) {
        init();
    }

    private synchronized void init() {
        if (missing != null) {
            return;
        }
        Map<String, URL> issuers = issuers(issuersSetting.orElse(""));
        Set<String> audiences = audiences(audiencesSetting.orElse(""));
        if (cacheSeconds < 1 || minRefreshSeconds < 0 || timeoutMillis < 1) {
            throw new IllegalStateException("PLATFORM_OIDC_JWKS_CACHE_SECONDS and PLATFORM_OIDC_JWKS_TIMEOUT_MILLIS must be at least 1,"
                    + " PLATFORM_OIDC_JWKS_MIN_REFRESH_SECONDS at least 0");
        }
        List<String> m = new ArrayList<>();
        if (issuers.isEmpty()) {
            m.add("PLATFORM_OIDC_ISSUERS");
        }
        if (audiences.isEmpty()) {
            m.add("PLATFORM_OIDC_AUDIENCES");
        }
        if (m.isEmpty()) {
            Map<String, DefaultJWTProcessor<SecurityContext>> processors = new LinkedHashMap<>();
            issuers.forEach((iss, jwks) -> processors.put(iss, processor(jwks, cacheSeconds, minRefreshSeconds, timeoutMillis)));
            policy = policy(processors, audiences);
        }
        missing = Collections.unmodifiableList(m);
    }

    /**
     * The policy of this mode; outside sandbox mode {@link OidcNotConfigured} (503) when the issuers or
     * audiences are missing.
     */
    public OidcTokenRules.Policy policy() {
        if (settings.isSandbox()) {
            return OidcTokenRules.SANDBOX;
        }
        init();
        if (!missing.isEmpty()) {
            throw new OidcNotConfigured(missing);
        }
        return policy;
    }

    /** The policy of verified issuers: each issuer's processor checks the token's signature. */
    static OidcTokenRules.Policy policy(Map<String, DefaultJWTProcessor<SecurityContext>> processors, Set<String> audiences) {
        Map<String, String> spellings = new LinkedHashMap<>();
        for (String iss : processors.keySet()) {
            spellings.put(iss, iss);
            URI u = URI.create(iss);
            if ("https".equals(u.getScheme()) && (u.getRawPath() == null || u.getRawPath().isEmpty()) && u.getPort() == -1) {
                spellings.putIfAbsent(u.getHost(), iss);
            }
        }
        return new OidcTokenRules.Policy(Map.copyOf(spellings), Set.copyOf(audiences),
                (token, issuer) -> verifySignature(processors.get(issuer), token));
    }

    /** Nimbus's processor of one issuer: its remote JWK set with a cache, key-rotation refreshes and a rate limit. */
    static DefaultJWTProcessor<SecurityContext> processor(URL jwks, long cacheSeconds, long minRefreshSeconds, int timeoutMillis) {
        JWKSourceBuilder<SecurityContext> b = JWKSourceBuilder.create(jwks, new DefaultResourceRetriever(timeoutMillis, timeoutMillis, MAX_JWKS_BYTES))
                .cache(cacheSeconds * 1000, timeoutMillis)
                .retrying(true);
        b = minRefreshSeconds > 0 ? b.rateLimited(minRefreshSeconds * 1000) : b.rateLimited(false);
        JWKSource<SecurityContext> source = b.build();
        DefaultJWTProcessor<SecurityContext> p = new DefaultJWTProcessor<>();
        p.setJWSKeySelector(new JWSVerificationKeySelector<>(ALGORITHMS, source));
        // the claims are OidcTokenRules' (iat freshness, exp, aud, nonce): the processor checks the signature only
        p.setJWTClaimsSetVerifier((claims, context) -> { });
        return p;
    }

    static void verifySignature(DefaultJWTProcessor<SecurityContext> processor, String token) {
        if (processor == null) {
            throw new OidcIssuerNotSupported("iss is not a supported issuer");
        }
        SignedJWT signed;
        try {
            if (!(JWTParser.parse(token) instanceof SignedJWT s)) {
                throw new OidcSignatureInvalid("oidcToken is not signed");
            }
            signed = s;
        } catch (ParseException e) {
            throw new MalformedOidcToken("oidcToken is not a JWT");
        }
        try {
            processor.process(signed, null);
        } catch (BadJOSEException e) {
            throw new OidcSignatureInvalid("oidcToken is not signed by a key its issuer publishes");
        } catch (JOSEException e) {
            LOG.log(Level.WARNING, "An OIDC issuer's JWK set could not be read (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
            throw new OidcKeysUnavailable();
        }
    }

    /** {@code issuer=jwks-url} pairs, comma-separated; each issuer an http(s) URL, each JWKS an http(s) URL. */
    public static Map<String, URL> issuers(String setting) {
        Map<String, URL> out = new LinkedHashMap<>();
        for (String pair : Arrays.stream(setting.split(",")).map(String::strip).filter(p -> !p.isEmpty()).toList()) {
            int eq = pair.indexOf('=');
            String iss = eq < 0 ? "" : pair.substring(0, eq).strip();
            String jwks = eq < 0 ? "" : pair.substring(eq + 1).strip();
            if (!isWebUrl(iss) || !isWebUrl(jwks)) {
                throw new IllegalStateException("PLATFORM_OIDC_ISSUERS holds '" + pair
                        + "', which is not issuer=jwks-url such as https://accounts.google.com=https://www.googleapis.com/oauth2/v3/certs");
            }
            try {
                out.put(iss, new URI(jwks).toURL());
            } catch (URISyntaxException | MalformedURLException e) {
                throw new IllegalStateException("PLATFORM_OIDC_ISSUERS holds a JWKS URL that is not a URL: " + jwks);
            }
        }
        return out;
    }

    /** The accepted audiences (client ids), comma-separated. */
    public static Set<String> audiences(String setting) {
        Set<String> out = new LinkedHashSet<>();
        Arrays.stream(setting.split(",")).map(String::strip).filter(a -> !a.isEmpty()).forEach(out::add);
        return out;
    }

    private static boolean isWebUrl(String s) {
        try {
            URI u = new URI(s);
            return ("https".equals(u.getScheme()) || "http".equals(u.getScheme())) && u.getHost() != null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
