package net.ccpay.gateway.auth;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;

/**
 * Parses {@code Authorization: Basic base64(<api token id>:<api client secret>)}. A value with a control
 * character (NUL, CR, LF, DEL, ...) is no credential: PBKDF2's HMAC pads its key with zero bytes, so a
 * secret followed by NULs would otherwise hash like the secret itself.
 */
public record BasicCredentials(String clientId, String secret) {

    public static Optional<BasicCredentials> parse(String header) {
        if (header == null || header.length() < 7 || !header.regionMatches(true, 0, "Basic ", 0, 6)) {
            return Optional.empty();
        }
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        int colon = decoded.indexOf(':');
        if (colon <= 0 || colon == decoded.length() - 1) {
            return Optional.empty();
        }
        if (decoded.chars().anyMatch(ch -> ch < 0x20 || ch == 0x7f)) {
            return Optional.empty();
        }
        return Optional.of(new BasicCredentials(decoded.substring(0, colon), decoded.substring(colon + 1)));
    }

    @Override
    public String toString() {
        return "BasicCredentials[" + clientId + ":***]";
    }
}
