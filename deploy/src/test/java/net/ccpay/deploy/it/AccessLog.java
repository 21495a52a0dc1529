package net.ccpay.deploy.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The all-in-one server's access log, where the lines of one request (the gateway's, the
 * credential check's, the owning service's) share its correlation id: a request the gateway
 * refused has no line of a service serving the operation.
 */
final class AccessLog {

    private static final Path LOG = Path.of(System.getProperty("platform.work.dir", "target/it")).resolve("wlp-output/platform/logs/access.log");
    private static final String GATEWAY = "/grid/2025-10-13/";
    private static final String CREDENTIAL_CHECK = "/auth-service/internal/tokens/verify";
    private static final String AGENT_TOKEN_CHECK = "/auth-service/internal/agents/verify";

    private AccessLog() {}

    /**
     * Asserts that none of the requests with these correlation ids reached a service. Lines are
     * written as requests complete, so once a later, forwarded request's lines are in the log,
     * the earlier requests' lines are too: no sleeping before the negative assertion.
     */
    static void assertNotForwarded(List<String> correlationIds) throws InterruptedException {
        String marker = Api.get("/customers?limit=1").header("X-Correlation-Id");
        awaitGatewayAndServiceLines(marker);
        for (String corr : correlationIds) {
            List<String> served = serviceLines(corr);
            assertEquals(List.of(), served, () -> "no service line for corr=" + corr);
        }
    }

    /** Asserts that the request with this correlation id reached the service that owns its operation. */
    static void assertForwarded(String corr) throws InterruptedException {
        awaitGatewayAndServiceLines(corr);
    }

    private static void awaitGatewayAndServiceLines(String corr) throws InterruptedException {
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (serviceLines(corr).isEmpty() || lines(corr).stream().noneMatch(l -> l.contains(GATEWAY))) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no gateway and service lines for corr=" + corr + " in " + LOG + ": " + lines(corr));
            }
            Thread.sleep(50);
        }
    }

    private static List<String> serviceLines(String corr) {
        return lines(corr).stream().filter(l -> !l.contains(GATEWAY) && !l.contains(CREDENTIAL_CHECK) && !l.contains(AGENT_TOKEN_CHECK)).toList();
    }

    private static List<String> lines(String corr) {
        if (!Files.exists(LOG)) {
            return List.of();
        }
        try (Stream<String> all = Files.lines(LOG)) {
            return all.filter(l -> l.endsWith("corr=" + corr)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
