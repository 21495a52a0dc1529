package net.ccpay.webhook.config.domain;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Optional;

/**
 * Which URLs the platform may POST webhooks to. Two checks, both returning a problem for a person or empty:
 * <ol>
 *   <li>{@link #checkSyntax}: an absolute https URL with a host, no credentials, no fragment; in sandbox
 *       mode also {@code http://localhost} and {@code http://127.0.0.1} (any port), for local development.</li>
 *   <li>{@link #checkAddresses} (production only): every address the host resolves to is public — not
 *       loopback, private (RFC 1918, fc00::/7), link-local (169.254/16 and fe80::/10, which holds cloud
 *       metadata services), carrier-grade NAT, unspecified or multicast. Run when the endpoint is set
 *       and again before every delivery, because DNS answers change (SSRF through rebinding).</li>
 * </ol>
 * Plain Java; the resolver is a parameter so tests need no DNS.
 */
public final class EndpointPolicy {

    public static final int MAX_LENGTH = 2048;

    @FunctionalInterface
    public interface Resolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    public static final Resolver DNS = InetAddress::getAllByName;

    private final boolean sandbox;
    private final Resolver resolver;

    public EndpointPolicy(boolean sandbox, Resolver resolver) {
        this.sandbox = sandbox;
        this.resolver = resolver;
    }

    /** Syntax, and in production the resolved addresses: what PATCH /config applies. */
    public Optional<String> check(String url) {
        Optional<String> syntax = checkSyntax(url);
        if (syntax.isPresent() || sandbox) {
            return syntax;
        }
        return checkAddresses(URI.create(url).getHost());
    }

    /** Before each delivery: production re-resolves the host. */
    public Optional<String> checkBeforeDelivery(String url) {
        return check(url);
    }

    public Optional<String> checkSyntax(String url) {
        if (url == null || url.isBlank() || url.length() > MAX_LENGTH) {
            return Optional.of("must be an HTTPS URL of at most " + MAX_LENGTH + " characters");
        }
        URI u;
        try {
            u = new URI(url);
        } catch (URISyntaxException e) {
            return Optional.of("must be an HTTPS URL such as https://example.com/webhooks");
        }
        String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
        String host = u.getHost();
        if (!u.isAbsolute() || u.isOpaque() || host == null || host.isEmpty()) {
            return Optional.of("must be an HTTPS URL such as https://example.com/webhooks");
        }
        if (u.getRawUserInfo() != null) {
            return Optional.of("must not carry credentials");
        }
        if (u.getRawFragment() != null) {
            return Optional.of("must not have a fragment");
        }
        if ("https".equals(scheme)) {
            return Optional.empty();
        }
        if ("http".equals(scheme) && sandbox && isLocalDevelopmentHost(host)) {
            return Optional.empty();
        }
        return Optional.of(sandbox
                ? "must be an HTTPS URL (sandbox also accepts http://localhost and http://127.0.0.1)"
                : "must be an HTTPS URL");
    }

    static boolean isLocalDevelopmentHost(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        return h.equals("localhost") || h.equals("127.0.0.1");
    }

    public Optional<String> checkAddresses(String host) {
        InetAddress[] all;
        try {
            all = resolver.resolve(host);
        } catch (UnknownHostException e) {
            return Optional.of("host " + host + " does not resolve");
        }
        if (all == null || all.length == 0) {
            return Optional.of("host " + host + " does not resolve");
        }
        for (InetAddress a : all) {
            if (!isPublic(a)) {
                return Optional.of("must not point to a loopback, private or link-local address");
            }
        }
        return Optional.empty();
    }

    /** True for addresses on the public internet. */
    public static boolean isPublic(InetAddress a) {
        if (a.isLoopbackAddress() || a.isSiteLocalAddress() || a.isLinkLocalAddress() || a.isAnyLocalAddress()
                || a.isMulticastAddress()) {
            return false;
        }
        byte[] b = a.getAddress();
        if (a instanceof Inet6Address) {
            if ((b[0] & 0xFE) == 0xFC) {
                return false; // fc00::/7 unique local
            }
            if (isIpv4Mapped(b)) {
                byte[] v4 = {b[12], b[13], b[14], b[15]};
                try {
                    return isPublic(InetAddress.getByAddress(v4));
                } catch (UnknownHostException e) {
                    return false;
                }
            }
            return true;
        }
        int b0 = b[0] & 0xFF;
        int b1 = b[1] & 0xFF;
        return !(b0 == 0                                  // 0.0.0.0/8 "this network"
                || (b0 == 100 && b1 >= 64 && b1 <= 127)  // 100.64.0.0/10 carrier-grade NAT
                || (b0 == 192 && b1 == 0 && (b[2] & 0xFF) == 0) // 192.0.0.0/24 IETF protocol assignments
                || b0 >= 240);                            // reserved and broadcast
    }

    private static boolean isIpv4Mapped(byte[] b) {
        for (int i = 0; i < 10; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return (b[10] & 0xFF) == 0xFF && (b[11] & 0xFF) == 0xFF;
    }
}
