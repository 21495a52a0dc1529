package net.ccpay.quote.directory.domain;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;

/**
 * Position in a directory list kept in name order: the list, the order it was read in and the last
 * name shown. Opaque to clients (base64url). A cursor is valid only for the list and the order that
 * issued it, so a client that changes {@code sortOrder} between pages starts again rather than skipping.
 */
public record NameCursor(String list, boolean descending, String lastName) {

    private static final String VERSION = "n1";

    public String encode() {
        String raw = VERSION + "|" + list + "|" + (descending ? "desc" : "asc") + "|" + lastName;
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
    }

    /** The cursor if {@code token} is one this list issued for this order. */
    public static Optional<NameCursor> decode(String token, String list, boolean descending) {
        try {
            String raw = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
            String[] p = raw.split("\\|", 4);
            if (p.length != 4 || !VERSION.equals(p[0]) || !list.equals(p[1]) || !(descending ? "desc" : "asc").equals(p[2])
                    || p[3].isEmpty() || p[3].length() > 200) {
                return Optional.empty();
            }
            return Optional.of(new NameCursor(list, descending, p[3]));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
