package net.ccpay.common.paging;

import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;

/**
 * Position after the last row of a page: its (createdAt, id). Opaque to clients (base64url);
 * ids are UUIDv7 and rows are ordered by (created_at, id), so the position is stable while rows
 * are added.
 */
public record Cursor(Instant createdAt, String id) {

    private static final String VERSION = "v1";

    public String encode() {
        String raw = VERSION + "|" + createdAt + "|" + id;
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
    }

    public static Optional<Cursor> decode(String token) {
        try {
            String raw = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
            String[] p = raw.split("\\|", 3);
            if (p.length != 3 || !VERSION.equals(p[0]) || p[2].isEmpty() || p[2].length() > 100) {
                return Optional.empty();
            }
            return Optional.of(new Cursor(Instant.parse(p[1]), p[2]));
        } catch (IllegalArgumentException | DateTimeException e) {
            return Optional.empty();
        }
    }
}
