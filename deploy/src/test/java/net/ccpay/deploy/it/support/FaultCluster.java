package net.ccpay.deploy.it.support;

import net.ccpay.deploy.BrokerProcess;
import net.ccpay.deploy.EmbeddedDatabase;
import net.ccpay.deploy.LibertyServer;
import net.ccpay.deploy.Platform;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The production shape on one machine, built to be broken: a MariaDB and an Artemis broker of its own (each a
 * process the suite can SIGKILL), two copies of every service in servers of their own, and one gateway that
 * knows both copies of each. Every service knows every other one by both copies too. Sandbox mode, so the
 * load can fund accounts; everything else is configured as in production (secrets from the environment,
 * services found through route URLs).
 */
public final class FaultCluster implements AutoCloseable {

    public static final List<String> SERVICES = List.of("auth-service", "customer-service", "quote-service", "webhook-service");
    static final List<String> COPIES = List.of("a", "b");
    static final String DB_PREFIX = "ccpay_fault_";
    public static final String TOKEN_ID = "fault-suite";
    public static final String TOKEN_SECRET = "fault-suite-" + Platform.randomSecret();

    private final Path work;
    private final Path wlp;
    private final Consumer<String> log;
    private final Map<String, LibertyServer> servers = new LinkedHashMap<>();
    private final Map<String, Integer> healthPorts = new HashMap<>();
    /** When each killed server's process was gone (System.nanoTime), for the audit. */
    public final Map<String, List<Long>> killedAt = new java.util.concurrent.ConcurrentHashMap<>();
    /** Copies that run the previous version's WAR until they are killed; their restart is the upgrade. */
    private final Map<String, String> oldCopies = new java.util.concurrent.ConcurrentHashMap<>();
    private final PreviousVersion previous;
    private EmbeddedDatabase db;
    private Process broker;
    private int brokerPort;
    private int gatewayPort;

    /**
     * @param previous when not null, the "a" copy of every service starts with the previous version's WAR (and before
     *                 the "b" copies, which migrate the schema forward under it): a rolling upgrade half done. Killing an
     *                 old copy restarts it with this build's WAR, which completes the upgrade of that service.
     */
    public FaultCluster(Path work, Path wlp, PreviousVersion previous, Consumer<String> log) {
        this.work = work;
        this.wlp = wlp;
        this.previous = previous;
        this.log = log;
    }

    /** The copies still running the previous version. */
    public java.util.Set<String> oldCopies() {
        return java.util.Set.copyOf(oldCopies.keySet());
    }

    public String apiBase() {
        return "http://127.0.0.1:" + gatewayPort + "/grid/2025-10-13";
    }

    public Connection connect(String db) throws SQLException {
        return DriverManager.getConnection("jdbc:mariadb://127.0.0.1:" + this.db.port() + "/" + DB_PREFIX + db, "root", "");
    }

    public void start() throws Exception {
        long t0 = System.nanoTime();
        Platform.deleteTree(work);
        Files.createDirectories(work);
        db = new EmbeddedDatabase(PlatformHarness.freePort(), work.resolve("mariadb"),
                Path.of(System.getProperty("platform.work.dir", "target/it")).toAbsolutePath().resolve("mariadb-binaries"), true)
                .syncEveryCommit(true);
        db.start();
        for (String name : Platform.SERVICE_DATABASES) {
            Platform.createDatabase("127.0.0.1", db.port(), "root", "", DB_PREFIX + name, true);
        }
        brokerPort = PlatformHarness.freePort();
        startBroker();
        log.accept("database (port " + db.port() + ") and broker (port " + brokerPort + ") up in " + seconds(t0) + " s");

        Map<String, Integer> apiPorts = new HashMap<>();
        for (String s : SERVICES) {
            for (String c : COPIES) {
                apiPorts.put(s + "-" + c, PlatformHarness.freePort());
            }
        }
        gatewayPort = PlatformHarness.freePort();
        Map<String, String> base = new HashMap<>();
        base.put("PLATFORM_MODE", "sandbox");
        // nine servers on two cores: the suite checks what is lost or doubled, not speed
        base.put("JVM_ARGS", Servers.JVM_ARGS);
        base.put("PLATFORM_INTERNAL_SECRET", "internal-" + Platform.randomSecret());
        base.put("PLATFORM_API_TOKEN_ID", TOKEN_ID);
        base.put("PLATFORM_API_TOKEN_SECRET", TOKEN_SECRET);
        base.put("DB_HOST", "127.0.0.1");
        base.put("DB_PORT", Integer.toString(db.port()));
        base.put("DB_USER", "root");
        base.put("DB_PASSWORD", "");
        base.put("DB_PREFIX", DB_PREFIX);
        base.put("PLATFORM_BROKER_URL", "tcp://127.0.0.1:" + brokerPort);
        base.put("PLATFORM_SANDBOX_DELAY_SCALE", "0.02");
        base.put("PLATFORM_SANDBOX_TIMER_POLL_MILLIS", "100");
        base.put("PLATFORM_WEBHOOK_ALLOW_LOOPBACK", "true");
        base.put("PLATFORM_QUOTE_TTL_SECONDS", "600");
        // the receiver answers a share of deliveries with 500: retry them within seconds, not the production half minute
        base.put("PLATFORM_WEBHOOK_RETRY_INITIAL_SECONDS", "2");
        base.put("PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY", randomKey());
        base.put("PLATFORM_WALLET_KEY_ENCRYPTION_KEY", randomKey());
        base.put("ADMIN_USER", null);
        base.put("ADMIN_PASSWORD", null);
        base.put("ADMIN_KEYSTORE_PASSWORD", null);
        for (String s : SERVICES) {
            List<String> urls = new ArrayList<>();
            for (String c : COPIES) {
                urls.add("http://127.0.0.1:" + apiPorts.get(s + "-" + c) + "/" + s);
            }
            base.put("PLATFORM_ROUTE_" + s.toUpperCase().replace('-', '_') + "_URL", String.join(",", urls));
        }
        for (String s : SERVICES) {
            for (String c : COPIES) {
                add(s + "-" + c, s, apiPorts.get(s + "-" + c), base);
            }
        }
        add("gateway", "gateway", gatewayPort, base);
        // in two waves (the first copies and the gateway, then the second copies): nine servers starting at
        // once on two cores take longer than the two waves together
        for (String wave : List.of("a", "b")) {
            List<String> names = servers.keySet().stream()
                    .filter(n -> n.endsWith("-" + wave) || ("a".equals(wave) && "gateway".equals(n))).toList();
            for (String name : names) {
                servers.get(name).start();
            }
            for (String name : names) {
                awaitReady(name);
            }
            log.accept("wave " + wave + " up after " + seconds(t0) + " s: " + names);
        }
        log.accept(servers.size() + " Liberty servers up in " + seconds(t0) + " s; gateway on " + apiBase());
    }

    private void add(String name, String template, int apiPort, Map<String, String> base) throws IOException {
        Map<String, String> env = new HashMap<>(base);
        env.put("HTTP_PORT", Integer.toString(apiPort));
        int health = PlatformHarness.freePort();
        healthPorts.put(name, health);
        env.put("HEALTH_PORT", Integer.toString(health));
        env.put("ADMIN_HTTPS_PORT", Integer.toString(PlatformHarness.freePort()));
        env.put("ADMIN_HOST", "127.0.0.1");
        env.put("WLP_OUTPUT_DIR", work.resolve("output").toString());
        String dir = "fault-" + name;
        // a server directory of its own, as on a machine of its own (two servers of one directory share apps/expanded)
        Servers.copyDirectory(wlp.resolve("usr/servers/" + template), wlp.resolve("usr/servers/" + dir));
        if (previous != null && name.endsWith("-a") && previous.wars.containsKey(template)) {
            Files.copy(previous.wars.get(template), app(dir, template), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            oldCopies.put(name, template);
        }
        servers.put(name, new LibertyServer(wlp, dir, env, work.resolve("logs/" + name + ".log")));
    }

    private Path app(String serverDir, String service) {
        return wlp.resolve("usr/servers/" + serverDir + "/apps/" + service + ".war");
    }

    private void awaitReady(String name) throws IOException, InterruptedException {
        // 20 minutes: on two cores, four servers restarting at once beside five serving the load were seen to need
        // 8 minutes before Liberty even reported ready (a build sharing the cores makes it longer)
        servers.get(name).awaitReady(URI.create("http://127.0.0.1:" + healthPorts.get(name) + "/health/ready"), Duration.ofMinutes(20),
                line -> log.accept(name + line));
    }

    /** SIGKILL to these servers, then a start of the same servers, waiting until they are ready again. */
    public void killAndRestart(List<String> names, Duration down) throws Exception {
        long t0 = System.nanoTime();
        for (String name : names) {
            servers.get(name).kill();
            // when it was gone (kill() returns once the process has exited): what it sent before then may be unrecorded
            killedAt.computeIfAbsent(name, k -> new java.util.concurrent.CopyOnWriteArrayList<>()).add(System.nanoTime());
        }
        log.accept("killed " + names + " (SIGKILL)");
        Thread.sleep(down.toMillis());
        for (String name : names) {
            String template = oldCopies.remove(name);
            if (template != null) {
                // the rolling upgrade of this copy: this build's WAR in place of the previous one, nothing expanded kept
                Files.copy(app(template, template), app("fault-" + name, template), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                Platform.deleteTree(work.resolve("output").resolve("fault-" + name).resolve("apps"));
                log.accept(name + " comes back with this build's WAR (it ran the previous version)");
            }
            servers.get(name).start();
        }
        for (String name : names) {
            awaitReady(name);
        }
        log.accept(names + " back after " + seconds(t0) + " s");
    }

    public void killAndRestartBroker(Duration down) throws Exception {
        long t0 = System.nanoTime();
        List<ProcessHandle> all = new ArrayList<>(broker.descendants().toList());
        all.add(broker.toHandle());
        all.forEach(ProcessHandle::destroyForcibly);
        broker.waitFor(30, TimeUnit.SECONDS);
        log.accept("killed the broker (SIGKILL)");
        Thread.sleep(down.toMillis());
        startBroker();
        log.accept("broker back after " + seconds(t0) + " s");
    }

    public void killAndRestartDatabase(Duration down) throws Exception {
        long t0 = System.nanoTime();
        db.kill();
        log.accept("killed MariaDB (SIGKILL)");
        Thread.sleep(down.toMillis());
        db.start();
        log.accept("MariaDB back after " + seconds(t0) + " s");
    }

    private void startBroker() throws IOException, InterruptedException {
        Path javaBin = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder pb = new ProcessBuilder(javaBin.toString(), "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                BrokerProcess.class.getName(), Integer.toString(brokerPort), work.resolve("artemis").toString());
        pb.redirectErrorStream(true);
        broker = pb.start();
        Path logFile = work.resolve("logs/broker.log");
        Files.createDirectories(logFile.getParent());
        BufferedReader out = new BufferedReader(new InputStreamReader(broker.getInputStream(), StandardCharsets.UTF_8));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        String line;
        while ((line = out.readLine()) != null) {
            Files.writeString(logFile, line + "\n", StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND);
            if (line.startsWith(BrokerProcess.READY)) {
                break;
            }
            if (System.nanoTime() > deadline) {
                throw new IOException("the broker did not start within 120 s; see " + logFile);
            }
        }
        if (line == null) {
            throw new IOException("the broker exited at start; see " + logFile);
        }
        // keep draining its output so it never blocks on a full pipe
        Process p = broker;
        Thread drain = new Thread(() -> {
            try (BufferedReader r = out) {
                String l;
                while ((l = r.readLine()) != null) {
                    Files.writeString(logFile, l + "\n", StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
                }
            } catch (IOException e) {
                // the broker is gone
            }
        }, "broker-log-" + p.pid());
        drain.setDaemon(true);
        drain.start();
    }

    /**
     * The lines of the servers' message logs (rolled ones too) that contain {@code text}, per server
     * directory: the audit reads them for what the services reported but retried (a database deadlock).
     */
    public Map<String, Long> logLinesContaining(String text) throws IOException {
        Map<String, Long> found = new java.util.TreeMap<>();
        Path output = work.resolve("output");
        if (!Files.isDirectory(output)) {
            return found;
        }
        try (java.util.stream.Stream<Path> files = Files.walk(output)) {
            for (Path f : files.filter(f -> f.getFileName().toString().startsWith("messages") && f.toString().endsWith(".log")).toList()) {
                long n;
                try (java.util.stream.Stream<String> lines = Files.lines(f, StandardCharsets.UTF_8)) {
                    n = lines.filter(l -> l.contains(text)).count();
                }
                if (n > 0) {
                    found.merge(output.relativize(f).getName(0).toString(), n, Long::sum);
                }
            }
        }
        return found;
    }

    @Override
    public void close() throws Exception {
        Servers.stopTogether(servers.values(), Duration.ofSeconds(30));
        if (broker != null) {
            broker.destroy();
            if (!broker.waitFor(30, TimeUnit.SECONDS)) {
                broker.destroyForcibly();
            }
        }
        if (db != null) {
            db.stop();
        }
    }

    private static String randomKey() {
        byte[] k = new byte[32];
        new java.security.SecureRandom().nextBytes(k);
        return java.util.Base64.getEncoder().encodeToString(k);
    }

    public static long seconds(long t0) {
        return TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - t0);
    }
}
