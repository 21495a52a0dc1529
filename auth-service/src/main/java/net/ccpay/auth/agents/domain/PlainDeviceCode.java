package net.ccpay.auth.agents.domain;

import java.security.SecureRandom;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A device code as people read and type it: {@code GRID-AGENT-XXXX-XXXX-XXXX-XXXX}, the contract's
 * example shape with two more groups. The 16 characters come from a 31-symbol alphabet without the
 * look-alikes 0/O, 1/I/L, drawn uniformly from {@link SecureRandom}: about 79 bits, so guessing a
 * live code (single use, minutes long) is hopeless online, and even a stolen hash of one cannot be
 * reversed before it expires.
 *
 * <p>Only {@link #sha256()} is stored; a code is found by that hash through a unique index, so no
 * comparison of the secret itself depends on how much of it was right.
 */
public record PlainDeviceCode(String value) {

    public static final String PREFIX = "GRID-AGENT-";
    static final String ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    static final int GROUPS = 4;
    static final int GROUP_LENGTH = 4;
    private static final Pattern FORMAT = Pattern.compile(
            "^" + PREFIX + "[" + ALPHABET + "]{4}-[" + ALPHABET + "]{4}-[" + ALPHABET + "]{4}-[" + ALPHABET + "]{4}$");

    public static PlainDeviceCode generate(SecureRandom random) {
        StringBuilder b = new StringBuilder(PREFIX);
        for (int g = 0; g < GROUPS; g++) {
            if (g > 0) {
                b.append('-');
            }
            for (int i = 0; i < GROUP_LENGTH; i++) {
                b.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
        }
        return new PlainDeviceCode(b.toString());
    }

    /**
     * The code a client sent, if it has the shape of one. Letters are taken in either case (people
     * retype codes); anything else that is not a code this platform could have issued is empty.
     */
    public static Optional<PlainDeviceCode> parse(String text) {
        if (text == null || text.length() != PREFIX.length() + GROUPS * GROUP_LENGTH + GROUPS - 1) {
            return Optional.empty();
        }
        String upper = text.toUpperCase(Locale.ROOT);
        return FORMAT.matcher(upper).matches() ? Optional.of(new PlainDeviceCode(upper)) : Optional.empty();
    }

    public String sha256() {
        return Sha256.hex(value);
    }

    @Override
    public String toString() {
        return "PlainDeviceCode[***]";
    }
}
