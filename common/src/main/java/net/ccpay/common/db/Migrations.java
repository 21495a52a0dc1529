package net.ccpay.common.db;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;

import javax.sql.DataSource;
import java.util.logging.Logger;

/**
 * Applies the service's Flyway migrations at start: the platform's shared tables
 * ({@code db/common}: outbox, processed events) and the service's own ({@code db/migration}).
 * Shared migrations use versions 1.x; a service's own start at 2. Migrations run out of order: a shared
 * migration added later (1.x) must still apply to a database whose service schema is already past it.
 */
public final class Migrations {

    private static final Logger LOG = Logger.getLogger(Migrations.class.getName());

    private Migrations() {}

    public static void migrate(DataSource ds, String service) {
        long t0 = System.nanoTime();
        MigrateResult r = Flyway.configure(Migrations.class.getClassLoader())
                .dataSource(ds)
                .locations("classpath:db/common", "classpath:db/migration")
                .outOfOrder(true)
                .load()
                .migrate();
        LOG.info(service + ": database schema at version " + r.targetSchemaVersion + " (" + r.migrationsExecuted
                + " migrations applied in " + (System.nanoTime() - t0) / 1_000_000 + " ms)");
    }
}
