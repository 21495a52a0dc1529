package net.ccpay.auth.wallet.config;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.auth.wallet.passkey.PasskeyRelyingParty;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The embedded wallet's settings (README, Configuration): the passkey relying party
 * ({@code PLATFORM_PASSKEY_RP_ID}, {@code PLATFORM_PASSKEY_ORIGINS}) and the abuse limits per credential
 * ({@code PLATFORM_WALLET_CHALLENGE_LIMIT_PER_MINUTE}, {@code _VERIFY_LIMIT_PER_MINUTE},
 * {@code _OTP_MAX_FAILURES}, {@code _OTP_LOCKOUT_SECONDS}). A value that cannot work fails the start.
 */
@ApplicationScoped
public class WalletSettings {

    @Inject
    @ConfigProperty(name = "platform.passkey.rp-id", defaultValue = "localhost")
    String rpId;

    @Inject
    @ConfigProperty(name = "platform.passkey.origins", defaultValue = "http://localhost:3000,https://localhost:3000")
    String origins;

    @Inject
    @ConfigProperty(name = "platform.wallet.challenge-limit-per-minute", defaultValue = "5")
    int challengeLimitPerMinute;

    @Inject
    @ConfigProperty(name = "platform.wallet.verify-limit-per-minute", defaultValue = "10")
    int verifyLimitPerMinute;

    @Inject
    @ConfigProperty(name = "platform.wallet.otp-max-failures", defaultValue = "5")
    int otpMaxFailures;

    @Inject
    @ConfigProperty(name = "platform.wallet.otp-lockout-seconds", defaultValue = "900")
    int otpLockoutSeconds;

    private PasskeyRelyingParty relyingParty;

    @PostConstruct
    void init() {
        relyingParty = relyingParty(rpId, origins);
        atLeastOne("PLATFORM_WALLET_CHALLENGE_LIMIT_PER_MINUTE", challengeLimitPerMinute);
        atLeastOne("PLATFORM_WALLET_VERIFY_LIMIT_PER_MINUTE", verifyLimitPerMinute);
        atLeastOne("PLATFORM_WALLET_OTP_MAX_FAILURES", otpMaxFailures);
        atLeastOne("PLATFORM_WALLET_OTP_LOCKOUT_SECONDS", otpLockoutSeconds);
    }

    /**
     * The relying party from the settings: the RP id as given, and each origin exactly
     * {@code scheme://host[:port]} (http or https, no path), as browsers write {@code clientDataJSON.origin}.
     */
    public static PasskeyRelyingParty relyingParty(String rpId, String originList) {
        if (rpId == null || rpId.isBlank() || !rpId.equals(rpId.strip()) || rpId.contains("/") || rpId.contains(":")) {
            throw new IllegalStateException("PLATFORM_PASSKEY_RP_ID must be a bare domain such as example.com");
        }
        Set<String> origins = new LinkedHashSet<>();
        for (String o : Arrays.stream(originList == null ? new String[0] : originList.split(",")).map(String::strip).toList()) {
            if (!o.isEmpty()) {
                origins.add(checkedOrigin(o));
            }
        }
        if (origins.isEmpty()) {
            throw new IllegalStateException("PLATFORM_PASSKEY_ORIGINS must name at least one origin such as https://app.example.com");
        }
        return new PasskeyRelyingParty(rpId, origins);
    }

    private static String checkedOrigin(String origin) {
        try {
            URI u = new URI(origin);
            boolean web = "https".equals(u.getScheme()) || "http".equals(u.getScheme());
            if (web && u.getHost() != null && u.getRawPath().isEmpty() && u.getRawQuery() == null && u.getRawFragment() == null
                    && u.getRawUserInfo() == null) {
                return origin;
            }
        } catch (URISyntaxException e) {
            // reported below
        }
        throw new IllegalStateException("PLATFORM_PASSKEY_ORIGINS holds '" + origin + "', which is not an origin such as https://app.example.com");
    }

    private static void atLeastOne(String name, int value) {
        if (value < 1) {
            throw new IllegalStateException(name + " must be at least 1");
        }
    }

    public PasskeyRelyingParty relyingParty() { return relyingParty; }
    public int challengeLimitPerMinute() { return challengeLimitPerMinute; }
    public int verifyLimitPerMinute() { return verifyLimitPerMinute; }
    public int otpMaxFailures() { return otpMaxFailures; }
    public Duration otpLockout() { return Duration.ofSeconds(otpLockoutSeconds); }
}
