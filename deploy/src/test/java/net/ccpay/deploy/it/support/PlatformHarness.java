package net.ccpay.deploy.it.support;

import net.ccpay.deploy.Platform;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Starts the platform once per test JVM, exactly as {@code deploy/bin/platform up} does
 * (same {@link Platform} class): a real MariaDB, a real Artemis broker, one real Liberty server
 * with the five WARs. The broker runs inside this JVM so tests can take it down and bring it back.
 *
 * <p>Database: an embedded MariaDB on a free port, unless {@code PLATFORM_TEST_DB_HOST} names an
 * external one (its {@code ccpay_it_*} databases are then dropped and recreated).
 */
public final class PlatformHarness {

    private static Platform platform;
    private static SpanCollector spans;
    private static int httpPort;
    private static Platform.AdminCenter adminCenter;

    private PlatformHarness() {}

    public static synchronized Platform platform() {
        if (platform == null) {
            try {
                platform = start();
            } catch (Exception e) {
                throw new IllegalStateException("Could not start the platform for the integration tests: " + e.getMessage(), e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(platform::stop, "platform-it-shutdown"));
        }
        return platform;
    }

    /** Stops the platform if this JVM started it (idempotent). */
    public static synchronized void stopIfStarted() {
        if (platform != null) {
            platform.stop();
        }
    }

    /**
     * A test JVM killed before it could stop its database leaves a mariadbd running from this
     * build's folder; end such leftovers before starting again.
     */
    private static void endLeftoversOf(Path work) {
        String binaries = work.resolve("mariadb-base").toString();
        ProcessHandle.allProcesses()
                .filter(p -> p.info().command().map(c -> c.startsWith(binaries)).orElse(false))
                .forEach(p -> {
                    System.out.println("[it] ending a leftover MariaDB from an earlier run (pid " + p.pid() + ")");
                    p.destroy();
                    p.onExit().orTimeout(20, java.util.concurrent.TimeUnit.SECONDS).exceptionally(t -> null).join();
                });
    }

    public static String baseUrl() {
        platform();
        return "http://127.0.0.1:" + httpPort + "/grid/2025-10-13";
    }

    public static String serverUrl() {
        platform();
        return "http://127.0.0.1:" + httpPort;
    }

    /** Where /health answers: the management port, not the API port. */
    public static String healthUrl() {
        return platform().healthUrl();
    }

    /** Where the server's OpenTelemetry spans arrive (tracing is on in the test server, exported to Zipkin's JSON). */
    public static SpanCollector spans() {
        platform();
        return spans;
    }

    /** Admin Center of the all-in-one server, on as {@code platform up} has it (generated password). */
    public static Platform.AdminCenter adminCenter() {
        platform();
        return adminCenter;
    }

    /**
     * Stops the platform's Liberty server (database and broker stay up) and starts it again, waiting
     * until /health/ready answers 200: what a deploy or a crash-and-restart looks like to the services.
     */
    public static synchronized void restartServer() throws Exception {
        Platform p = platform();
        p.server().stop(java.time.Duration.ofSeconds(60));
        p.server().start();
        p.server().awaitReady(java.net.URI.create(healthUrl() + "/health/ready"), Servers.READY_WAIT,
                line -> System.out.println("[it] " + line));
    }

    private static Platform start() throws Exception {
        net.ccpay.deploy.Logs.configure();
        Path work = Path.of(System.getProperty("platform.work.dir", "target/it")).toAbsolutePath();
        Path wlp = Path.of(System.getProperty("platform.wlp.dir", "target/liberty/wlp")).toAbsolutePath();
        endLeftoversOf(work);
        Platform.deleteTree(work.resolve("data"));
        Platform.deleteTree(work.resolve("wlp-output"));
        Files.createDirectories(work);
        String extHost = System.getenv("PLATFORM_TEST_DB_HOST");
        boolean embeddedDb = extHost == null || extHost.isBlank();
        int dbPort = embeddedDb ? freePort() : Integer.parseInt(System.getenv().getOrDefault("PLATFORM_TEST_DB_PORT", "3306"));
        String dbUser = embeddedDb ? "root" : System.getenv().getOrDefault("PLATFORM_TEST_DB_USER", "root");
        String dbPassword = embeddedDb ? "" : System.getenv().getOrDefault("PLATFORM_TEST_DB_PASSWORD", "");
        String prefix = "ccpay_it_";
        if (!embeddedDb) {
            Platform.dropDatabases(extHost, dbPort, dbUser, dbPassword, prefix);
        }
        httpPort = freePort();
        if (spans == null) {
            spans = new SpanCollector();
        }
        // Admin Center on, as `platform up` has it: on loopback, a password generated for this run
        adminCenter = new Platform.AdminCenter("127.0.0.1", freePort(), "admin", Platform.randomSecret(), Platform.randomSecret(),
                work.resolve("data/admin/key.p12"));
        Platform.Options o = new Platform.Options(wlp, work.resolve("data"), true, httpPort, freePort(), adminCenter,
                embeddedDb ? "127.0.0.1" : extHost, dbPort, dbUser, dbPassword, prefix, embeddedDb,
                null, freePort(), true,
                Map.ofEntries(Map.entry("WLP_OUTPUT_DIR", work.resolve("wlp-output").toString()),
                        Map.entry("PLATFORM_OUTBOX_POLL_MILLIS", "250"),
                        // event housekeeping every 2 s instead of 10 min, so EventFlowIT sees old rows go
                        Map.entry("PLATFORM_EVENTS_HOUSEKEEPING_MILLIS", "2000"),
                        // and the other housekeeping (idempotency keys, webhooks, wallet challenges) too: RetentionIT
                        Map.entry("PLATFORM_HOUSEKEEPING_MILLIS", "2000"),
                        // the onboarding counts recounted every 3 s instead of every hour (OverviewIT)
                        Map.entry("PLATFORM_ONBOARDING_RECONCILE_MILLIS", "3000"),
                        // the overviews' hourly tables recounted every 2 s instead of every minute (OverviewIT)
                        Map.entry("PLATFORM_PAYMENTS_ROLLUP_MILLIS", "2000"),
                        Map.entry("PLATFORM_WEBHOOK_ROLLUP_MILLIS", "2000"),
                        // the ledger totals gauge read every 2 s instead of every minute (ObservabilityIT)
                        Map.entry("PLATFORM_LEDGER_TOTALS_REFRESH_SECONDS", "2"),
                        // sandbox: the tests reach time-to-live deadlines (quotes, device codes, invitations) at their
                        // default lengths by moving the services' sandbox clocks forward (SandboxClock), not by waiting
                        Map.entry("PLATFORM_MODE", "sandbox"),
                        // one trace.log line per request of the gateway and of the service it reached: AccessLog
                        Map.entry("PLATFORM_TRACE_SPECIFICATION", "*=info:net.ccpay.access=fine"),
                        // the tests' webhook receivers listen on 127.0.0.1, as a developer's would
                        Map.entry("PLATFORM_WEBHOOK_ALLOW_LOOPBACK", "true"),
                        // a request waiting on a busy Idempotency-Key answers "in progress" after 2 s (IdempotencyIT)
                        Map.entry("PLATFORM_IDEMPOTENCY_LOCK_WAIT_SECONDS", "2"),
                        // webhook retries in seconds rather than minutes (WebhookDeliveryIT)
                        Map.entry("PLATFORM_WEBHOOK_RETRY_INITIAL_SECONDS", "2"),
                        Map.entry("PLATFORM_WEBHOOK_RETRY_MAX_INTERVAL_SECONDS", "8"),
                        Map.entry("PLATFORM_WEBHOOK_POLL_MILLIS", "250"),
                        // sandbox payment delays at 2 %: the 6-minute quote completes in 7.2 s, the 30-second transfer in 0.6 s (PaymentsIT)
                        Map.entry("PLATFORM_SANDBOX_DELAY_SCALE", "0.02"),
                        Map.entry("PLATFORM_SANDBOX_TIMER_POLL_MILLIS", "100"),
                        // wallet credentials: WalletOtpIT challenges its one credential 6 times within seconds and
                        // a concurrent passkey verify tries 10 at once; the rate-limit test goes past 20
                        Map.entry("PLATFORM_WALLET_CHALLENGE_LIMIT_PER_MINUTE", "20"),
                        Map.entry("PLATFORM_WALLET_VERIFY_LIMIT_PER_MINUTE", "20"),
                        // OpenTelemetry tracing on, as an operator switches it on, to a Zipkin collector in this JVM
                        // (ObservabilityIT follows one trace through every hop); spans leave in batches every 200 ms
                        Map.entry("OTEL_SDK_DISABLED", "false"),
                        Map.entry("OTEL_SERVICE_NAME", "ccpay-it"),
                        Map.entry("OTEL_TRACES_EXPORTER", "zipkin"),
                        Map.entry("OTEL_EXPORTER_ZIPKIN_ENDPOINT", spans.endpoint()),
                        Map.entry("OTEL_BSP_SCHEDULE_DELAY", "200"),
                        Map.entry("OTEL_METRICS_EXPORTER", "none"),
                        Map.entry("OTEL_LOGS_EXPORTER", "none")),
                work.resolve("liberty-console.log"),
                // binaries survive between runs (only the data starts empty)
                work.resolve("mariadb-base"));
        Platform p = new Platform(o, line -> System.out.println("[it] " + line));
        try {
            p.start();
        } catch (Exception | Error e) {
            // Stop what did start (database, broker, a half-started server): no process is left behind.
            p.stop();
            throw e;
        }
        return p;
    }

    /** Ports handed out in this JVM: each server takes three, and a port is free again once its probe socket is closed. */
    private static final java.util.Set<Integer> HANDED_OUT = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * Where ports are handed out from: below Linux's ephemeral range (32768-60999 by default), from which the
     * system picks the local port of every outgoing connection. A port of that range that is free now can be
     * taken by a connection a starting server opens before another server binds it ("Address already in use");
     * one below it can be taken only by an explicit bind.
     */
    private static final int FIRST_PORT = 20_000;
    private static final int PORTS = 12_000;

    /** A port nothing listens on now, below the ephemeral range, that no earlier call returned. */
    public static int freePort() throws IOException {
        java.util.concurrent.ThreadLocalRandom random = java.util.concurrent.ThreadLocalRandom.current();
        for (int attempt = 0; attempt < 1_000; attempt++) {
            int port = FIRST_PORT + random.nextInt(PORTS);
            if (!HANDED_OUT.add(port)) {
                continue;
            }
            try (ServerSocket s = new ServerSocket()) {
                s.setReuseAddress(true);
                s.bind(new java.net.InetSocketAddress(port));
                return port;
            } catch (java.net.BindException taken) {
                // another process listens there; HANDED_OUT keeps it from being tried again
            }
        }
        throw new IOException("no free port between " + FIRST_PORT + " and " + (FIRST_PORT + PORTS - 1) + " after 1,000 tries");
    }
}
