package net.ccpay.deploy;

import java.net.URI;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The whole platform on one machine: a database (embedded MariaDB unless an external one is
 * given), a broker (embedded Artemis unless an external URL is given) and one Liberty server
 * with the five WARs. Used by {@code deploy/bin/platform up} and by the end-to-end tests, so
 * the tests start exactly what a user starts.
 */
public final class Platform {

    public static final List<String> SERVICE_DATABASES = List.of("auth", "customer", "quote", "webhook");

    /**
     * Everything that can be chosen; see the README's configuration table. {@code healthPort} serves
     * /health (plain HTTP); {@code adminCenter}, when not null, turns Liberty Admin Center on.
     */
    public record Options(Path wlpDir, Path dataDir, boolean fresh, int httpPort, int healthPort, AdminCenter adminCenter,
                          String dbHost, int dbPort, String dbUser, String dbPassword, String dbPrefix, boolean embeddedDb,
                          String brokerUrl, int embeddedBrokerPort, boolean embeddedBroker,
                          Map<String, String> serverEnv, Path consoleLog, Path binariesDir) {
    }

    /**
     * Liberty Admin Center of the server: its HTTPS port and the interface it listens on, the administrator
     * and the keystore holding the port's certificate (Liberty creates a self-signed one in it if the file
     * does not exist). Nothing here has a default password: the caller brings or generates them.
     */
    public record AdminCenter(String host, int httpsPort, String user, String password, String keystorePassword, Path keystore) {

        /** https://host:port/adminCenter/, with a host a browser on this machine can use. */
        public String url() {
            String h = "*".equals(host) || "0.0.0.0".equals(host) || "::".equals(host) ? "localhost" : host;
            return "https://" + h + ":" + httpsPort + "/adminCenter/";
        }

        @Override
        public String toString() {
            return "AdminCenter[" + url() + ", user " + user + "]";
        }
    }

    private final Options o;
    private final Consumer<String> progress;
    private EmbeddedDatabase database;
    private EmbeddedBroker broker;
    private LibertyServer server;
    private String internalSecret;

    public Platform(Options options, Consumer<String> progress) {
        this.o = options;
        this.progress = progress;
    }

    public void start() throws Exception {
        long t0 = System.nanoTime();
        if (o.embeddedDb()) {
            database = new EmbeddedDatabase(o.dbPort(), o.dataDir().resolve("mariadb"), o.binariesDir(), o.fresh())
                    .withoutShutdownHook()
                    .syncEveryCommit(Boolean.parseBoolean(System.getenv().getOrDefault("PLATFORM_EMBEDDED_DB_SYNC_EVERY_COMMIT", "false")));
            database.start();
        } else {
            progress.accept("Using the MariaDB at " + o.dbHost() + ":" + o.dbPort());
        }
        createDatabases();
        if (o.embeddedBroker()) {
            if (o.fresh()) {
                deleteTree(o.dataDir().resolve("artemis"));
            }
            broker = new EmbeddedBroker("127.0.0.1", o.embeddedBrokerPort(), o.dataDir().resolve("artemis"));
            broker.start();
            progress.accept("Artemis broker listening on tcp://127.0.0.1:" + o.embeddedBrokerPort()
                    + " (journal in " + o.dataDir().resolve("artemis") + ")");
        } else {
            progress.accept("Using the broker at " + o.brokerUrl());
        }
        Map<String, String> env = new HashMap<>(o.serverEnv());
        env.put("HTTP_PORT", Integer.toString(o.httpPort()));
        env.put("PLATFORM_HTTP_PORT", Integer.toString(o.httpPort()));
        env.put("HEALTH_PORT", Integer.toString(o.healthPort()));
        if (o.adminCenter() != null) {
            AdminCenter a = o.adminCenter();
            env.put("ADMIN_HOST", a.host());
            env.put("ADMIN_HTTPS_PORT", Integer.toString(a.httpsPort()));
            env.put("ADMIN_USER", a.user());
            env.put("ADMIN_PASSWORD", a.password());
            env.put("ADMIN_KEYSTORE_PASSWORD", a.keystorePassword());
            env.put("ADMIN_KEYSTORE", a.keystore().toString());
            java.nio.file.Files.createDirectories(a.keystore().getParent());
        }
        env.put("DB_HOST", o.dbHost());
        env.put("DB_PORT", Integer.toString(o.dbPort()));
        env.put("DB_USER", o.dbUser());
        env.put("DB_PASSWORD", o.dbPassword());
        env.put("DB_PREFIX", o.dbPrefix());
        env.put("PLATFORM_BROKER_URL", brokerUrl());
        // The operator's secret when given, else a random one for this run (gateway and services share the server).
        internalSecret = env.computeIfAbsent("PLATFORM_INTERNAL_SECRET", k -> System.getenv().getOrDefault(k, randomSecret()));
        // The signing key is sealed with this key in the database kept in the data folder, so the key must outlive
        // the run (unlike the internal secret): the operator's when given, else one generated once and kept beside the data.
        // The same for the wallet keys (the enclave quorum key, the OTP target keys) auth-service seals.
        if (!env.containsKey(KEK_VARIABLE) && System.getenv(KEK_VARIABLE) == null) {
            env.put(KEK_VARIABLE, localKeyEncryptionKey(o.dataDir()));
        }
        if (!env.containsKey(WALLET_KEK_VARIABLE) && System.getenv(WALLET_KEK_VARIABLE) == null) {
            env.put(WALLET_KEK_VARIABLE, localKeyEncryptionKey(o.dataDir(), "wallet-key-encryption-key"));
        }
        // Card numbers derive from the card issuer secret, so it must outlive the run too; sandbox keeps the published
        // default (its reveal links open with it), production refuses that default: one generated once beside the data.
        if ("production".equals(env.getOrDefault("PLATFORM_MODE", System.getenv("PLATFORM_MODE")))
                && !env.containsKey(CARD_SECRET_VARIABLE) && System.getenv(CARD_SECRET_VARIABLE) == null) {
            env.put(CARD_SECRET_VARIABLE, localKeyEncryptionKey(o.dataDir(), "card-issuer-secret"));
        }
        progress.accept("Starting Open Liberty (all five services) on port " + o.httpPort() + ", health on " + o.healthPort()
                + (o.adminCenter() == null ? "" : ", Admin Center on " + o.adminCenter().httpsPort()) + " ...");
        server = new LibertyServer(o.wlpDir(), "platform", env, o.consoleLog());
        server.start();
        // PLATFORM_READY_TIMEOUT_SECONDS: a longer wait on a machine busy with other builds (default 240 s)
        long readySeconds = Long.parseLong(System.getenv().getOrDefault("PLATFORM_READY_TIMEOUT_SECONDS", "240"));
        server.awaitReady(URI.create(healthUrl() + "/health/ready"), Duration.ofSeconds(readySeconds), progress);
        progress.accept("Platform ready in " + (System.nanoTime() - t0) / 1_000_000_000 + " s");
    }

    private void createDatabases() throws SQLException {
        for (String db : SERVICE_DATABASES) {
            createDatabase(o.dbHost(), o.dbPort(), o.dbUser(), o.dbPassword(), o.dbPrefix() + db, false);
        }
    }

    /** Creates a database if it is missing ({@code fresh}: drops it first). */
    public static void createDatabase(String host, int port, String user, String password, String name, boolean fresh) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:mariadb://" + host + ":" + port + "/", user, password);
             Statement s = c.createStatement()) {
            if (fresh) {
                s.execute("DROP DATABASE IF EXISTS `" + name + "`");
            }
            s.execute("CREATE DATABASE IF NOT EXISTS `" + name + "` CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin");
        }
    }

    /** Drops the service databases (tests start from empty ones). */
    public static void dropDatabases(String host, int port, String user, String password, String prefix) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:mariadb://" + host + ":" + port + "/", user, password);
             Statement s = c.createStatement()) {
            for (String db : SERVICE_DATABASES) {
                s.execute("DROP DATABASE IF EXISTS `" + prefix + db + "`");
            }
        }
    }

    public String brokerUrl() {
        return o.embeddedBroker() ? "tcp://127.0.0.1:" + o.embeddedBrokerPort() : o.brokerUrl();
    }

    /** http://127.0.0.1:&lt;health port&gt;, where /health/ready answers (not the API port: see deploy's shared/management.xml). */
    public String healthUrl() {
        return "http://127.0.0.1:" + o.healthPort();
    }

    public String internalSecret() { return internalSecret; }
    public EmbeddedBroker broker() { return broker; }
    public LibertyServer server() { return server; }
    public Options options() { return o; }

    /** Stops what this object started, in reverse order. Safe to call twice. */
    public synchronized void stop() {
        try {
            if (server != null) {
                progress.accept("Stopping Liberty ...");
                server.stop(Duration.ofSeconds(40));
                server = null;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (broker != null) {
            progress.accept("Stopping the broker ...");
            broker.stop();
            broker = null;
        }
        if (database != null) {
            progress.accept("Stopping MariaDB ...");
            database.stop();
            database = null;
        }
        progress.accept("Stopped.");
    }

    /** Deletes a folder and everything in it, if it exists. */
    public static void deleteTree(Path dir) throws java.io.IOException {
        if (!java.nio.file.Files.exists(dir)) {
            return;
        }
        try (java.util.stream.Stream<Path> paths = java.nio.file.Files.walk(dir)) {
            for (Path p : (Iterable<Path>) paths.sorted(java.util.Comparator.reverseOrder())::iterator) {
                java.nio.file.Files.delete(p);
            }
        }
    }

    static final String KEK_VARIABLE = "PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY";
    static final String WALLET_KEK_VARIABLE = "PLATFORM_WALLET_KEY_ENCRYPTION_KEY";
    static final String CARD_SECRET_VARIABLE = "PLATFORM_CARDS_SANDBOX_SECRET";

    /** {@code <data>/webhook-key-encryption-key}: 32 random bytes in base64, readable by the owner only; created on first use. */
    static String localKeyEncryptionKey(Path dataDir) throws java.io.IOException {
        return localKeyEncryptionKey(dataDir, "webhook-key-encryption-key");
    }

    /** {@code <data>/<fileName>}: 32 random bytes in base64, readable by the owner only; created on first use. */
    static String localKeyEncryptionKey(Path dataDir, String fileName) throws java.io.IOException {
        Path file = dataDir.resolve(fileName);
        if (java.nio.file.Files.exists(file)) {
            return java.nio.file.Files.readString(file).trim();
        }
        java.nio.file.Files.createDirectories(dataDir);
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        String b64 = java.util.Base64.getEncoder().encodeToString(key);
        java.nio.file.Files.writeString(file, b64 + "\n");
        try {
            java.nio.file.Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException notPosix) {
            // Windows: the data folder's own permissions apply
        }
        return b64;
    }

    public static String randomSecret() {
        byte[] b = new byte[24];
        new SecureRandom().nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

}
