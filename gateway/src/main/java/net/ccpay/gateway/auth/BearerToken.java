package net.ccpay.gateway.auth;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Parses {@code Authorization: Bearer <accessToken>} (RFC 6750 section 2.1; the scheme name is
 * case-insensitive). Only the shape of the platform's agent tokens ({@code gat_} and 40 lower-case hex
 * digits) is accepted: anything else cannot be a token the platform issued, and is refused without
 * asking auth-service.
 */
public record BearerToken(String value) {

    private static final Pattern TOKEN = Pattern.compile("^gat_[0-9a-f]{40}$");

    /** Whether the header uses the Bearer scheme at all (well-formed or not). */
    public static boolean isBearer(String header) {
        return header != null && header.regionMatches(true, 0, "Bearer", 0, 6) && (header.length() == 6 || header.charAt(6) == ' ');
    }

    /** Whether the header uses the Basic scheme at all (well-formed or not). */
    public static boolean isBasic(String header) {
        return header != null && header.regionMatches(true, 0, "Basic", 0, 5) && (header.length() == 5 || header.charAt(5) == ' ');
    }

    public static Optional<BearerToken> parse(String header) {
        if (!isBearer(header) || header.length() < 8) {
            return Optional.empty();
        }
        String token = header.substring(7).trim();
        return TOKEN.matcher(token).matches() ? Optional.of(new BearerToken(token)) : Optional.empty();
    }

    @Override
    public String toString() {
        return "BearerToken[***]";
    }
}
