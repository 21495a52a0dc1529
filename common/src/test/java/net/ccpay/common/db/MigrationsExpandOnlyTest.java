package net.ccpay.common.db;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A new migration only expands the schema, so that the copies still running the previous version keep working
 * while a rolling upgrade replaces them (FaultSuiteIT runs the previous version beside this one): new tables,
 * new nullable or defaulted columns, new indexes. Dropping, renaming or retyping what the previous version uses,
 * a NOT NULL column without a default, or rewriting rows are a contract step (but filling in a column the same file
 * adds, which the previous version never names: a backfill): it goes in a file of its own named
 * {@code V…__contract_…sql}, shipped in a release after the one whose code stopped using what it removes.
 * The migrations written before rolling upgrades were supported are listed, and only they are exempt.
 */
class MigrationsExpandOnlyTest {

    /** Written when every start was a full stop; they may contract (and do). */
    static final Set<String> BEFORE_ROLLING_UPGRADES = Set.of(
            "common/V1_1__explicit_timestamp_defaults.sql",
            "auth-service/V2_1__explicit_timestamp_defaults.sql", "auth-service/V11_2__credential_management.sql",
            "customer-service/V2_2__explicit_timestamp_defaults.sql", "customer-service/V5_1__exact_identifiers.sql",
            "customer-service/V7_1__kyc_link_idempotency_in_common.sql",
            "quote-service/V2_2__explicit_timestamp_defaults.sql", "quote-service/V5_1__exact_identifiers.sql",
            "quote-service/V6_1__ledger_accounts_journals.sql", "quote-service/V10_1__payments.sql",
            "quote-service/V13_6__ownership_challenges.sql",
            "webhook-service/V3_0__config_signing_delivery.sql", "webhook-service/V5_1__exact_identifiers.sql",
            "webhook-service/V9_0__signing_key_sealed.sql");

    static final Pattern ALTER = Pattern.compile("^ALTER TABLE `?\\w+`? (.*)$");
    static final Pattern DESTRUCTIVE = Pattern.compile("\\b(DROP|RENAME|MODIFY|CHANGE|TRUNCATE)\\b");
    static final Pattern ROW_REWRITE = Pattern.compile("^(UPDATE|DELETE|REPLACE)\\b");
    static final Pattern ADDED_COLUMN = Pattern.compile("\\bADD COLUMN (?:IF NOT EXISTS )?`?(\\w+)`?");
    static final Pattern UPDATE_SET = Pattern.compile("^UPDATE .*? SET (.*?)(?: WHERE .*)?$", Pattern.DOTALL);

    @Test
    void newMigrationsOnlyExpandTheSchema() throws IOException {
        List<Path> dirs = new ArrayList<>();
        dirs.add(MigrationCollationTest.ROOT.resolve("common/src/main/resources/db/common"));
        try (Stream<Path> s = Files.list(MigrationCollationTest.ROOT)) {
            s.map(p -> p.resolve("src/main/resources/db/migration")).filter(Files::isDirectory).sorted().forEach(dirs::add);
        }
        assertFalse(dirs.size() < 2, "no service migrations found under " + MigrationCollationTest.ROOT);
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Path dir : dirs) {
            String owner = MigrationCollationTest.ROOT.relativize(dir).getName(0).toString();
            try (Stream<Path> s = Files.list(dir)) {
                for (Path file : s.filter(p -> p.getFileName().toString().matches("V[0-9_]+__.*\\.sql")).sorted().toList()) {
                    String name = owner + "/" + file.getFileName();
                    if (BEFORE_ROLLING_UPGRADES.contains(name) || file.getFileName().toString().contains("__contract_")) {
                        continue;
                    }
                    checked++;
                    problems.addAll(contractions(name, Files.readString(file)));
                }
            }
        }
        assertFalse(checked == 0, "no migration checked");
        assertEquals(List.of(), problems, "migrations that contract the schema under copies of the previous version; "
                + "expand only, or move the step to a V…__contract_…sql migration of a later release");
    }

    @Test
    void theCheckTellsExpandFromContract() {
        assertEquals(List.of(), contractions("x", "CREATE TABLE t (id VARCHAR(64) NOT NULL PRIMARY KEY, n INT NOT NULL);\n"
                + "ALTER TABLE a ADD COLUMN b VARCHAR(10) NULL, ADD COLUMN c INT NOT NULL DEFAULT 0, ADD INDEX a_b (b);\n"
                + "-- DROP TABLE a; is only a comment\n"
                + "CREATE INDEX a_c ON a (c);"));
        assertEquals(4, contractions("x", "ALTER TABLE a DROP COLUMN b;\nALTER TABLE a MODIFY c BIGINT;\n"
                + "ALTER TABLE a ADD COLUMN d INT NOT NULL, ADD COLUMN e INT NULL;\nUPDATE a SET c = 1;").size());
        assertEquals(1, contractions("x", "ALTER TABLE a RENAME TO b;").size());
        assertEquals(List.of(), contractions("x", "ALTER TABLE a ADD COLUMN f INT DEFAULT 1 NOT NULL;"));
        assertEquals(List.of(), contractions("x", "ALTER TABLE a ADD COLUMN g TIMESTAMP(6) NULL;\n"
                + "UPDATE a x JOIN b y ON y.id = x.b_id SET x.g = y.at WHERE y.at IS NOT NULL;"), "a backfill of the column it adds");
        assertEquals(1, contractions("x", "ALTER TABLE a ADD COLUMN g INT NULL;\nUPDATE a SET g = 1, c = 2;").size(),
                "and of a column the previous version reads too");
        assertEquals(1, contractions("x", "ALTER TABLE a ADD COLUMN g INT NULL;\nDELETE FROM a WHERE g IS NULL;").size());
    }

    static List<String> contractions(String file, String sql) {
        List<String> found = new ArrayList<>();
        Set<String> added = new java.util.HashSet<>();
        for (String statement : MigrationCollationTest.Schema.statements(sql)) {
            java.util.regex.Matcher m = ADDED_COLUMN.matcher(statement.toUpperCase(Locale.ROOT));
            while (m.find()) {
                added.add(m.group(1));
            }
        }
        for (String statement : MigrationCollationTest.Schema.statements(sql)) {
            String u = statement.toUpperCase(Locale.ROOT);
            if (backfillsAddedColumns(u, added)) {
                continue;
            }
            java.util.regex.Matcher alter = ALTER.matcher(u);
            boolean bad = alter.matches() && MigrationCollationTest.Schema.split(alter.group(1)).stream().anyMatch(c ->
                    DESTRUCTIVE.matcher(c).find()
                            // an added column that the previous version's INSERTs, which do not name it, would fail on
                            || c.startsWith("ADD ") && c.contains(" NOT NULL") && !c.contains(" DEFAULT ") && !c.contains(" AS ("))
                    || u.startsWith("DROP ") || u.startsWith("RENAME ") || u.startsWith("TRUNCATE ") || ROW_REWRITE.matcher(u).find();
            if (bad) {
                found.add(file + ": " + (statement.length() > 120 ? statement.substring(0, 120) + "…" : statement));
            }
        }
        return found;
    }

    /** An UPDATE that sets only columns the same migration adds: the previous version never names them. */
    static boolean backfillsAddedColumns(String upper, Set<String> added) {
        java.util.regex.Matcher m = UPDATE_SET.matcher(upper.strip());
        if (added.isEmpty() || !m.matches()) {
            return false;
        }
        for (String assignment : m.group(1).split(",")) {
            String target = assignment.split("=")[0].strip().replace("`", "");
            if (!added.contains(target.substring(target.lastIndexOf('.') + 1))) {
                return false;
            }
        }
        return true;
    }
}
