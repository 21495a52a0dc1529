package net.ccpay.gateway.routing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CanonicalPathTest {

    @Test
    void aPlainPathIsItsOwnDecodedForm() throws Exception {
        CanonicalPath p = CanonicalPath.of("/customers/Customer:019542f5-b3e7-1d02-0000-000000000001");
        assertEquals("/customers/Customer:019542f5-b3e7-1d02-0000-000000000001", p.raw());
        assertEquals(p.raw(), p.decoded());
    }

    @Test
    void reservedAndNonAsciiCharactersMayBePercentEncodedAndAreForwardedAsSent() throws Exception {
        CanonicalPath p = CanonicalPath.of("/receiver/uma/%24alice%40example.com");
        assertEquals("/receiver/uma/$alice@example.com", p.decoded());
        assertEquals("/receiver/uma/%24alice%40example.com", p.raw());
        assertEquals("/receiver/uma/$j%C3%BCrgen@x.com".length(), CanonicalPath.of("/receiver/uma/$j%C3%BCrgen@x.com").raw().length());
        assertEquals("/receiver/uma/$jürgen@x.com", CanonicalPath.of("/receiver/uma/$j%C3%BCrgen@x.com").decoded());
    }

    @Test
    void aTrailingSlashAndTheRootAreAccepted() throws Exception {
        assertEquals("/customers/", CanonicalPath.of("/customers/").decoded());
        assertEquals("/", CanonicalPath.of("").decoded());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "/customers/../tokens",            // dot-dot segment
            "/customers/./Customer:1",         // dot segment
            "/..",
            "/customers//Customer:1",          // empty segment
            "//customers",
            "/customers%2FCustomer:1",         // encoded slash
            "/customers%2fCustomer:1",
            "/customers%5CCustomer:1",         // encoded backslash
            "/%63ustomers",                    // encoded letter
            "/customers/%2E%2E/tokens",        // encoded dots
            "/customers%2D1",                  // encoded unreserved '-'
            "/customers;jsessionid=1",         // path parameter
            "/customers/Customer:1;v=2",
            "/customers/%0A",                  // encoded control character
            "/customers/%00",
            "/customers/%zz",                  // malformed encoding
            "/customers/%4",
            "/customers/%C3",                  // truncated UTF-8
            "/customers/a b",                  // raw space
            "/customers/a\\b",                 // raw backslash
            "/customers/ü",                    // raw non-ASCII
            "customers",                       // no leading slash
    })
    void nonCanonicalPathsAreRefused(String raw) {
        assertThrows(CanonicalPath.NotCanonical.class, () -> CanonicalPath.of(raw));
    }

    @Test
    void aSemicolonMayBeSentEncodedAsData() throws Exception {
        assertEquals("/customers/a;b", CanonicalPath.of("/customers/a%3Bb").decoded());
    }
}
