package net.ccpay.common.db;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Every text column of every service's schema, as its migrations leave it (in Flyway's order), has a
 * NO PAD collation, binary unless deliberately case-insensitive ({@code *_nopad_ci}). A column under
 * a {@code *_ci} PAD SPACE collation makes 'SANDBOX', 'sandbox ' and 'sändbox' equal; MariaDB's
 * {@code utf8mb4_bin} still ignores trailing spaces. A {@code CREATE TABLE} that says only
 * {@code DEFAULT CHARSET=utf8mb4} gets a case-insensitive collation whatever the database default,
 * which is why this is checked on the files.
 */
class MigrationCollationTest {

    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    static final Pattern CREATE = Pattern.compile("^CREATE\\s+TABLE\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?`?(\\w+)`?\\s*\\((.*)\\)([^)]*)$",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    static final Pattern ALTER = Pattern.compile("^ALTER\\s+TABLE\\s+`?(\\w+)`?\\s+(.*)$", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    static final Pattern CONVERT = Pattern.compile("^CONVERT\\s+TO\\s+CHARACTER\\s+SET\\s+\\w+\\s+COLLATE\\s+(\\w+)$", Pattern.CASE_INSENSITIVE);
    static final Pattern COLUMN_CHANGE = Pattern.compile("^(?:MODIFY|ADD)(?:\\s+COLUMN)?\\s+", Pattern.CASE_INSENSITIVE);
    static final Pattern TEXT_TYPE = Pattern.compile("^(?:VAR)?CHAR\\s*\\(|^(?:TINY|MEDIUM|LONG)?TEXT\\b|^ENUM\\s*\\(|^SET\\s*\\(", Pattern.CASE_INSENSITIVE);
    static final Pattern COLLATE = Pattern.compile("\\bCOLLATE\\s*=?\\s*(\\w+)", Pattern.CASE_INSENSITIVE);
    static final Pattern CHARSET = Pattern.compile("\\bCHARACTER\\s+SET\\s+(\\w+)", Pattern.CASE_INSENSITIVE);

    @Test
    void everyTextColumnOfEveryServiceHasANoPadCollation() throws IOException {
        List<Path> services;
        try (Stream<Path> s = Files.list(ROOT)) {
            services = s.filter(p -> Files.isDirectory(p.resolve("src/main/resources/db/migration"))).sorted().toList();
        }
        assertFalse(services.isEmpty(), "no service migrations found under " + ROOT);
        List<String> problems = new ArrayList<>();
        for (Path service : services) {
            Schema schema = new Schema();
            for (Path file : migrations(service)) {
                schema.apply(Files.readString(file));
            }
            schema.badColumns().forEach(c -> problems.add(service.getFileName() + ": " + c));
        }
        assertEquals(List.of(), problems, "text columns that ignore case, accents or trailing spaces; give them "
                + "COLLATE utf8mb4_nopad_bin (or end the CREATE TABLE with DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin)");
    }

    @Test
    void theCheckTellsSafeFromUnsafeColumns() {
        Schema s = new Schema();
        s.apply("CREATE TABLE a (id VARCHAR(64) NOT NULL PRIMARY KEY, n INT, INDEX a_n (n)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n"
                + "CREATE TABLE b (id VARCHAR(64) NOT NULL, k VARBINARY(10), PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;\n"
                + "CREATE TABLE c (id VARCHAR(64) COLLATE utf8mb4_bin NOT NULL, e VARCHAR(9) COLLATE utf8mb4_unicode_nopad_ci) ENGINE=InnoDB;");
        assertEquals(List.of("a.id", "c.id"), s.badColumns());
        s.apply("ALTER TABLE a CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;\n"
                + "ALTER TABLE b ADD COLUMN t TEXT CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci, MODIFY id VARCHAR(64) NOT NULL;\n"
                + "ALTER TABLE c MODIFY id VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL;");
        assertEquals(List.of("b.t"), s.badColumns());
        s.apply("ALTER TABLE b DROP COLUMN t;");
        assertEquals(List.of(), s.badColumns());
    }

    /** What the migrations so far did to the text columns' collations. */
    static final class Schema {
        private final Map<String, Boolean> tableDefaultSafe = new HashMap<>();
        private final Map<String, Map<String, Boolean>> columnSafe = new LinkedHashMap<>();

        void apply(String sql) {
            for (String statement : statements(sql)) {
                Matcher create = CREATE.matcher(statement);
                Matcher alter = ALTER.matcher(statement);
                if (create.matches()) {
                    String table = create.group(1).toLowerCase(Locale.ROOT);
                    boolean safeDefault = safe(create.group(3));
                    tableDefaultSafe.put(table, safeDefault);
                    Map<String, Boolean> columns = new LinkedHashMap<>();
                    for (String part : split(create.group(2))) {
                        column(part, safeDefault, columns);
                    }
                    columnSafe.put(table, columns);
                } else if (alter.matches()) {
                    String table = alter.group(1).toLowerCase(Locale.ROOT);
                    Map<String, Boolean> columns = columnSafe.computeIfAbsent(table, t -> new LinkedHashMap<>());
                    for (String clause : split(alter.group(2))) {
                        Matcher convert = CONVERT.matcher(clause);
                        Matcher change = COLUMN_CHANGE.matcher(clause);
                        if (convert.matches()) {
                            boolean ok = safeCollation(convert.group(1));
                            tableDefaultSafe.put(table, ok);
                            columns.replaceAll((c, v) -> ok);
                        } else if (clause.toUpperCase(Locale.ROOT).startsWith("DROP COLUMN")) {
                            columns.remove(name(clause.substring("DROP COLUMN".length()).trim()));
                        } else if (change.find()) {
                            column(clause.substring(change.end()), tableDefaultSafe.getOrDefault(table, false), columns);
                        }
                    }
                }
            }
        }

        List<String> badColumns() {
            List<String> bad = new ArrayList<>();
            columnSafe.forEach((t, cs) -> cs.forEach((c, ok) -> {
                if (!ok) {
                    bad.add(t + "." + c);
                }
            }));
            return bad;
        }

        private static void column(String definition, boolean safeDefault, Map<String, Boolean> columns) {
            String d = definition.trim();
            String first = d.split("\\s+", 2)[0].toUpperCase(Locale.ROOT);
            if (List.of("PRIMARY", "UNIQUE", "INDEX", "KEY", "CONSTRAINT", "FOREIGN", "CHECK").contains(first)) {
                return;
            }
            String[] nameAndType = d.split("\\s+", 2);
            if (nameAndType.length < 2 || !TEXT_TYPE.matcher(nameAndType[1]).find()) {
                return;
            }
            Matcher collate = COLLATE.matcher(nameAndType[1]);
            Matcher charset = CHARSET.matcher(nameAndType[1]);
            boolean ok = collate.find() ? safeCollation(collate.group(1)) : !charset.find() && safeDefault;
            columns.put(name(nameAndType[0]), ok);
        }

        private static boolean safe(String tableOptions) {
            Matcher m = COLLATE.matcher(tableOptions);
            return m.find() && safeCollation(m.group(1));
        }

        private static boolean safeCollation(String collation) {
            String c = collation.toLowerCase(Locale.ROOT);
            return c.endsWith("_nopad_bin") || c.endsWith("_nopad_ci");
        }

        private static String name(String token) {
            return token.split("\\s+")[0].replace("`", "").toLowerCase(Locale.ROOT);
        }

        /** Statements of a migration (comments removed; no procedure bodies in these files). */
        static List<String> statements(String sql) {
            List<String> out = new ArrayList<>();
            for (String s : sql.replaceAll("(?m)--.*$", "").split(";")) {
                if (!s.isBlank()) {
                    out.add(s.trim().replaceAll("\\s+", " "));
                }
            }
            return out;
        }

        /** Splits at commas outside parentheses. */
        static List<String> split(String s) {
            List<String> parts = new ArrayList<>();
            int depth = 0;
            int start = 0;
            for (int i = 0; i < s.length(); i++) {
                char ch = s.charAt(i);
                if (ch == '(') {
                    depth++;
                } else if (ch == ')') {
                    depth--;
                } else if (ch == ',' && depth == 0) {
                    parts.add(s.substring(start, i).trim());
                    start = i + 1;
                }
            }
            parts.add(s.substring(start).trim());
            return parts;
        }
    }

    /** common's and the service's migrations, in Flyway's order (by version). */
    static List<Path> migrations(Path service) throws IOException {
        List<Path> all = new ArrayList<>();
        for (Path dir : List.of(ROOT.resolve("common/src/main/resources/db/common"), service.resolve("src/main/resources/db/migration"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.getFileName().toString().matches("V[0-9_]+__.*\\.sql")).forEach(all::add);
            }
        }
        all.sort(MigrationCollationTest::compareVersions);
        return all;
    }

    private static int compareVersions(Path a, Path b) {
        List<Integer> x = version(a);
        List<Integer> y = version(b);
        for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
            int c = Integer.compare(i < x.size() ? x.get(i) : 0, i < y.size() ? y.get(i) : 0);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static List<Integer> version(Path p) {
        String n = p.getFileName().toString();
        return Stream.of(n.substring(1, n.indexOf("__")).split("_")).map(Integer::valueOf).toList();
    }
}
