package net.ccpay.quote.cards.domain;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;

/**
 * The sandbox issuer's card numbers. Nothing secret is stored: a card's PAN and CVV are derived
 * with HMAC-SHA256 from the issuer key and the card id (so the database alone reveals nothing),
 * the PAN on a Visa test prefix with a valid Luhn check digit. Plain Java, no CDI.
 */
public final class CardNumbers {

    /** A card's sensitive details. {@link #toString()} never shows them (they must not reach a log). */
    public record Details(String pan, String cvv, int expMonth, int expYear) {
        @Override
        public String toString() {
            return "Details[pan=…" + pan.substring(pan.length() - 4) + ", cvv=***, exp=" + expMonth + "/" + expYear + "]";
        }
    }

    /** Visa's test range: no real card has these numbers. */
    static final String PREFIX = "400000";
    static final int VALID_YEARS = 3;

    private final byte[] issuerKey;

    public CardNumbers(byte[] issuerKey) {
        if (issuerKey.length < 32) {
            throw new IllegalArgumentException("the issuer key needs at least 256 bits");
        }
        this.issuerKey = issuerKey.clone();
    }

    public Details details(String cardId, Instant issuedAt) {
        String body = PREFIX + digits("pan|" + cardId, 15 - PREFIX.length());
        String pan = body + luhnCheckDigit(body);
        String cvv = digits("cvv|" + cardId, 3);
        ZonedDateTime exp = issuedAt.atZone(ZoneOffset.UTC).plusYears(VALID_YEARS);
        return new Details(pan, cvv, exp.getMonthValue(), exp.getYear());
    }

    private String digits(String label, int count) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(issuerKey, "HmacSHA256"));
            BigInteger n = new BigInteger(1, mac.doFinal(label.getBytes(StandardCharsets.UTF_8)));
            String s = n.mod(BigInteger.TEN.pow(count)).toString();
            return "0".repeat(count - s.length()) + s;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 unavailable", e);
        }
    }

    /** The digit that makes {@code body} + digit pass the Luhn check (ISO/IEC 7812-1 Annex B). */
    public static int luhnCheckDigit(String body) {
        int sum = 0;
        boolean dbl = true;
        for (int i = body.length() - 1; i >= 0; i--) {
            int d = body.charAt(i) - '0';
            if (dbl) {
                d *= 2;
                if (d > 9) {
                    d -= 9;
                }
            }
            sum += d;
            dbl = !dbl;
        }
        return (10 - sum % 10) % 10;
    }

    public static boolean luhnValid(String pan) {
        return pan.length() > 1 && luhnCheckDigit(pan.substring(0, pan.length() - 1)) == pan.charAt(pan.length() - 1) - '0';
    }
}
