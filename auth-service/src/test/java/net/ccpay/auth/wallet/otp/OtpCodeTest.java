package net.ccpay.auth.wallet.otp;

import net.ccpay.auth.wallet.otp.domain.OtpCode;
import net.ccpay.auth.wallet.otp.domain.OtpTemplate;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OtpCodeTest {

    @Test
    void codesAreSixRandomDigitsNeverShownByToString() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            OtpCode c = OtpCode.generate();
            assertTrue(c.value().matches("[0-9]{6}"), c.value());
            assertFalse(c.toString().contains(c.value()));
            seen.add(c.value());
        }
        assertTrue(seen.size() > 190, "codes repeat far too often: " + seen.size());
    }

    @Test
    void onlyTheDigestIsComparedAndOnlyTheSameCodeMatches() {
        OtpCode c = OtpCode.generate();
        byte[] digest = c.digest();
        assertEquals(32, digest.length);
        assertTrue(OtpCode.matches(digest, c.value()));
        String other = String.format("%06d", (Integer.parseInt(c.value()) + 1) % 1_000_000);
        assertFalse(OtpCode.matches(digest, other));
        assertFalse(OtpCode.matches(digest, null));
        assertFalse(OtpCode.matches(null, c.value()));
    }

    @Test
    void aTemplatePutsTheCodeInEveryPlaceholderAndMustHaveOne() {
        OtpCode c = OtpCode.generate();
        OtpTemplate t = new OtpTemplate("Code {code}", "Your code: {code}. Again: {code}");
        assertEquals("Code " + c.value(), t.subjectWith(c));
        assertEquals("Your code: " + c.value() + ". Again: " + c.value(), t.bodyWith(c));
        assertThrows(IllegalArgumentException.class, () -> new OtpTemplate("s", "no placeholder"));
    }
}
