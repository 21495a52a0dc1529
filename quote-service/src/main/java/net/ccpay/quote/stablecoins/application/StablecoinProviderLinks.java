package net.ccpay.quote.stablecoins.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.stablecoins.domain.ProductionProviderLinkNotBuilt;
import net.ccpay.quote.stablecoins.domain.ProviderAccountAlreadyLinked;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccount;
import net.ccpay.quote.stablecoins.domain.Stablecoin;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountId;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountNotFound;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountRepository;
import net.ccpay.quote.stablecoins.domain.StablecoinProviders;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;

/** Linking provider accounts and reading the links. */
@ApplicationScoped
public class StablecoinProviderLinks {

    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    StablecoinProviderAccountRepository accounts;

    @Inject
    StablecoinProviders providers;

    @Inject
    PlatformSettings settings;

    /** The provider environment of this platform: its mode. */
    public String environment() {
        return settings.isProduction() ? "PRODUCTION" : "SANDBOX";
    }

    /**
     * Verifies the credentials with the provider and records the link with what that found (an INVALID or
     * REVOKED link is recorded too, so the platform sees it; it cannot be used). The secret itself is not
     * kept: the sandbox provider needs no later call, so only a salted fingerprint is stored.
     */
    @Transactional
    public StablecoinProviderAccount link(StablecoinCommands.Link c) {
        if (settings.isProduction()) {
            throw new ProductionProviderLinkNotBuilt();
        }
        StablecoinProviders.Verification v = providers.verify(c.provider(), c.apiClientId(), c.apiClientSecret(), c.providerAccountId());
        String env = environment();
        List<StablecoinProviderAccount> existing = accounts.findLinked(c.provider(), env, v.providerAccountId());
        if (!existing.isEmpty()) {
            throw new ProviderAccountAlreadyLinked(existing.get(0).id());
        }
        StablecoinProviderAccount a = new StablecoinProviderAccount(Ids.newId("StablecoinProviderAccount"), c.provider(), v.providerAccountId(),
                env, v.status(), c.apiClientId(), fingerprint(c.apiClientSecret()), now());
        accounts.add(a);
        return a;
    }

    public StablecoinProviderAccount get(StablecoinProviderAccountId id) {
        return accounts.find(id.value()).orElseThrow(() -> StablecoinProviderAccountNotFound.withId(id.value()));
    }

    /** The link a registered stablecoin was made through. */
    public StablecoinProviderAccount of(Stablecoin coin) {
        return accounts.find(coin.providerAccountLinkId()).orElseThrow(() -> StablecoinProviderAccountNotFound.withId(coin.providerAccountLinkId()));
    }

    public Page<StablecoinProviderAccount> list(String provider, StablecoinProviderAccount.Status status, PageRequest page) {
        return accounts.list(environment(), provider, status, page);
    }

    /** ACTIVE links of the provider in this environment (a registration without a link picks the only one). */
    List<StablecoinProviderAccount> active() {
        return accounts.active(environment());
    }

    private static String fingerprint(String secret) {
        byte[] salt = new byte[8];
        RANDOM.nextBytes(salt);
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(salt);
            byte[] d = sha.digest(secret.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(salt) + HexFormat.of().formatHex(d).substring(0, 48);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }

    static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
