package net.ccpay.deploy.it.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The per-request lines of the all-in-one server's {@code net.ccpay.access} logger, which the tests switch
 * on (PlatformHarness: {@code PLATFORM_TRACE_SPECIFICATION}) into {@code logs/trace.log}: the gateway logs
 * {@code gateway corr=<id> METHOD path -> status (service, hop)} for each request, and every service logs
 * {@code service <name> corr=<id> METHOD path -> status} for each request its application served, from its
 * own filter. A request the gateway refused has no line of a service serving the operation.
 */
public final class AccessLog {

    private static final Path LOG = Path.of(System.getProperty("platform.work.dir", "target/it")).resolve("wlp-output/platform/logs/trace.log");
    /** The credential checks the gateway asks of auth-service under the request's correlation id: not the operation. */
    private static final String CREDENTIAL_CHECK = "/auth-service/internal/tokens/verify";
    private static final String AGENT_TOKEN_CHECK = "/auth-service/internal/agents/verify";

    private AccessLog() {}

    /** A service's line: its name, the method and the raw path it served, its status. */
    public record ServiceLine(String service, String method, String path, int status) {}

    /**
     * Asserts that none of the requests with these correlation ids reached a service. A service logs its
     * line before its answer leaves it, so before the gateway answers; and lines are written in order: once a later, forwarded request's lines are in the log, the
     * earlier requests' lines are too. No sleeping before the negative assertion.
     */
    public static void assertNotForwarded(List<String> correlationIds) throws InterruptedException {
        String marker = Api.get("/customers?limit=1").header("X-Correlation-Id");
        awaitGatewayAndServiceLines(marker);
        for (String corr : correlationIds) {
            List<ServiceLine> served = serviceLines(corr);
            assertEquals(List.of(), served, () -> "no service line for corr=" + corr);
        }
    }

    /** Asserts that the request with this correlation id reached a service; returns the service's lines. */
    public static List<ServiceLine> assertForwarded(String corr) throws InterruptedException {
        return awaitGatewayAndServiceLines(corr);
    }

    /** The hop the gateway's line of this request names ("http", or "none" when nothing went out), or null without one. */
    public static String hop(String corr) {
        Pattern hop = Pattern.compile(" \\([a-z-]+, ([a-z-]+)\\) in \\d+us$");
        for (String l : lines(corr)) {
            if (l.contains("gateway corr=" + corr + " ")) {
                Matcher m = hop.matcher(l);
                return m.find() ? m.group(1) : null;
            }
        }
        return null;
    }

    private static List<ServiceLine> awaitGatewayAndServiceLines(String corr) throws InterruptedException {
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (serviceLines(corr).isEmpty() || lines(corr).stream().noneMatch(l -> l.contains("gateway corr=" + corr + " "))) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no gateway and service lines for corr=" + corr + " in " + LOG + ": " + lines(corr));
            }
            Thread.sleep(50);
        }
        return serviceLines(corr);
    }

    private static List<ServiceLine> serviceLines(String corr) {
        Pattern service = Pattern.compile("service (\\S+) corr=" + Pattern.quote(corr) + " (\\S+) (\\S+) -> (\\d+) ");
        return lines(corr).stream().map(service::matcher).filter(Matcher::find)
                .map(m -> new ServiceLine(m.group(1), m.group(2), m.group(3), Integer.parseInt(m.group(4))))
                .filter(s -> !s.path().startsWith(CREDENTIAL_CHECK) && !s.path().startsWith(AGENT_TOKEN_CHECK))
                .toList();
    }

    private static List<String> lines(String corr) {
        if (!Files.exists(LOG)) {
            return List.of();
        }
        String key = "corr=" + corr + " ";
        // decoded leniently (InputStreamReader replaces): the last line may be cut in a character while it is written
        try (java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(Files.newInputStream(LOG),
                java.nio.charset.StandardCharsets.UTF_8))) {
            return in.lines().filter(l -> l.contains(key)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
