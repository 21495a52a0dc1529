package net.ccpay.common.sca;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OneTimeCodesTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    void codesAreStoredAsSaltedDigestsAndComparedExactly() {
        String salt = OneTimeCodes.newSalt();
        String digest = OneTimeCodes.digest(salt, "123456");
        assertFalse(digest.contains("123456"));
        assertNotEquals(digest, OneTimeCodes.digest(OneTimeCodes.newSalt(), "123456"), "salted");
        assertTrue(OneTimeCodes.matches(salt, digest, "123456"));
        assertFalse(OneTimeCodes.matches(salt, digest, "123457"));
        assertFalse(OneTimeCodes.matches(salt, digest, null));
        assertEquals("123456", OneTimeCodes.newCode(true));
        assertTrue(OneTimeCodes.newCode(false).matches("\\d{6}"));
    }

    @Test
    void aChallengeIsUsedOnceUntilItExpiresAndSpentAfterTooManyWrongCodes() {
        String salt = OneTimeCodes.newSalt();
        String d = OneTimeCodes.digest(salt, "123456");
        Instant exp = NOW.plusSeconds(300);
        assertEquals(ChallengeCheck.ACCEPTED, ChallengeCheck.judge(salt, d, 0, exp, null, NOW, "123456"));
        assertEquals(ChallengeCheck.WRONG_CODE, ChallengeCheck.judge(salt, d, 0, exp, null, NOW, "000000"));
        assertEquals(ChallengeCheck.ATTEMPTS_EXHAUSTED, ChallengeCheck.judge(salt, d, ChallengeCheck.MAX_ATTEMPTS - 1, exp, null, NOW, "0"));
        assertEquals(ChallengeCheck.ALREADY_USED, ChallengeCheck.judge(salt, d, ChallengeCheck.MAX_ATTEMPTS, exp, null, NOW, "123456"));
        assertEquals(ChallengeCheck.ALREADY_USED, ChallengeCheck.judge(salt, d, 0, exp, NOW, NOW, "123456"));
        assertEquals(ChallengeCheck.EXPIRED, ChallengeCheck.judge(salt, d, 0, exp, null, exp, "123456"));
    }

    @Test
    void scaAppliesToIndividualsLivingInTheEeaOrTheUk() {
        assertTrue(ScaRegions.appliesTo("INDIVIDUAL", "DE"));
        assertTrue(ScaRegions.appliesTo("INDIVIDUAL", "gb"));
        assertFalse(ScaRegions.appliesTo("INDIVIDUAL", "US"));
        assertFalse(ScaRegions.appliesTo("INDIVIDUAL", null));
        assertFalse(ScaRegions.appliesTo("BUSINESS", "FR"));
    }
}
