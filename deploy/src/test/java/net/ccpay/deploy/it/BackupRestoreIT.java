package net.ccpay.deploy.it;

import net.ccpay.deploy.Platform;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A backup taken while payments run restores into fresh databases and passes the restore's checks (deploy/bin/backup
 * and deploy/bin/restore, run as an operator runs them); a restored ledger that no longer sums to zero fails them.
 */
@Tag("full")
class BackupRestoreIT {

    private static final String RESTORED_PREFIX = "ccpay_restored_";

    @Test
    void aBackupTakenUnderLoadRestoresAndPassesItsChecks() throws Exception {
        Payments.Customer payer = Payments.fundedCustomer("backup", 10_000_000);
        String external = Payments.externalUsdAccount(payer.id(), "555000222000");
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicInteger payments = new AtomicInteger();
        ExecutorService load = Executors.newFixedThreadPool(2);
        List<Future<?>> workers = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            workers.add(load.submit(() -> {
                while (running.get()) {
                    Payments.transferOut(payer.usd(), external, 100);
                    Payments.customer("backup-load"); // a customer, its accounts, their events
                    payments.incrementAndGet();
                }
                return null;
            }));
        }
        Path work = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "backup");
        Path file = work.resolve("platform.sql.gz");
        try {
            Thread.sleep(3_000); // the load is under way when the snapshot is taken
            Result backup = run(List.of("deploy/bin/backup", file.toString()), Map.of());
            assertEquals(0, backup.exit(), backup.output());
            assertTrue(Files.size(file) > 10_000, "backup size " + Files.size(file));
        } finally {
            running.set(false);
            for (Future<?> w : workers) {
                w.get(2, TimeUnit.MINUTES);
            }
            load.shutdown();
        }
        assertTrue(payments.get() > 0, "payments ran during the backup");

        Result restore = run(List.of("deploy/bin/restore", file.toString(), "--replace"), Map.of("PLATFORM_DB_PREFIX", RESTORED_PREFIX));
        assertEquals(0, restore.exit(), restore.output());
        assertTrue(restore.output().contains("Every check passed"), restore.output());
        try (Connection restored = restored("quote"); Statement s = restored.createStatement();
             var r = s.executeQuery("SELECT COUNT(*) FROM money_transaction WHERE source_account_id = '" + payer.usd() + "'")) {
            r.next();
            assertTrue(r.getLong(1) > 0, "the restored database holds the payer's payments");
        }

        // A ledger that no longer balances is caught by the checks.
        try (Connection restored = restored("quote"); Statement s = restored.createStatement()) {
            s.executeUpdate("SET SESSION check_constraint_checks = 0");
            assertEquals(1, s.executeUpdate("UPDATE ledger_entry SET amount = amount + 1 ORDER BY journal_id LIMIT 1"));
        }
        Result broken = run(List.of("deploy/bin/restore", file.toString(), "--check-only"), Map.of("PLATFORM_DB_PREFIX", RESTORED_PREFIX));
        assertEquals(1, broken.exit(), broken.output());
        assertTrue(broken.output().contains("FAILED: the ledger sums to zero in every currency"), broken.output());
    }

    private static Connection restored(String service) throws Exception {
        Platform.Options o = PlatformHarness.platform().options();
        return DriverManager.getConnection("jdbc:mariadb://" + o.dbHost() + ":" + o.dbPort() + "/" + RESTORED_PREFIX + service,
                o.dbUser(), o.dbPassword());
    }

    record Result(int exit, String output) {}

    /** Runs a script of the repository as an operator would, against the test platform's MariaDB. */
    private static Result run(List<String> command, Map<String, String> extraEnv) throws IOException, InterruptedException {
        Platform.Options o = PlatformHarness.platform().options();
        Path repo = Path.of(System.getProperty("platform.repo.dir", "..")).toAbsolutePath();
        ProcessBuilder pb = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true);
        Map<String, String> env = pb.environment();
        Map<String, String> db = new HashMap<>(Map.of("PLATFORM_DB_HOST", o.dbHost(), "PLATFORM_DB_PORT", Integer.toString(o.dbPort()),
                "PLATFORM_DB_USER", o.dbUser(), "PLATFORM_DB_PASSWORD", o.dbPassword(), "PLATFORM_DB_PREFIX", o.dbPrefix()));
        Path bin = Path.of(System.getProperty("platform.work.dir", "target/it")).toAbsolutePath().resolve("mariadb-base/bin");
        if (Files.isDirectory(bin)) {
            db.put("MARIADB_BIN_DIR", bin.toString());
        }
        db.putAll(extraEnv);
        env.putAll(db);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError(command + " did not finish in 10 minutes:\n" + out);
        }
        return new Result(p.exitValue(), out);
    }
}
