package net.ccpay.auth.agents.domain;

import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AccessTokenTest {

    @Test
    void aTokenIsGatAnd160RandomBitsInHexLikeTheContractsExample() {
        SecureRandom random = new SecureRandom();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            AccessToken t = AccessToken.generate(random);
            assertTrue(t.value().matches("^gat_[0-9a-f]{40}$"), t.value());
            assertTrue(seen.add(t.value()));
        }
        assertTrue(AccessToken.parse("gat_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b9").isPresent(), "the contract's example");
    }

    @Test
    void onlyTheExactShapeIsAToken() {
        for (String bad : new String[] {null, "", "gat_", "gat_123", "GAT_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b9",
                "gat_ED0AD25881E234CC28FB2DEC0A4FE64E4172A3B9", "gat_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b9 ",
                "gat_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b90"}) {
            assertTrue(AccessToken.parse(bad).isEmpty(), String.valueOf(bad));
        }
    }

    @Test
    void theStoredHashIsSha256AndTheTokenIsNeverPrinted() {
        AccessToken t = new AccessToken("gat_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b9");
        // sha256("gat_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b9"), computed independently with sha256sum
        assertEquals("eae7810a851666ad3bcefb834966772b4e3accf1913ae83b31427ca52566f2c2", t.sha256());
        assertEquals(t.sha256(), new AccessToken(t.value()).sha256());
        assertNotEquals(t.sha256(), new AccessToken("gat_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b8").sha256());
        assertFalse(t.toString().contains("ed0ad"));
    }
}
