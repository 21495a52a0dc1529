package net.ccpay.common.sca;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TotpTest {

    /** RFC 6238 appendix B's SHA-1 secret and vectors (the last six digits of its eight-digit codes). */
    private static final byte[] SECRET = "12345678901234567890".getBytes(StandardCharsets.US_ASCII);

    @Test
    void matchesTheRfcVectors() {
        assertEquals("287082", Totp.code(SECRET, Instant.ofEpochSecond(59)));
        assertEquals("081804", Totp.code(SECRET, Instant.ofEpochSecond(1111111109)));
        assertEquals("005924", Totp.code(SECRET, Instant.ofEpochSecond(1234567890)));
    }

    @Test
    void acceptsOneStepOfSkewAndNothingElse() {
        Instant now = Instant.ofEpochSecond(1234567890);
        assertTrue(Totp.verify(SECRET, Totp.code(SECRET, now.minusSeconds(30)), now));
        assertFalse(Totp.verify(SECRET, Totp.code(SECRET, now.minusSeconds(90)), now));
        assertFalse(Totp.verify(SECRET, "abc", now));
    }

    @Test
    void base32IsRfc4648() {
        assertEquals("MZXW6YTBOI", Totp.base32("foobar".getBytes(StandardCharsets.US_ASCII)));
        assertEquals("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", Totp.base32(SECRET));
    }
}
