package net.ccpay.customer.sca.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.sca.OneTimeCodes;
import net.ccpay.common.sca.Totp;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.customer.sca.domain.ScaProofRejected;
import net.ccpay.customer.sca.domain.TotpFactor;
import net.ccpay.customer.sca.domain.TotpFactors;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * A customer's SCA factors: SMS_OTP always (the customer's verified phone), TOTP once an authenticator app is
 * enrolled. A TOTP factor's shared secret is derived from the factor's id under the platform's key-derivation
 * secret, so it is never stored; it is shown once, at the enrollment's start. In sandbox mode the code 123456
 * is accepted as well as the app's real code.
 */
@ApplicationScoped
public class ScaFactors {

    public record TotpEnrollment(String secretHex, String secretBase32, String uri) {}

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ";
    /** A started, unconfirmed enrollment may be confirmed for this long. */
    static final long ENROLLMENT_SECONDS = 15 * 60;

    @Inject
    TotpFactors totpFactors;

    @Inject
    PlatformSettings settings;

    @Inject
    PlatformClock clock;

    @Inject
    ScaCustomers customers;

    @Inject
    ScaLogins logins;

    /** The enrolled factors: SMS_OTP, and TOTP when an authenticator app is enrolled. */
    @Transactional
    public List<String> list(String customerId) {
        String id = customers.require(customerId);
        List<String> factors = new ArrayList<>(List.of("SMS_OTP"));
        if (activeTotp(id).isPresent()) {
            factors.add("TOTP");
        }
        return factors;
    }

    @Transactional
    public TotpEnrollment startTotp(String customerId) {
        String id = customers.require(customerId);
        TotpFactor f = new TotpFactor(Ids.newId("ScaFactor"), id, now());
        totpFactors.add(f);
        byte[] secret = secretOf(f.id());
        String base32 = Totp.base32(secret);
        return new TotpEnrollment(HexFormat.of().formatHex(secret), base32,
                "otpauth://totp/ccpay:" + id + "?secret=" + base32 + "&issuer=ccpay&algorithm=SHA1&digits=6&period=" + Totp.STEP_SECONDS);
    }

    /**
     * Confirms the enrollment whose secret is {@code secretHex} with its first code; returns the recovery codes (shown
     * once, stored as digests). A wrong code counts as a failed login (see {@link ScaLogins}).
     */
    @Transactional(dontRollbackOn = ScaProofRejected.class)
    public List<String> confirmTotp(String customerId, String secretHex, String code) {
        String id = customers.require(customerId);
        if (logins.locked(id)) {
            throw new ScaProofRejected("ACCOUNT_LOCKED", "The customer's login is locked after too many failed attempts; no code is checked until it ends");
        }
        Instant now = now();
        TotpFactor f = totpFactors.pending(id).stream()
                .filter(p -> p.createdAt().plusSeconds(ENROLLMENT_SECONDS).isAfter(now))
                .filter(p -> MessageDigest.isEqual(HexFormat.of().formatHex(secretOf(p.id())).getBytes(StandardCharsets.US_ASCII),
                        secretHex.trim().toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.US_ASCII)))
                .findFirst()
                .orElseThrow(() -> new ScaProofRejected("UNKNOWN_ENROLLMENT",
                        "secret is not the secret of a pending TOTP enrollment of this customer (enrollments may be confirmed for 15 minutes)"));
        if (!totpCodeMatches(f.id(), code, Instant.now())) {
            logins.failedAttempt(id);
            throw new ScaProofRejected("CODE_MISMATCH", "The code is not the authenticator app's current code");
        }
        totpFactors.removeAllBut(id, f.id());
        List<String> codes = new ArrayList<>();
        List<String> digests = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            String rc = recoveryCode();
            String salt = OneTimeCodes.newSalt();
            codes.add(rc);
            digests.add(salt + ":" + OneTimeCodes.digest(salt, rc));
        }
        f.activate(digests, now);
        return codes;
    }

    /** Whether {@code code} is the active TOTP factor's code now, or one of its unused recovery codes (then used up). */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean verifyTotp(String customerId, String code) {
        Optional<TotpFactor> f = activeTotp(customerId);
        if (f.isEmpty() || code == null) {
            return false;
        }
        if (totpCodeMatches(f.get().id(), code, Instant.now())) {
            return true;
        }
        for (String stored : f.get().recoveryCodeDigests()) {
            String[] sd = stored.split(":", 2);
            if (OneTimeCodes.matches(sd[0], sd[1], code.trim().toUpperCase(java.util.Locale.ROOT))) {
                f.get().useRecoveryCode(stored);
                return true;
            }
        }
        return false;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<TotpFactor> activeTotp(String customerId) {
        return totpFactors.active(customerId);
    }

    /** Removes the customer's TOTP factors (a completed reset). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void removeTotp(String customerId) {
        totpFactors.removeAll(customerId);
    }

    /** {@code now} is the real time, as the customer's authenticator app has it (not the sandbox clock). */
    private boolean totpCodeMatches(String factorId, String code, Instant now) {
        if (code == null) {
            return false;
        }
        boolean sandboxCode = settings.isSandbox() && MessageDigest.isEqual(OneTimeCodes.SANDBOX_CODE.getBytes(StandardCharsets.US_ASCII),
                code.trim().getBytes(StandardCharsets.US_ASCII));
        return Totp.verify(secretOf(factorId), code, now) || sandboxCode;
    }

    /** The factor's 20-byte shared secret: HMAC-SHA256 of its id under a key derived from the platform's secret. */
    byte[] secretOf(String factorId) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(("ccpay sca totp v1\0" + settings.internalSecretForKeyDerivation()).getBytes(StandardCharsets.UTF_8),
                    "HmacSHA256"));
            return Arrays.copyOf(mac.doFinal(factorId.getBytes(StandardCharsets.UTF_8)), 20);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String recoveryCode() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            if (i > 0 && i % 4 == 0) {
                b.append('-');
            }
            b.append(RECOVERY_ALPHABET.charAt(RANDOM.nextInt(RECOVERY_ALPHABET.length())));
        }
        return b.toString();
    }

    private Instant now() {
        return clock.now().truncatedTo(ChronoUnit.MICROS);
    }
}
