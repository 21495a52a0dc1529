package net.ccpay.gateway.auth;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ClientAddressTest {

    private final ClientAddress behindBalancer = ClientAddress.trusting("10.0.0.0/8, 192.0.2.7, fd00::/8");

    @Test
    void withoutTrustedProxiesTheConnectionIsTheClient() {
        ClientAddress none = ClientAddress.trusting("");
        assertEquals("203.0.113.9", none.of("203.0.113.9", List.of("198.51.100.1")));
        assertEquals("10.1.2.3", none.of("10.1.2.3", List.of("198.51.100.1")));
    }

    @Test
    void aTrustedProxysForwardedForNamesTheClient() {
        assertEquals("198.51.100.1", behindBalancer.of("10.1.2.3", List.of("198.51.100.1")));
        // the right-most untrusted hop: what the client wrote to the left of it proves nothing
        assertEquals("198.51.100.1", behindBalancer.of("10.1.2.3", List.of("6.6.6.6, 198.51.100.1, 10.9.9.9")));
        assertEquals("198.51.100.1", behindBalancer.of("192.0.2.7", List.of("1.1.1.1", "198.51.100.1")));
        assertEquals("2001:db8::1", behindBalancer.of("fd00::5", List.of("2001:db8::1")));
    }

    @Test
    void anUntrustedConnectionsForwardedForIsIgnored() {
        assertEquals("203.0.113.9", behindBalancer.of("203.0.113.9", List.of("198.51.100.1")));
    }

    @Test
    void aMalformedHopStopsAtTheLastTrustedOne() {
        assertEquals("10.9.9.9", behindBalancer.of("10.1.2.3", List.of("198.51.100.1, evil.example, 10.9.9.9")));
        assertEquals("10.1.2.3", behindBalancer.of("10.1.2.3", List.of("999.1.1.1")));
        assertEquals("10.1.2.3", behindBalancer.of("10.1.2.3", List.of()));
    }

    @Test
    void everyHopTrustedGivesTheLeftMost() {
        assertEquals("10.5.5.5", behindBalancer.of("10.1.2.3", List.of("10.5.5.5, 10.6.6.6")));
    }

    @Test
    void aBadTrustedProxySettingIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ClientAddress.trusting("load-balancer.internal"));
        assertThrows(IllegalArgumentException.class, () -> ClientAddress.trusting("10.0.0.0/33"));
        assertThrows(IllegalArgumentException.class, () -> ClientAddress.trusting("10.0.0.0/x"));
    }
}
