package net.ccpay.webhook;

import net.ccpay.webhook.config.domain.EndpointPolicy;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EndpointPolicyTest {

    /** A fake DNS: no network in unit tests. Address literals resolve to themselves, as with real DNS. */
    static EndpointPolicy.Resolver dns(Map<String, String> table) {
        return host -> {
            String ip = table.get(host);
            if (ip == null && host.matches("\\[[0-9a-fA-F:.]+]|[0-9.]+")) {
                ip = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
            }
            if (ip == null) {
                throw new UnknownHostException(host);
            }
            return new InetAddress[]{InetAddress.getByName(ip)};
        };
    }

    static final EndpointPolicy.Resolver DNS = dns(Map.of(
            "hooks.example.com", "93.184.215.14",
            "internal.example.com", "10.1.2.3",
            "metadata.example.com", "169.254.169.254",
            "loop.example.com", "127.0.0.1",
            "v6private.example.com", "fd00::1",
            "cgnat.example.com", "100.64.1.1"));

    /** Every mode without the local launcher's explicit allowance. */
    static final EndpointPolicy PRODUCTION = new EndpointPolicy(false, DNS);
    /** The local launcher's PLATFORM_WEBHOOK_ALLOW_LOOPBACK=true. */
    static final EndpointPolicy LOCAL = new EndpointPolicy(true, DNS);

    @Test
    void productionAcceptsHttpsToAPublicAddress() {
        assertTrue(PRODUCTION.check("https://hooks.example.com/ccpay").isEmpty());
        assertTrue(PRODUCTION.check("https://hooks.example.com:8443/a/b?x=1").isEmpty());
    }

    @Test
    void productionRefusesHttpAndNonUrls() {
        for (String bad : new String[]{"http://hooks.example.com/x", "ftp://hooks.example.com", "not a url", "hooks.example.com/x",
                "https://", "https:///path", "mailto:a@b.c", "", "https://user:pw@hooks.example.com/x", "https://hooks.example.com/#frag",
                "https://" + "a".repeat(2100) + ".com"}) {
            assertTrue(PRODUCTION.check(bad).isPresent(), bad);
        }
    }

    @Test
    void productionRefusesHostsResolvingToLoopbackPrivateOrLinkLocalAddresses() {
        for (String host : new String[]{"internal.example.com", "metadata.example.com", "loop.example.com", "v6private.example.com",
                "cgnat.example.com", "127.0.0.1", "10.0.0.8", "192.168.1.1", "172.16.0.1", "169.254.169.254", "[::1]", "[fe80::1]",
                "0.0.0.0", "[::ffff:127.0.0.1]", "localhost.invalid"}) {
            assertTrue(PRODUCTION.check("https://" + host + "/hook").isPresent(), host);
        }
    }

    @Test
    void withTheLocalAllowancePlainHttpIsAcceptedOnLocalhostOnly() {
        EndpointPolicy local = new EndpointPolicy(true, dns(Map.of("localhost", "127.0.0.1", "hooks.example.com", "93.184.215.14",
                "localhost.evil.com", "93.184.215.15")));
        assertTrue(local.check("http://localhost:8080/hook").isEmpty());
        assertTrue(local.check("http://127.0.0.1:43123/").isEmpty());
        assertTrue(local.check("https://hooks.example.com/ccpay").isEmpty());
        assertTrue(local.check("http://hooks.example.com/ccpay").isPresent());
        assertTrue(local.check("http://10.0.0.8/hook").isPresent());
        assertTrue(local.check("http://localhost.evil.com/hook").isPresent());
    }

    @Test
    void withoutTheLocalAllowanceLoopbackIsRefusedWhateverTheScheme() {
        for (String url : new String[]{"http://localhost:8080/hook", "http://127.0.0.1:43123/", "https://127.0.0.1/hook",
                "https://loop.example.com/hook", "https://internal.example.com/hook", "https://[::1]/hook"}) {
            assertTrue(PRODUCTION.check(url).isPresent(), url);
        }
    }

    @Test
    void theLocalAllowanceOpensLoopbackAndPrivateNetworksButNotLinkLocalOrMetadata() {
        assertTrue(LOCAL.check("https://loop.example.com/hook").isEmpty());
        assertTrue(LOCAL.check("https://internal.example.com/hook").isEmpty());
        assertTrue(LOCAL.check("https://v6private.example.com/hook").isEmpty());
        assertTrue(LOCAL.check("https://metadata.example.com/hook").isPresent());
        assertTrue(LOCAL.check("https://169.254.169.254/latest").isPresent());
        assertTrue(LOCAL.check("https://0.0.0.0/hook").isPresent());
        assertTrue(LOCAL.check("https://localhost.invalid/hook").isPresent(), "a host that does not resolve");
    }

    @Test
    void onlyTargetsResolvingToPublicAddressesCountAsPublic() {
        assertTrue(PRODUCTION.isPublicTarget("https://hooks.example.com/ccpay"));
        assertFalse(LOCAL.isPublicTarget("https://loop.example.com/hook"), "allowed, but not public");
        assertFalse(LOCAL.isPublicTarget("http://127.0.0.1:8080/hook"));
        assertFalse(LOCAL.isPublicTarget("https://internal.example.com/hook"));
        assertFalse(PRODUCTION.isPublicTarget("https://localhost.invalid/hook"));
        assertFalse(PRODUCTION.isPublicTarget("ftp://hooks.example.com/x"));
    }

    @Test
    void publicAddressClassification() throws Exception {
        assertTrue(EndpointPolicy.isPublic(InetAddress.getByName("8.8.8.8")));
        assertTrue(EndpointPolicy.isPublic(InetAddress.getByName("2606:4700::1111")));
        assertFalse(EndpointPolicy.isPublic(InetAddress.getByName("192.168.0.1")));
        assertFalse(EndpointPolicy.isPublic(InetAddress.getByName("fe80::1")));
        assertFalse(EndpointPolicy.isPublic(InetAddress.getByName("224.0.0.1")));
        assertFalse(EndpointPolicy.isPublic(InetAddress.getByName("255.255.255.255")));
    }

    @Test
    void judgeResolvesOnceAndSaysWhetherTheTargetIsPublicOrDoesNotResolve() {
        EndpointPolicy.Target pub = LOCAL.judge("https://hooks.example.com/x");
        assertFalse(pub.refused());
        assertTrue(pub.publicTarget());
        EndpointPolicy.Target loop = LOCAL.judge("http://127.0.0.1:9000/x");
        assertFalse(loop.refused(), "allowed locally");
        assertFalse(loop.publicTarget(), "but not public");
        EndpointPolicy.Target nowhere = PRODUCTION.judge("https://nowhere.example.com/x");
        assertTrue(nowhere.refused());
        assertTrue(nowhere.unresolved());
        EndpointPolicy.Target metadata = LOCAL.judge("https://metadata.example.com/x");
        assertTrue(metadata.refused());
        assertFalse(metadata.unresolved());
        assertFalse(PRODUCTION.judge("http://hooks.example.com/x").unresolved(), "a syntax problem is not a resolution problem");
    }
}
