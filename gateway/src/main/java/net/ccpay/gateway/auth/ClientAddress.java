package net.ccpay.gateway.auth;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The address a request comes from, for throttling failed authentications. It is the connection's own
 * address, unless that address is one of the configured trusted proxies (a load balancer, an ingress): then
 * it is the right-most address of {@code X-Forwarded-For} that is not itself a trusted proxy. Entries left of
 * it were written by the client and prove nothing. An entry that is not an IP literal ends the walk at the
 * last trusted hop, so a malformed header cannot make every client look like one address of its choosing.
 */
public final class ClientAddress {

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*");

    /** One trusted network: an address and how many of its leading bits must match. */
    private record Network(byte[] address, int prefixBits) {
        boolean contains(byte[] a) {
            if (a.length != address.length) {
                return false;
            }
            int full = prefixBits / 8;
            for (int i = 0; i < full; i++) {
                if (a[i] != address[i]) {
                    return false;
                }
            }
            int rest = prefixBits % 8;
            if (rest == 0) {
                return true;
            }
            int mask = (0xff << (8 - rest)) & 0xff;
            return (a[full] & mask) == (address[full] & mask);
        }
    }

    private final List<Network> trusted;

    private ClientAddress(List<Network> trusted) {
        this.trusted = trusted;
    }

    /**
     * @param trustedProxies comma-separated IP addresses or CIDR networks, e.g. {@code 10.0.0.0/8, 192.0.2.7}; blank for none
     * @throws IllegalArgumentException naming an entry that is neither
     */
    public static ClientAddress trusting(String trustedProxies) {
        List<Network> networks = new ArrayList<>();
        if (trustedProxies != null) {
            for (String entry : trustedProxies.split(",")) {
                String e = entry.trim();
                if (e.isEmpty()) {
                    continue;
                }
                int slash = e.indexOf('/');
                byte[] a = literal(slash < 0 ? e : e.substring(0, slash))
                        .orElseThrow(() -> new IllegalArgumentException("not an IP address or CIDR network: '" + e + "'"));
                int bits = a.length * 8;
                if (slash >= 0) {
                    try {
                        bits = Integer.parseInt(e.substring(slash + 1));
                    } catch (NumberFormatException ex) {
                        bits = -1;
                    }
                    if (bits < 0 || bits > a.length * 8) {
                        throw new IllegalArgumentException("not a CIDR prefix length: '" + e + "'");
                    }
                }
                networks.add(new Network(a, bits));
            }
        }
        return new ClientAddress(List.copyOf(networks));
    }

    /**
     * @param remoteAddress the connection's peer address
     * @param forwardedFor every {@code X-Forwarded-For} header of the request, in order (empty when none)
     */
    public String of(String remoteAddress, List<String> forwardedFor) {
        if (trusted.isEmpty() || !isTrusted(remoteAddress)) {
            return remoteAddress;
        }
        List<String> hops = new ArrayList<>();
        for (String header : forwardedFor) {
            hops.addAll(Arrays.asList(header.split(",")));
        }
        String client = remoteAddress;
        for (int i = hops.size() - 1; i >= 0; i--) {
            String hop = hops.get(i).trim();
            if (literal(hop).isEmpty()) {
                return client;
            }
            client = hop;
            if (!isTrusted(hop)) {
                return hop;
            }
        }
        return client;
    }

    private boolean isTrusted(String address) {
        Optional<byte[]> a = literal(address);
        return a.isPresent() && trusted.stream().anyMatch(n -> n.contains(a.get()));
    }

    /** The bytes of an IPv4 or IPv6 literal; never a name lookup. */
    static Optional<byte[]> literal(String s) {
        if (s == null || s.isEmpty() || s.length() > 45) {
            return Optional.empty();
        }
        if (!IPV4.matcher(s).matches() && !IPV6.matcher(s).matches()) {
            return Optional.empty();
        }
        if (IPV4.matcher(s).matches() && Arrays.stream(s.split("\\.")).anyMatch(o -> Integer.parseInt(o) > 255)) {
            return Optional.empty();
        }
        try {
            // only literals reach here, which getByName parses without asking a resolver
            byte[] a = InetAddress.getByName(s).getAddress();
            return Optional.of(a);
        } catch (UnknownHostException | SecurityException e) {
            return Optional.empty();
        }
    }
}
