package net.ccpay.gateway.auth;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BearerTokenTest {

    static final String TOKEN = "gat_ed0ad25881e234cc28fb2dec0a4fe64e4172a3b9";

    @Test
    void aBearerHeaderWithAnAgentTokenParsesInAnyCaseOfTheScheme() {
        assertEquals(TOKEN, BearerToken.parse("Bearer " + TOKEN).orElseThrow().value());
        assertEquals(TOKEN, BearerToken.parse("bearer " + TOKEN).orElseThrow().value());
        assertEquals(TOKEN, BearerToken.parse("BEARER  " + TOKEN + " ").orElseThrow().value());
    }

    @Test
    void malformedBearerHeadersAreNoToken() {
        for (String h : new String[] {null, "", "Bearer", "Bearer ", "Bearer gat_123", "Bearer " + TOKEN.toUpperCase(), "Bearer " + TOKEN + "x",
                "Bearer " + TOKEN + " extra", "Bearer\t" + TOKEN, "Bearertoken " + TOKEN, "Basic " + TOKEN, TOKEN}) {
            assertTrue(BearerToken.parse(h).isEmpty(), String.valueOf(h));
        }
    }

    @Test
    void theSchemeIsToldApartEvenWhenTheCredentialsAreMalformed() {
        assertTrue(BearerToken.isBearer("Bearer gat_123"));
        assertTrue(BearerToken.isBearer("Bearer"));
        assertFalse(BearerToken.isBearer("Bearers x"));
        assertTrue(BearerToken.isBasic("basic !!!"));
        assertTrue(BearerToken.isBasic("Basic"));
        assertFalse(BearerToken.isBasic("Bearer x"));
        assertFalse(BearerToken.isBasic("BasicAuth x"));
    }

    @Test
    void theTokenIsNeverPrinted() {
        assertFalse(BearerToken.parse("Bearer " + TOKEN).orElseThrow().toString().contains("ed0ad"));
    }
}
