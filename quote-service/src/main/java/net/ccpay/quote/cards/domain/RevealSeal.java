package net.ccpay.quote.cards.domain;

import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;

/**
 * The reveal link's sealed payload. The contract answers a reveal with a short-lived URL of the
 * card processor's iframe, never the card data itself; the sandbox processor's URL carries the
 * details sealed for the processor alone, so the link is useless after {@code expiresAt} and to
 * anyone without the processor key:
 *
 * <ol>
 * <li>plaintext {@code pan|cvv|MM|YYYY};</li>
 * <li>AES-256-GCM under the processor key, a fresh 96-bit nonce per seal (NIST SP 800-38D §8.2.2);</li>
 * <li>associated data {@code cardId|expiresAt epoch second}: a link cannot be re-pointed at another
 *     card or have its expiry extended without the tag failing;</li>
 * <li>token = base64url(nonce ‖ ciphertext ‖ tag).</li>
 * </ol>
 * {@link #open} checks expiry first, then the tag ({@link BadRevealLink} for both). Plain Java.
 */
public final class RevealSeal {

    static final int NONCE_BYTES = 12;
    static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    /** A link that expired, or whose token does not open under the key (tampered or another key). */
    public static final class BadRevealLink extends Exception {
        public BadRevealLink(String message) {
            super(message, null, false, false);
        }
    }

    private final SecretKeySpec key;

    public RevealSeal(byte[] processorKey) {
        if (processorKey.length != 32) {
            throw new IllegalArgumentException("the processor key is 256 bits");
        }
        this.key = new SecretKeySpec(processorKey.clone(), "AES");
    }

    public String seal(CardNumbers.Details d, String cardId, Instant expiresAt) {
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        String plain = d.pan() + "|" + d.cvv() + "|" + String.format("%02d", d.expMonth()) + "|" + d.expYear();
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
            c.updateAAD(aad(cardId, expiresAt));
            byte[] ct = c.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            byte[] out = new byte[nonce.length + ct.length];
            System.arraycopy(nonce, 0, out, 0, nonce.length);
            System.arraycopy(ct, 0, out, nonce.length, ct.length);
            return Base64.getUrlEncoder().withoutPadding().encodeToString(out);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM unavailable", e);
        }
    }

    public CardNumbers.Details open(String token, String cardId, Instant expiresAt, Instant now) throws BadRevealLink {
        if (!now.isBefore(expiresAt)) {
            throw new BadRevealLink("the link has expired");
        }
        byte[] in;
        try {
            in = Base64.getUrlDecoder().decode(token);
        } catch (IllegalArgumentException e) {
            throw new BadRevealLink("the token is not base64url");
        }
        if (in.length <= NONCE_BYTES + TAG_BITS / 8) {
            throw new BadRevealLink("the token is too short");
        }
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, in, 0, NONCE_BYTES));
            c.updateAAD(aad(cardId, expiresAt));
            String[] p = new String(c.doFinal(in, NONCE_BYTES, in.length - NONCE_BYTES), StandardCharsets.UTF_8).split("\\|");
            return new CardNumbers.Details(p[0], p[1], Integer.parseInt(p[2]), Integer.parseInt(p[3]));
        } catch (AEADBadTagException e) {
            throw new BadRevealLink("the token does not open under this key for this card and expiry");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM unavailable", e);
        }
    }

    private static byte[] aad(String cardId, Instant expiresAt) {
        return (cardId + "|" + expiresAt.getEpochSecond()).getBytes(StandardCharsets.UTF_8);
    }
}
