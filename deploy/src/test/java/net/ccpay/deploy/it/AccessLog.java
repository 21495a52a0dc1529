package net.ccpay.deploy.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The all-in-one server's access log, where the gateway's line and the service's line of one
 * request share its correlation id: a request the gateway refused has exactly one line.
 */
final class AccessLog {

    private static final Path LOG = Path.of(System.getProperty("platform.work.dir", "target/it")).resolve("wlp-output/platform/logs/access.log");

    private AccessLog() {}

    /**
     * Asserts that none of the requests with these correlation ids reached a service. Lines are
     * written as requests complete, so once a later, forwarded request's two lines are in the log,
     * the earlier requests' lines are too: no sleeping before the negative assertion.
     */
    static void assertNotForwarded(List<String> correlationIds) throws InterruptedException {
        String marker = Api.get("/customers?limit=1").header("X-Correlation-Id");
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (lines(marker).size() < 2) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the marker request's lines never reached " + LOG);
            }
            Thread.sleep(50);
        }
        for (String corr : correlationIds) {
            List<String> l = lines(corr);
            assertEquals(1, l.size(), () -> "only the gateway's line for corr=" + corr + ": " + l);
        }
    }

    /** Asserts that the request with this correlation id reached a service (its line and the gateway's). */
    static void assertForwarded(String corr) throws InterruptedException {
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (lines(corr).size() < 2) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no service line for corr=" + corr + ": " + lines(corr));
            }
            Thread.sleep(50);
        }
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
