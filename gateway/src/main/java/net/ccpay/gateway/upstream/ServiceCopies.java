package net.ccpay.gateway.upstream;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * The copies of one service the gateway spreads requests over ({@code PLATFORM_ROUTE_<SERVICE>_URL}
 * may list several base URLs, comma-separated). Requests go round-robin over the copies that are up;
 * a copy whose connection failed, whose server answered without its application, or whose probe did
 * not reach its application, is down until a probe finds it running again. When every copy is down they are all tried anyway (better a late answer than
 * none).
 *
 * <p>Retrying on another copy is safe only when the request cannot do anything twice: it never reached
 * the first copy (the connection was refused), or its method is idempotent, or it carries an
 * {@code Idempotency-Key} (the shared idempotency store answers a repeat with the first answer).
 *
 * <p>A service known by one URL only is usually several copies behind a load balancer (a Kubernetes
 * Service): there, a second attempt at the same URL goes out on another connection, which the balancer
 * may give to another copy. So a single URL is tried up to {@code singleUrlAttempts} times, under the
 * same rule as another copy.
 */
public final class ServiceCopies {

    /** One copy: its base URL, and until when it is considered down (0: up). */
    static final class Copy {
        final URI base;
        final AtomicLong downUntilNanos = new AtomicLong();

        Copy(URI base) {
            this.base = base;
        }
    }

    private static final long DOWN_NANOS = 30_000_000_000L;
    private static final List<String> IDEMPOTENT = List.of("GET", "HEAD", "OPTIONS", "PUT", "DELETE");

    private final List<Copy> copies;
    private final AtomicInteger next = new AtomicInteger();
    private final LongSupplier nanoTime;
    private final int singleUrlAttempts;

    public ServiceCopies(List<URI> bases, LongSupplier nanoTime) {
        this(bases, 1, nanoTime);
    }

    /** {@code singleUrlAttempts}: how many times to try a service known by one URL (at least 1). */
    public ServiceCopies(List<URI> bases, int singleUrlAttempts, LongSupplier nanoTime) {
        if (bases.isEmpty()) {
            throw new IllegalArgumentException("a service needs at least one base URL");
        }
        if (singleUrlAttempts < 1) {
            throw new IllegalArgumentException("singleUrlAttempts must be at least 1, not " + singleUrlAttempts);
        }
        this.copies = bases.stream().map(Copy::new).toList();
        this.nanoTime = nanoTime;
        this.singleUrlAttempts = singleUrlAttempts;
    }

    /** Parses {@code url1,url2,...} (each made to end with '/'). */
    public static List<URI> parse(String urls) {
        List<URI> out = new ArrayList<>();
        for (String u : urls.split(",")) {
            String t = u.trim();
            if (!t.isEmpty()) {
                out.add(URI.create(t.endsWith("/") ? t : t + "/"));
            }
        }
        return out;
    }

    public List<URI> bases() {
        return copies.stream().map(c -> c.base).toList();
    }

    public boolean several() {
        return copies.size() > 1;
    }

    /**
     * The copies in the order to try them: the next up copy first (round-robin), then the other up ones, the
     * down ones last; a single URL, {@code singleUrlAttempts} times.
     */
    public List<URI> order() {
        int n = copies.size();
        if (n == 1) {
            return java.util.Collections.nCopies(singleUrlAttempts, copies.get(0).base);
        }
        int start = Math.floorMod(next.getAndIncrement(), n);
        long now = nanoTime.getAsLong();
        List<URI> up = new ArrayList<>(n);
        List<URI> down = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Copy c = copies.get((start + i) % n);
            (isUp(c, now) ? up : down).add(c.base);
        }
        up.addAll(down);
        return up;
    }

    /** The connection to {@code base} failed, or its application did not answer. */
    public void down(URI base) {
        find(base).downUntilNanos.set(nanoTime.getAsLong() + DOWN_NANOS);
    }

    /** Its application answered a probe. */
    public void up(URI base) {
        find(base).downUntilNanos.set(0);
    }

    public boolean isUp(URI base) {
        return isUp(find(base), nanoTime.getAsLong());
    }

    /** Whether a request that may have reached a copy can be sent to another one without doing anything twice. */
    public static boolean retriable(String method, Map<String, String> headers) {
        return IDEMPOTENT.contains(method.toUpperCase(Locale.ROOT))
                || headers.keySet().stream().anyMatch(h -> "idempotency-key".equalsIgnoreCase(h));
    }

    private static boolean isUp(Copy c, long now) {
        long until = c.downUntilNanos.get();
        return until == 0 || now - until >= 0;
    }

    private Copy find(URI base) {
        for (Copy c : copies) {
            if (c.base.equals(base)) {
                return c;
            }
        }
        throw new IllegalArgumentException("not a copy: " + base);
    }
}
