package net.ccpay.gateway.routing;

import net.ccpay.common.internal.Permission;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The operations the gateway knows (routes.tsv: the public contract plus our own). A path matches
 * a template segment by segment; where several templates match (e.g. {@code /customers/internal-accounts}
 * and {@code /customers/{customerId}}) the one with more literal segments wins, leftmost first.
 * Methods compare case-sensitively (RFC 9110 section 9.1): {@code get} is not {@code GET}.
 */
public final class RouteTable {

    /** The route for a request, or why there is none. */
    public record Match(Route route, Set<String> allowedMethods) {
        public boolean pathKnown() { return !allowedMethods.isEmpty(); }
    }

    private final List<Route> routes;
    private final List<String[]> segments = new ArrayList<>();

    public RouteTable(List<Route> routes) {
        this.routes = List.copyOf(routes);
        for (Route r : this.routes) {
            segments.add(r.segments());
        }
    }

    public static RouteTable load(InputStream tsv) throws IOException {
        List<Route> routes = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(tsv, StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                if (f.length != 6) {
                    throw new IOException("routes.tsv: expected 6 columns in '" + line + "'");
                }
                routes.add(new Route(f[0], f[1], f[2], f[3], Route.Auth.valueOf(f[4].toUpperCase(java.util.Locale.ROOT)),
                        "-".equals(f[5]) ? null : Permission.valueOf(f[5])));
            }
        }
        return new RouteTable(routes);
    }

    public List<Route> routes() { return routes; }

    public Match match(String method, String path) {
        String[] req = split(path);
        Route best = null;
        long bestScore = -1;
        Set<String> allowed = new TreeSet<>();
        long bestPathScore = -1;
        for (int i = 0; i < routes.size(); i++) {
            long score = score(segments.get(i), req);
            if (score < 0) {
                continue;
            }
            if (score > bestPathScore) {
                bestPathScore = score;
                allowed.clear();
            }
            if (score == bestPathScore) {
                allowed.add(routes.get(i).method());
            }
            if (routes.get(i).method().equals(method) && score > bestScore) {
                best = routes.get(i);
                bestScore = score;
            }
        }
        // A method-matching route that is less specific than the best path match does not count:
        // DELETE /customers/internal-accounts must be 405, not DELETE /customers/{customerId}.
        if (best != null && bestScore < bestPathScore) {
            best = null;
        }
        return new Match(best, allowed);
    }

    /** Literal matches weigh more the further left they are; -1 when the path does not fit. */
    private static long score(String[] template, String[] req) {
        if (template.length != req.length) {
            return -1;
        }
        long score = 0;
        for (int i = 0; i < template.length; i++) {
            String t = template[i];
            if (t.startsWith("{")) {
                if (req[i].isEmpty()) {
                    return -1;
                }
            } else if (t.equals(req[i])) {
                score |= 1L << (40 - i);
            } else {
                return -1;
            }
        }
        return score;
    }

    static String[] split(String path) {
        String p = path.startsWith("/") ? path.substring(1) : path;
        if (p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        return p.isEmpty() ? new String[0] : p.split("/", -1);
    }
}
