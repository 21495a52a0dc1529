package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.money.Money;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Map;

/**
 * The sandbox provider, as data. Linking: the last three characters of {@code apiClientId} choose
 * what verifying the credentials finds — {@code 002} credentials the provider does not accept
 * (INVALID), {@code 003} credentials the provider has revoked (REVOKED), anything else ACTIVE; without
 * {@code providerAccountId} the credentials open one account whose id is derived from the client id.
 * Tokens: every identifier is a provisioned US-dollar token with 6 decimals, named after it. Deposit
 * coordinates are derived from the operation id, so each operation has its own. Wires: a wire-funded
 * mint whose fiat amount in its smallest unit ends in {@code 002} (10.02 US dollars, say) is never
 * funded: its funding window is 30 seconds rather than 7 days, and it stays PENDING_FUNDING until its
 * {@code expiresAt}, then EXPIRES; every other wire arrives.
 */
public final class StablecoinSandboxRules {

    public static final String BASE_CURRENCY = "USD";
    public static final int DECIMALS = 6;

    private static final String BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
    private static final Map<String, String> RAIL_TIMING = Map.of(
            "WIRE", "same business day",
            "ACH_CREDIT", "1-3 business days",
            "SAME_DAY_ACH_CREDIT", "same business day",
            "RTP_CREDIT", "within minutes");

    private StablecoinSandboxRules() {}

    public static StablecoinProviderAccount.Status linkStatus(String apiClientId) {
        if (apiClientId.endsWith("002")) {
            return StablecoinProviderAccount.Status.INVALID;
        }
        if (apiClientId.endsWith("003")) {
            return StablecoinProviderAccount.Status.REVOKED;
        }
        return StablecoinProviderAccount.Status.ACTIVE;
    }

    /** Whether the sandbox's wire for a mint of this fiat amount never arrives (its smallest units end in 002). */
    public static boolean wireNeverArrives(Money fiatAmount) {
        return fiatAmount.amount() % 1000 == 2;
    }

    /** The one provider account a sandbox client id opens. */
    public static String providerAccountId(String apiClientId) {
        return "sbx" + hex(apiClientId).substring(0, 24);
    }

    public static ProviderToken token(String providerTokenIdentifier) {
        return new ProviderToken(providerTokenIdentifier, providerTokenIdentifier + " Dollar", providerTokenIdentifier, BASE_CURRENCY, DECIMALS);
    }

    /** A Spark deposit address of the provider, one per operation. */
    public static String sparkDepositAddress(String operationId) {
        String h = hex(operationId);
        StringBuilder s = new StringBuilder("sparkrt1");
        for (int i = 0; i < 52; i++) {
            s.append(BECH32.charAt(Character.digit(h.charAt(i), 16) * 2 % 32));
        }
        return s.toString();
    }

    /** The wire reference (memo) that ties the issuer's wire to its operation. */
    public static String wireReference(String operationId) {
        return "SC" + hex(operationId).substring(0, 14).toUpperCase();
    }

    public static String railTiming(String rail) {
        return RAIL_TIMING.getOrDefault(rail, "1-3 business days");
    }

    private static String hex(String s) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            StringBuilder b = new StringBuilder();
            for (byte x : d) {
                b.append(String.format("%02x", x));
            }
            return b.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }
}
