package net.ccpay.quote.cards.api;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PublicBaseTest {

    static final String OWN = "http://10.0.0.5:9082/quote-service/";

    @Test
    void theConfiguredBaseWins() {
        assertEquals("https://api.example.com/grid/2025-10-13",
                PublicBase.resolve(" https://api.example.com/grid/2025-10-13/ ", "http", "localhost:9080", "/grid/2025-10-13", OWN));
    }

    @Test
    void otherwiseWhereTheGatewayWasReached() {
        assertEquals("http://localhost:9080/grid/2025-10-13", PublicBase.resolve(null, "http", "localhost:9080", "/grid/2025-10-13", OWN));
        assertEquals("https://[::1]:8443/grid/2025-10-13", PublicBase.resolve("", "https", "[::1]:8443", "/grid/2025-10-13", OWN));
        assertEquals("https://api.example.com", PublicBase.resolve(null, "https", "api.example.com", null, OWN));
    }

    @Test
    void forwardedValuesOfAnotherShapeAreIgnored() {
        assertEquals("http://10.0.0.5:9082/quote-service", PublicBase.resolve(null, null, "localhost:9080", "/grid/2025-10-13", OWN));
        assertEquals("http://10.0.0.5:9082/quote-service", PublicBase.resolve(null, "javascript", "localhost:9080", "/grid", OWN));
        assertEquals("http://10.0.0.5:9082/quote-service", PublicBase.resolve(null, "https", "evil.example/x?y", "/grid", OWN));
        assertEquals("http://10.0.0.5:9082/quote-service", PublicBase.resolve(null, "https", "a.example", "/grid/\"><script>", OWN));
        assertEquals("http://10.0.0.5:9082/quote-service", PublicBase.resolve(null, "https", "a.example", "//evil.example", OWN));
    }
}
