package net.ccpay.quote.receiver.domain;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Sealed lookup ids: the {@code Lookup:<uuid>} of an external-account lookup that proves, by itself,
 * what was looked up, so that nothing has to be stored for the quote that follows.
 *
 * <p>The uuid is a well-formed version 7 UUID (RFC 9562): its 48-bit time field is the moment of the
 * lookup (so ids still sort by creation time), its 12-bit {@code rand_a} field is random (two lookups of
 * one account by one sender in the same millisecond differ with a chance of 4095 in 4096), and its 62-bit
 * {@code rand_b} field, random in a plain version 7 UUID, holds the first 62 bits of an HMAC-SHA-256 over
 * the moment, {@code rand_a}, the external account, the sending customer and the sending currency. A quote
 * that names the id recomputes the HMAC from its own destination, sender and currency: it matches only for
 * the lookup of exactly those, and a forged id matches with a chance of 2^-62. The id carries no readable
 * data beyond the time a plain version 7 id carries.
 */
public final class LookupIds {

    /** What a sealed lookup id binds: the external account looked up, who sends, and in which currency. */
    public record Binding(String accountId, String senderCustomerId, String sendingCurrency) {}

    private static final String TYPE = "Lookup:";
    private static final long MASK_12 = 0xFFFL;
    private static final long MASK_62 = 0x3FFF_FFFF_FFFF_FFFFL;

    private final Mac prototype;

    /** @param key the HMAC key, at least 32 bytes */
    public LookupIds(byte[] key) {
        if (key.length < 32) {
            throw new IllegalArgumentException("the lookup id key must have at least 32 bytes");
        }
        try {
            prototype = Mac.getInstance("HmacSHA256");
            prototype.init(new SecretKeySpec(key, "HmacSHA256"));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is not available", e);
        }
    }

    /**
     * The key for sealed lookup ids derived from the platform's internal secret (HMAC-SHA-256 keyed with it,
     * over this use's own label), so that every copy of quote-service derives the same key and no new secret
     * has to be distributed.
     */
    public static LookupIds derivedFrom(String internalSecret) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(internalSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return new LookupIds(mac.doFinal("ccpay sealed lookup ids v1".getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is not available", e);
        }
    }

    /** The sealed id of the lookup of {@code binding} made at {@code at}. */
    public String issue(Instant at, Binding binding) {
        return issue(at, ThreadLocalRandom.current().nextInt(1 << 12), binding);
    }

    /** As {@link #issue(Instant, Binding)} with the given 12 bits of {@code rand_a}. */
    public String issue(Instant at, int randA, Binding binding) {
        long millis = at.toEpochMilli();
        long msb = (millis << 16) | 0x7000L | (randA & MASK_12);
        long lsb = 0x8000_0000_0000_0000L | mac(msb, binding);
        return TYPE + new UUID(msb, lsb);
    }

    /**
     * When the lookup was made, if {@code lookupId} is the sealed id of a lookup of exactly {@code binding};
     * empty for any other id (another account, sender or currency, a stored lookup's random id, or a forgery).
     */
    public Optional<Instant> madeAt(String lookupId, Binding binding) {
        if (lookupId == null || lookupId.length() != TYPE.length() + 36 || !lookupId.startsWith(TYPE)) {
            return Optional.empty();
        }
        UUID uuid;
        try {
            uuid = UUID.fromString(lookupId.substring(TYPE.length()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        if (uuid.version() != 7 || uuid.variant() != 2) {
            return Optional.empty();
        }
        long msb = uuid.getMostSignificantBits();
        byte[] want = ByteBuffer.allocate(8).putLong(mac(msb, binding)).array();
        byte[] got = ByteBuffer.allocate(8).putLong(uuid.getLeastSignificantBits() & MASK_62).array();
        return MessageDigest.isEqual(want, got) ? Optional.of(Instant.ofEpochMilli(msb >>> 16)) : Optional.empty();
    }

    /** The first 62 bits of the HMAC over the id's first half (moment, version, {@code rand_a}) and the binding. */
    private long mac(long msb, Binding b) {
        Mac mac = fresh();
        mac.update(ByteBuffer.allocate(8).putLong(msb).array());
        field(mac, b.accountId());
        field(mac, b.senderCustomerId());
        field(mac, b.sendingCurrency());
        return ByteBuffer.wrap(mac.doFinal()).getLong() >>> 2;
    }

    /** Each field length-prefixed, so that no two different bindings feed the HMAC the same bytes. */
    private static void field(Mac mac, String value) {
        byte[] bytes = value == null ? new byte[0] : value.getBytes(StandardCharsets.UTF_8);
        mac.update(ByteBuffer.allocate(5).put((byte) (value == null ? 0 : 1)).putInt(bytes.length).array());
        mac.update(bytes);
    }

    private Mac fresh() {
        try {
            return (Mac) prototype.clone();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("HmacSHA256 cannot be cloned", e);
        }
    }
}
