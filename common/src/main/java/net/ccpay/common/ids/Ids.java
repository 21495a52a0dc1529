package net.ccpay.common.ids;

import java.security.SecureRandom;
import java.util.Optional;
import java.util.UUID;

/**
 * Record ids of the shape {@code <ResourceType>:<uuid>}. The uuid is a version 7 UUID, so ids
 * sort by creation time (cursor pagination relies on that).
 */
public final class Ids {

    private static final SecureRandom RANDOM = new SecureRandom();

    private Ids() {}

    public static String newId(String type) {
        return type + ":" + uuidV7();
    }

    /** The raw id of {@code value} if it has the given type prefix and a well-formed uuid. */
    public static Optional<String> parse(String type, String value) {
        if (value == null || !value.startsWith(type + ":")) {
            return Optional.empty();
        }
        String rest = value.substring(type.length() + 1);
        try {
            UUID.fromString(rest);
            return rest.length() == 36 ? Optional.of(value) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    public static boolean hasType(String type, String value) {
        return parse(type, value).isPresent();
    }

    static UUID uuidV7() {
        long millis = System.currentTimeMillis();
        byte[] rnd = new byte[10];
        RANDOM.nextBytes(rnd);
        long msb = (millis << 16) | 0x7000L | ((rnd[0] & 0x0FL) << 8) | (rnd[1] & 0xFFL);
        long lsb = 0x8000000000000000L | ((rnd[2] & 0x3FL) << 56);
        for (int i = 3; i < 10; i++) {
            lsb |= (rnd[i] & 0xFFL) << (8 * (9 - i));
        }
        return new UUID(msb, lsb);
    }
}
