package net.ccpay.deploy.it.support;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A stand-in for a Kubernetes Service in front of two copies of a service, one of them just killed: the
 * gateway knows the service by this one URL. A request marked with the query parameter
 * {@code dead-copy=<marker>} lands on the dead copy the first time that marker is seen (its connection is
 * closed with no answer, as by a pod killed while holding the request) and on the live copy after that.
 * Every other request goes to the live copy, unchanged.
 */
public final class BalancerWithADeadCopy implements AutoCloseable {

    private static final Set<String> NOT_FORWARDED = Set.of("connection", "content-length", "expect", "host", "upgrade",
            "transfer-encoding", "keep-alive", "date");

    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "balancer");
        t.setDaemon(true);
        return t;
    });
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final String live;
    private final Set<String> dropped = ConcurrentHashMap.newKeySet();
    private final Map<String, Integer> forwarded = new ConcurrentHashMap<>();

    /** {@code live}: the live copy's scheme, host and port (the path is kept as the gateway sent it). */
    public BalancerWithADeadCopy(String live) throws IOException {
        this.live = live;
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
        server.createContext("/", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    /** The URL the gateway is given for the service: this balancer, with the service's context root. */
    public String url(String contextRoot) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + contextRoot;
    }

    /** Whether a request with this marker went to the dead copy. */
    public boolean dropped(String marker) {
        return dropped.contains(marker);
    }

    /** How many requests with this marker went to the live copy. */
    public int forwarded(String marker) {
        return forwarded.getOrDefault(marker, 0);
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String marker = marker(ex.getRequestURI().getRawQuery());
            if (marker != null && dropped.add(marker)) {
                return; // the dead copy: closed without an answer
            }
            if (marker != null) {
                forwarded.merge(marker, 1, Integer::sum);
            }
            byte[] body;
            try (InputStream in = ex.getRequestBody()) {
                body = in.readAllBytes();
            }
            HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(live + ex.getRequestURI().toString()))
                    .timeout(Duration.ofSeconds(60))
                    .method(ex.getRequestMethod(), body.length == 0 ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
            ex.getRequestHeaders().forEach((name, values) -> {
                if (!NOT_FORWARDED.contains(name.toLowerCase(java.util.Locale.ROOT))) {
                    values.forEach(v -> req.header(name, v));
                }
            });
            HttpResponse<byte[]> res;
            try {
                res = client.send(req.build(), HttpResponse.BodyHandlers.ofByteArray());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            res.headers().map().forEach((name, values) -> {
                if (!NOT_FORWARDED.contains(name.toLowerCase(java.util.Locale.ROOT)) && !name.startsWith(":")) {
                    ex.getResponseHeaders().put(name, List.copyOf(values));
                }
            });
            byte[] out = res.body();
            boolean noBody = out.length == 0 || "HEAD".equals(ex.getRequestMethod());
            ex.sendResponseHeaders(res.statusCode(), noBody ? -1 : out.length);
            if (!noBody) {
                try (OutputStream o = ex.getResponseBody()) {
                    o.write(out);
                }
            }
        }
    }

    private static String marker(String rawQuery) {
        if (rawQuery == null) {
            return null;
        }
        for (String p : rawQuery.split("&")) {
            if (p.startsWith("dead-copy=")) {
                return p.substring("dead-copy=".length());
            }
        }
        return null;
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
