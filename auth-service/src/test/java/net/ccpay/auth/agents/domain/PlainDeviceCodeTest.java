package net.ccpay.auth.agents.domain;

import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlainDeviceCodeTest {

    private final SecureRandom random = new SecureRandom();

    @Test
    void aNewCodeHasTheContractsShapeWithFourGroupsOfUnambiguousCharacters() {
        for (int i = 0; i < 200; i++) {
            String code = PlainDeviceCode.generate(random).value();
            assertTrue(code.matches("^GRID-AGENT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$"), code);
            String body = code.substring(PlainDeviceCode.PREFIX.length());
            for (char lookAlike : "0O1IL".toCharArray()) {
                assertFalse(body.indexOf(lookAlike) >= 0, code);
            }
        }
    }

    @Test
    void codesCarryAbout79BitsAndDoNotRepeat() {
        double bits = PlainDeviceCode.GROUPS * PlainDeviceCode.GROUP_LENGTH * (Math.log(PlainDeviceCode.ALPHABET.length()) / Math.log(2));
        assertTrue(bits > 79, "bits: " + bits);
        assertEquals(31, PlainDeviceCode.ALPHABET.chars().distinct().count());
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 20_000; i++) {
            assertTrue(seen.add(PlainDeviceCode.generate(random).value()));
        }
    }

    @Test
    void everySymbolOfTheAlphabetIsDrawn() {
        Set<Character> used = new HashSet<>();
        for (int i = 0; i < 500; i++) {
            String code = PlainDeviceCode.generate(random).value().substring(PlainDeviceCode.PREFIX.length()).replace("-", "");
            code.chars().forEach(c -> used.add((char) c));
        }
        assertEquals(PlainDeviceCode.ALPHABET.length(), used.size(), "a uniform draw over the whole alphabet");
    }

    @Test
    void aTypedCodeIsReadInEitherCaseAndAnythingElseIsNoCode() {
        PlainDeviceCode c = PlainDeviceCode.generate(random);
        assertEquals(c, PlainDeviceCode.parse(c.value().toLowerCase()).orElseThrow());
        assertEquals(c.sha256(), PlainDeviceCode.parse(c.value()).orElseThrow().sha256());
        for (String bad : new String[] {null, "", "GRID-AGENT-X7K9-M2P4", "GRID-AGENT-X7K9-M2P4-Q8RT-T5W0", "GRID-AGENT-X7K9-M2P4-Q8RT-T5WO",
                "GRID-AGENT-X7K9M2P4Q8RTT5W6---", "PLAT-AGENT-X7K9-M2P4-Q8RT-T5W6", " GRID-AGENT-X7K9-M2P4-Q8RT-T5W6"}) {
            assertTrue(PlainDeviceCode.parse(bad).isEmpty(), String.valueOf(bad));
        }
        assertTrue(PlainDeviceCode.parse("GRID-AGENT-X7K9-M2P4-Q8RT-T5W6").isPresent());
    }

    @Test
    void onlyTheHashIsKeptAndTheCodeIsNeverPrinted() {
        PlainDeviceCode c = PlainDeviceCode.generate(random);
        assertTrue(c.sha256().matches("^[0-9a-f]{64}$"));
        assertFalse(c.toString().contains(c.value()));
    }
}
