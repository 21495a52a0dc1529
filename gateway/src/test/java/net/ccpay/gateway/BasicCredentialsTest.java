package net.ccpay.gateway;

import net.ccpay.gateway.auth.BasicCredentials;
import java.util.List;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BasicCredentialsTest {

    static String basic(String raw) {
        return "Basic " + Base64.getEncoder().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void parsesTokenIdAndSecretSplitAtTheFirstColon() {
        BasicCredentials c = BasicCredentials.parse(basic("sandbox:sec:ret")).orElseThrow();
        assertEquals("sandbox", c.clientId());
        assertEquals("sec:ret", c.secret());
        assertTrue(BasicCredentials.parse("basic " + basic("a:b").substring(6)).isPresent());
    }

    @Test
    void rejectsMalformedHeaders() {
        assertFalse(BasicCredentials.parse(null).isPresent());
        assertFalse(BasicCredentials.parse("Bearer abc").isPresent());
        assertFalse(BasicCredentials.parse("Basic !!!notbase64").isPresent());
        assertFalse(BasicCredentials.parse(basic("nocolon")).isPresent());
        assertFalse(BasicCredentials.parse(basic(":secret")).isPresent());
        assertFalse(BasicCredentials.parse(basic("id:")).isPresent());
    }

    @Test
    void neverPrintsTheSecret() {
        assertFalse(BasicCredentials.parse(basic("id:topsecret")).orElseThrow().toString().contains("topsecret"));
    }

    @Test
    void controlCharactersAreNoCredentials() {
        // PBKDF2's HMAC pads its key with zero bytes: a NUL after the secret would otherwise hash like the secret
        for (String bad : List.of("sandbox:sandbox-secret\0", "sandbox:sandbox-secret\0\0\0", "sand\0box:sandbox-secret",
                "sandbox:sandbox-secret\n", "sandbox:sandbox\u007fsecret")) {
            assertTrue(BasicCredentials.parse("Basic " + java.util.Base64.getEncoder().encodeToString(
                    bad.getBytes(java.nio.charset.StandardCharsets.UTF_8))).isEmpty(), bad.replace("\0", "\\0"));
        }
    }
}
