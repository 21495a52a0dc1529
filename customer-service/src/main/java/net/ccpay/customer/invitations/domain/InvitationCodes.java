package net.ccpay.customer.invitations.domain;

import java.security.SecureRandom;
import java.util.regex.Pattern;

/**
 * Invitation codes: 10 characters from a 32-letter alphabet without look-alikes (no i, l, o, u),
 * 50 random bits, short enough for a link a person shares. A string of any other form names no
 * invitation, so it is answered 404 without a read.
 */
public final class InvitationCodes {

    static final String ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
    static final int LENGTH = 10;
    private static final Pattern FORM = Pattern.compile("^[0-9a-hjkmnp-tv-z]{" + LENGTH + "}$");
    private static final SecureRandom RANDOM = new SecureRandom();

    private InvitationCodes() {}

    public static String newCode() {
        StringBuilder b = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) {
            b.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return b.toString();
    }

    public static boolean isWellFormed(String code) {
        return code != null && FORM.matcher(code).matches();
    }
}
