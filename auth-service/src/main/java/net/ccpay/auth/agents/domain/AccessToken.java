package net.ccpay.auth.agents.domain;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An agent's access token, {@code gat_} and 40 lower-case hex digits (160 random bits), as in the
 * contract's example. It is shown once, in the redeem answer, and stored only as its SHA-256.
 *
 * <p>Why SHA-256 and not the API tokens' PBKDF2: a slow hash protects secrets people choose, whose
 * guesses are cheap to enumerate; 160 random bits cannot be enumerated whatever the hash, so
 * stretching adds nothing there. It would cost a great deal here, though: the gateway checks an
 * agent token on every request, without a cache (so that pausing or deleting an agent works at once),
 * and a hash per request of ~50 ms of CPU would cap agent traffic at a few dozen requests a second
 * per core. A fast hash also lets the token be looked up by its hash through a unique index, instead
 * of by an id next to it.
 */
public record AccessToken(String value) {

    public static final String PREFIX = "gat_";
    private static final int RANDOM_BYTES = 20;
    private static final Pattern FORMAT = Pattern.compile("^gat_[0-9a-f]{40}$");

    public static AccessToken generate(SecureRandom random) {
        byte[] b = new byte[RANDOM_BYTES];
        random.nextBytes(b);
        return new AccessToken(PREFIX + HexFormat.of().formatHex(b));
    }

    /** The token if the text has its exact shape (anything else cannot be a token this platform issued). */
    public static Optional<AccessToken> parse(String text) {
        return text != null && FORMAT.matcher(text).matches() ? Optional.of(new AccessToken(text)) : Optional.empty();
    }

    public String sha256() {
        return Sha256.hex(value);
    }

    @Override
    public String toString() {
        return "AccessToken[***]";
    }
}
