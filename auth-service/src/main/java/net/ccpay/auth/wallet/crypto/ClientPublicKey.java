package net.ccpay.auth.wallet.crypto;

import java.util.regex.Pattern;

/**
 * The {@code clientPublicKey} of a passkey challenge, an OAuth verify or a session refresh
 * (api-inventory §5.7): the exact hex text the client sent (the passkey challenge and the OIDC nonce
 * hash that text, so it is kept as sent) and the P-256 point it names. Its SEC1 form selects the
 * session-key model: compressed ({@code 02}/{@code 03}, 66 hex) means the client holds the session key,
 * uncompressed ({@code 04}, 130 hex) is the legacy model where the platform seals one to it.
 */
public record ClientPublicKey(String text, P256PublicKey point) {

    /** The contract's pattern for {@code clientPublicKey}. */
    public static final String REGEX = "^(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$";
    public static final Pattern PATTERN = Pattern.compile(REGEX);

    public ClientPublicKey {
        if (text == null || point == null) {
            throw new IllegalArgumentException("text and point are required");
        }
    }

    /** Step: the text has the contract's shape, then (as {@link P256PublicKey#fromHex}) names a point on P-256. */
    public static ClientPublicKey parse(String text) {
        if (text == null || !PATTERN.matcher(text).matches()) {
            throw new InvalidP256PublicKey("clientPublicKey must be a compressed (66 hex) or uncompressed (130 hex) P-256 key");
        }
        return new ClientPublicKey(text, P256PublicKey.fromHex(text));
    }

    public boolean compressed() {
        return text.length() == 2 * P256.COMPRESSED_BYTES;
    }
}
