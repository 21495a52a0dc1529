package net.ccpay.common.db;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Every table of every service compares text byte for byte: it is created with
 * {@code COLLATE=utf8mb4_nopad_bin}, or a later migration converts it. A {@code CREATE TABLE} that
 * says only {@code DEFAULT CHARSET=utf8mb4} gets a case-insensitive collation whatever the
 * database's default is, so this is checked on the migration files, in the order Flyway applies them.
 */
class MigrationCollationTest {

    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    static final Pattern CREATE = Pattern.compile("CREATE\\s+TABLE\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?`?(\\w+)`?([^;]*);",
            Pattern.CASE_INSENSITIVE);
    static final Pattern CONVERT = Pattern.compile(
            "ALTER\\s+TABLE\\s+`?(\\w+)`?\\s+CONVERT\\s+TO\\s+CHARACTER\\s+SET\\s+utf8mb4\\s+COLLATE\\s+utf8mb4_nopad_bin", Pattern.CASE_INSENSITIVE);
    static final Pattern BINARY_DEFAULT = Pattern.compile("COLLATE\\s*=?\\s*utf8mb4_nopad_bin\\s*$", Pattern.CASE_INSENSITIVE);

    @Test
    void everyTableOfEveryServiceEndsWithABinaryCollation() throws IOException {
        List<Path> services;
        try (Stream<Path> s = Files.list(ROOT)) {
            services = s.filter(p -> Files.isDirectory(p.resolve("src/main/resources/db/migration"))).sorted().toList();
        }
        assertFalse(services.isEmpty(), "no service migrations found under " + ROOT);
        List<String> problems = new ArrayList<>();
        for (Path service : services) {
            Set<String> caseInsensitive = new LinkedHashSet<>();
            for (Path file : migrations(service)) {
                String sql = Files.readString(file).replaceAll("(?m)--.*$", "");
                Matcher create = CREATE.matcher(sql);
                while (create.find()) {
                    if (!BINARY_DEFAULT.matcher(create.group(2).trim()).find()) {
                        caseInsensitive.add(create.group(1).toLowerCase(Locale.ROOT));
                    }
                }
                Matcher convert = CONVERT.matcher(sql);
                while (convert.find()) {
                    caseInsensitive.remove(convert.group(1).toLowerCase(Locale.ROOT));
                }
            }
            caseInsensitive.forEach(t -> problems.add(service.getFileName() + ": " + t));
        }
        assertEquals(List.of(), problems, "tables left with a case-insensitive default collation; "
                + "end their CREATE TABLE with DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin");
    }

    @Test
    void theCheckSeesATableCreatedWithOnlyACharset() {
        Matcher m = CREATE.matcher("CREATE TABLE t (id VARCHAR(64)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;");
        assertEquals(true, m.find());
        assertFalse(BINARY_DEFAULT.matcher(m.group(2).trim()).find());
        Matcher ok = CREATE.matcher("CREATE TABLE t (id VARCHAR(64)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_nopad_bin;");
        assertEquals(true, ok.find());
        assertEquals(true, BINARY_DEFAULT.matcher(ok.group(2).trim()).find());
    }

    /** common's and the service's migrations, in Flyway's order (by version). */
    private static List<Path> migrations(Path service) throws IOException {
        List<Path> all = new ArrayList<>();
        for (Path dir : List.of(ROOT.resolve("common/src/main/resources/db/common"), service.resolve("src/main/resources/db/migration"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.getFileName().toString().matches("V[0-9_]+__.*\\.sql")).forEach(all::add);
            }
        }
        all.sort(Comparator.comparing(MigrationCollationTest::version, MigrationCollationTest::compareVersions));
        return all;
    }

    private static int compareVersions(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            int c = Integer.compare(i < a.size() ? a.get(i) : 0, i < b.size() ? b.get(i) : 0);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static List<Integer> version(Path p) {
        String v = p.getFileName().toString().substring(1, p.getFileName().toString().indexOf("__"));
        return Stream.of(v.split("_")).map(Integer::valueOf).toList();
    }
}
