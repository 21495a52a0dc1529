package net.ccpay.webhook.config.domain;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Optional;

/**
 * Which URLs the platform may POST webhooks to: the configured endpoint and the test webhook's
 * {@code url} alike, in every mode. Two checks, both returning a problem for a person or empty:
 * <ol>
 *   <li>{@link #checkSyntax}: an absolute https URL with a host, no credentials, no fragment. Plain
 *       http only to {@code localhost}, {@code 127.0.0.1} or {@code [::1]}, and only when private
 *       targets are allowed.</li>
 *   <li>{@link #checkAddresses}: every address the host resolves to is public: not loopback, private
 *       (RFC 1918, fc00::/7), link-local (169.254/16 and fe80::/10, which holds cloud metadata
 *       services), carrier-grade NAT, unspecified or multicast. Run when the endpoint is set and again
 *       before every delivery, because DNS answers change (SSRF through rebinding).</li>
 * </ol>
 * Loopback and private targets are allowed only when the local launcher says so explicitly
 * ({@code PLATFORM_WEBHOOK_ALLOW_LOOPBACK=true}, never in production mode): a developer's receiver on
 * the same machine. Link-local, unspecified and multicast addresses stay refused even then.
 * Plain Java; the resolver is a parameter so tests need no DNS.
 */
public final class EndpointPolicy {

    public static final int MAX_LENGTH = 2048;

    @FunctionalInterface
    public interface Resolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    public static final Resolver DNS = InetAddress::getAllByName;

    private final boolean allowPrivateTargets;
    private final Resolver resolver;

    /** @param allowPrivateTargets whether loopback and private networks may be targets (local development only) */
    public EndpointPolicy(boolean allowPrivateTargets, Resolver resolver) {
        this.allowPrivateTargets = allowPrivateTargets;
        this.resolver = resolver;
    }

    /**
     * A URL judged with its host resolved once: {@code problem} says why the policy refuses it (null
     * when it may be a target), {@code unresolved} that the reason is a host that does not resolve, and
     * {@code publicTarget} that every address is public. What a receiver answered may be kept or shown
     * only for a public target: an answer from inside the network must not become a way to read it.
     */
    public record Target(String problem, boolean unresolved, boolean publicTarget) {
        public boolean refused() {
            return problem != null;
        }
    }

    /** Syntax, then the resolved addresses: what PATCH /config and the test webhook apply. */
    public Optional<String> check(String url) {
        return Optional.ofNullable(judge(url).problem());
    }

    /** Before each delivery: the host is resolved again. */
    public Optional<String> checkBeforeDelivery(String url) {
        return check(url);
    }

    /** Syntax, then the addresses the host resolves to now (one resolution). */
    public Target judge(String url) {
        Optional<String> syntax = checkSyntax(url);
        if (syntax.isPresent()) {
            return new Target(syntax.get(), false, false);
        }
        return judgeAddresses(URI.create(url).getHost());
    }

    /** True only when {@code url} passes the policy and every address its host resolves to now is public. */
    public boolean isPublicTarget(String url) {
        return judge(url).publicTarget();
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
        if ("http".equals(scheme) && allowPrivateTargets && isLocalDevelopmentHost(host)) {
            return Optional.empty();
        }
        return Optional.of(allowPrivateTargets
                ? "must be an HTTPS URL (this local platform also accepts http://localhost and http://127.0.0.1)"
                : "must be an HTTPS URL");
    }

    static boolean isLocalDevelopmentHost(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        return h.equals("localhost") || h.equals("127.0.0.1") || h.equals("[::1]");
    }

    public Optional<String> checkAddresses(String host) {
        return Optional.ofNullable(judgeAddresses(host).problem());
    }

    private Target judgeAddresses(String host) {
        InetAddress[] all = resolve(host);
        if (all == null || all.length == 0) {
            return new Target("host " + host + " does not resolve", true, false);
        }
        boolean allPublic = true;
        for (InetAddress a : all) {
            if (!isPublic(a)) {
                if (!(allowPrivateTargets && isLoopbackOrPrivate(a))) {
                    return new Target("must not point to a loopback, private or link-local address", false, false);
                }
                allPublic = false;
            }
        }
        return new Target(null, false, allPublic);
    }

    private InetAddress[] resolve(String host) {
        try {
            return resolver.resolve(host);
        } catch (UnknownHostException e) {
            return null;
        }
    }

    /** Loopback, RFC 1918 or fc00::/7: what a developer's own machine or network uses. */
    static boolean isLoopbackOrPrivate(InetAddress a) {
        if (a.isLoopbackAddress() || a.isSiteLocalAddress()) {
            return true;
        }
        byte[] b = a.getAddress();
        if (a instanceof Inet6Address) {
            if ((b[0] & 0xFE) == 0xFC) {
                return true;
            }
            if (isIpv4Mapped(b)) {
                try {
                    return isLoopbackOrPrivate(InetAddress.getByAddress(new byte[]{b[12], b[13], b[14], b[15]}));
                } catch (UnknownHostException e) {
                    return false;
                }
            }
        }
        return false;
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
