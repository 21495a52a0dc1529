package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.CountShape;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.PageShape;
import net.ccpay.deploy.it.support.Payments;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static net.ccpay.deploy.it.support.Api.get;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No list, filter or lookup of the API reads a whole table that grows with customers or payments. The test calls
 * every list operation with each documented filter, a cursor page and the lookups by id, with the database's general
 * log on, so the statements checked are exactly those the services built for these requests (and what their
 * background work ran meanwhile). Each SELECT is then explained in its service's database. A statement fails the test
 * when it reads a growing table in full ({@code type ALL}), no index starts with its ORDER BY columns, and no index
 * can serve its where-clause: none is possible, or, forced to use the possible ones ({@code FORCE INDEX}), it still
 * reads every row (one side of an OR has no index, so no index merge can serve it). On a table of millions of rows
 * that is a full scan whatever the optimizer thinks of today's few rows.
 *
 * <p>A page (a statement with ORDER BY and LIMIT) of a growing table also fails the test when no index holds the
 * columns its filter pins to one value and then its order ({@link PageShape}): the database would walk an index in
 * the page's order checking each row (a status that few rows have reads most of the table), or read every match and
 * sort it. A filter of alternatives (an OR) pins nothing, so such a page is checked for its order only. The pages
 * known to stay bounded without such an index are listed, each with its reason, in
 * {@code query-plans/known-unindexed-pages.txt}.
 *
 * <p>A list's count (up to {@code Counts.LIMIT} matches, {@link CountShape}) of a growing table fails the test when no
 * one index holds every column it names and its filter does not pin the primary key's first column: the database then
 * reads each match's row besides its index entry, up to 10,001 rows per request. The counts known to stay cheap without such an index are listed, each with its reason, in
 * {@code query-plans/known-uncovered-counts.txt}.
 */
class QueryPlansIT {

    /** Tables whose size does not grow with customers or payments (configuration, keys, schema history). */
    private static final Set<String> BOUNDED = Set.of("platform_config", "platform_config_view", "signing_key", "flyway_schema_history",
            "stablecoin", "stablecoin_provider_account", "onboarding_tally");

    private static final List<String> SERVICES = List.of("quote", "customer", "webhook", "auth");

    private static final Pattern ORDER_BY = Pattern.compile("(?is)\\border\\s+by\\s+(.+?)(?:\\blimit\\b|\\bfor\\s+update\\b|$)");

    @Test
    void everyListFilterAndLookupReadsThroughAnIndex() throws Exception {
        Payments.Customer c = Payments.fundedCustomer("plans", 50_000);
        String external = Payments.externalUsdAccount(c.id(), "555000111000");
        JsonObject tx = Payments.transferOut(c.usd(), external, 1_000);
        JsonObject customer = get("/customers/" + c.id()).json();
        String platformCustomerId = customer.getString("platformCustomerId");

        List<String> requests = new ArrayList<>();
        String id = enc(c.id());
        for (String q : List.of("limit=1", "platformCustomerId=" + enc(platformCustomerId), "customerType=INDIVIDUAL",
                "createdAfter=2020-01-01T00:00:00Z", "createdBefore=2100-01-01T00:00:00Z", "updatedAfter=2020-01-01T00:00:00Z",
                "updatedBefore=2100-01-01T00:00:00Z", "currency=USD", "region=US", "isIncludingDeleted=true",
                "umaAddress=" + enc("$nobody@ccpay.example"))) {
            requests.add("/customers?" + q);
        }
        requests.add("/customers/" + id);
        for (String q : List.of("customerId=" + id, "currency=USD", "customerId=" + id + "&currency=USD", "limit=1")) {
            requests.add("/customers/internal-accounts?" + q);
        }
        requests.add("/platform/internal-accounts");
        requests.add("/platform/internal-accounts?currency=USD");
        for (String q : List.of("customerId=" + id, "currency=USD", "limit=1")) {
            requests.add("/customers/external-accounts?" + q);
        }
        requests.add("/customers/external-accounts/" + enc(external));
        requests.add("/platform/external-accounts");
        requests.add("/beneficial-owners?customerId=" + id);
        requests.add("/documents?documentHolder=" + id);
        requests.add("/verifications?customerId=" + id);
        requests.add("/verifications?customerId=" + id + "&verificationStatus=APPROVED");
        requests.add("/receiver/external-account/" + enc(external) + "?customerId=" + id);
        for (String q : List.of("customerId=" + id, "platformCustomerId=" + enc(platformCustomerId), "accountIdentifier=" + enc(c.usd()),
                "senderAccountIdentifier=" + enc(c.usd()), "receiverAccountIdentifier=" + enc(external), "status=COMPLETED",
                "type=OUTGOING", "reference=nothing-has-this", "startDate=2020-01-01T00:00:00Z", "endDate=2100-01-01T00:00:00Z",
                "sortOrder=asc", "limit=1")) {
            requests.add("/transactions?" + q);
        }
        requests.add("/transactions/" + enc(tx.getString("id")));
        requests.add("/tokens");
        requests.add("/tokens?name=nothing-has-this");
        requests.add("/tokens?createdAfter=2020-01-01T00:00:00Z");
        requests.add("/auth/delegated-keys");
        requests.add("/agents");
        requests.add("/agents?customerId=" + id);
        requests.add("/agents?isPaused=false");
        requests.add("/agents/approvals?customerId=" + id);
        requests.add("/cards?cardholderId=" + id);
        requests.add("/cards?platformCardId=nothing-has-this");
        requests.add("/cards?state=ACTIVE");
        requests.add("/stablecoins");
        requests.add("/ops/webhooks?type=OUTGOING_PAYMENT.COMPLETED");
        requests.add("/ops/webhooks?status=DELIVERED");
        requests.add("/ops/webhooks?limit=1");
        // the console's overview, at its longest period
        requests.add("/ops/overview/payments?period=30d");
        requests.add("/ops/overview/balances");
        requests.add("/ops/overview/onboarding");
        requests.add("/ops/overview/webhooks?period=30d");

        Timestamp from;
        try (Connection db = Databases.quote(); Statement s = db.createStatement()) {
            s.execute("SET GLOBAL log_output = 'TABLE'");
            s.execute("SET GLOBAL general_log = 1");
            try (ResultSet r = s.executeQuery("SELECT NOW(6)")) {
                r.next();
                from = r.getTimestamp(1);
            }
        }
        Map<String, Integer> answered = new LinkedHashMap<>();
        try {
            for (String path : requests) {
                Api.Reply r = get(path);
                answered.put(path, r.status());
                if (r.status() == 200 && r.json().containsKey("nextCursor")) {
                    String next = r.json().getString("nextCursor");
                    String sep = path.contains("?") ? "&" : "?";
                    answered.put(path + " (next page)", get(path + sep + "cursor=" + enc(next)).status());
                }
            }
        } finally {
            try (Connection db = Databases.quote(); Statement s = db.createStatement()) {
                s.execute("SET GLOBAL general_log = 0");
            }
        }
        answered.forEach((path, status) -> assertTrue(status < 500, path + " answered " + status));

        Set<String> statements = new LinkedHashSet<>();
        try (Connection db = Databases.quote();
             PreparedStatement p = db.prepareStatement("SELECT CONVERT(argument USING utf8mb4) FROM mysql.general_log"
                     + " WHERE event_time >= ? AND command_type IN ('Query', 'Execute')")) {
            p.setTimestamp(1, from);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    String sql = r.getString(1).strip();
                    String lower = sql.toLowerCase(Locale.ROOT);
                    if (lower.startsWith("select") && !lower.contains("general_log") && lower.contains(" from ")
                            && !lower.contains("information_schema") && !lower.contains("mysql.")) {
                        statements.add(sql);
                    }
                }
            }
        }
        assertTrue(statements.size() > 20, "the general log should hold the services' queries: " + statements.size());

        List<String> scans = new ArrayList<>();
        List<String> walks = new ArrayList<>();
        List<String> uncovered = new ArrayList<>();
        int explained = 0;
        int pages = 0;
        int counts = 0;
        for (String sql : statements) {
            for (String service : SERVICES) {
                try (Connection db = Databases.of(service)) {
                    List<String> found = fullScans(db, sql);
                    explained++;
                    if (!found.isEmpty()) {
                        scans.add(service + ": " + String.join(", ", found) + "\n    " + sql);
                    }
                    Optional<PageShape> page = PageShape.of(sql).filter(p -> !BOUNDED.contains(p.table()));
                    if (page.isPresent()) {
                        pages++;
                        if (!servedByAnIndex(db, page.get())) {
                            walks.add(page.get().key() + "\n    " + sql);
                        }
                    }
                    Optional<CountShape> count = CountShape.of(sql).filter(shape -> !BOUNDED.contains(shape.table()));
                    if (count.isPresent()) {
                        counts++;
                        uncoveredCount(db, count.get()).ifPresent(key -> uncovered.add(key + "\n    " + sql));
                    }
                    break;
                } catch (SQLException notThisDatabase) {
                    // a table of another service's database: explain it there
                }
            }
        }
        assertTrue(explained > 20, "statements explained: " + explained);
        Set<String> known = knownScans();
        List<String> fresh = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String scan : scans) {
            String shape = shape(scan.substring(scan.indexOf("\n    ") + 5));
            seen.add(shape);
            if (!known.contains(shape)) {
                fresh.add(scan + "\n    shape: " + shape);
            }
        }
        known.stream().filter(k -> !seen.contains(k)).forEach(k -> System.out.println("[plans] a known full scan was not seen this time: " + k));
        System.out.println("[plans] " + explained + " statements explained, " + scans.size() + " full scans, all of them known: "
                + fresh.isEmpty());
        assertTrue(fresh.isEmpty(), fresh.size() + " statements read a growing table in full:\n" + String.join("\n", fresh));

        Set<String> knownPages = known("/query-plans/known-unindexed-pages.txt");
        List<String> freshPages = walks.stream().filter(w -> !knownPages.contains(w.substring(0, w.indexOf("\n")))).distinct().toList();
        Set<String> seenPages = new LinkedHashSet<>();
        walks.forEach(w -> seenPages.add(w.substring(0, w.indexOf("\n"))));
        knownPages.stream().filter(k -> !seenPages.contains(k)).forEach(k -> System.out.println("[plans] a known page was not seen this time: " + k));
        System.out.println("[plans] " + pages + " pages, " + seenPages.size() + " kinds without an index of their filter then their order, "
                + "all of them known: " + freshPages.isEmpty());
        assertTrue(freshPages.isEmpty(), freshPages.size() + " pages of a growing table have no index that holds their filter's columns and "
                + "then their order (the database walks an index checking each row, or reads and sorts every match):\n"
                + String.join("\n", freshPages));

        Set<String> knownCounts = known("/query-plans/known-uncovered-counts.txt");
        Set<String> seenCounts = new LinkedHashSet<>();
        uncovered.forEach(u -> seenCounts.add(u.substring(0, u.indexOf("\n"))));
        List<String> freshCounts = uncovered.stream().filter(u -> !knownCounts.contains(u.substring(0, u.indexOf("\n")))).distinct().toList();
        knownCounts.stream().filter(k -> !seenCounts.contains(k)).forEach(k -> System.out.println("[plans] a known count was not seen this time: " + k));
        System.out.println("[plans] " + counts + " counts, " + seenCounts.size() + " kinds that no one index holds, all of them known: "
                + freshCounts.isEmpty());
        assertTrue(counts > 10, "the general log should hold the lists' counts: " + counts);
        assertTrue(freshCounts.isEmpty(), freshCounts.size() + " counts of a growing table name columns that no one index holds (the database "
                + "reads each match's row, up to 10,001 per request):\n" + String.join("\n", freshCounts));
    }

    /** The count's key (CountShape.key) when no one secondary index of its table holds every column it names. */
    private static Optional<String> uncoveredCount(Connection db, CountShape count) throws SQLException {
        Set<String> columns = new LinkedHashSet<>();
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SHOW COLUMNS FROM `" + count.table() + "`")) {
            while (r.next()) {
                columns.add(r.getString("Field").toLowerCase(Locale.ROOT));
            }
        }
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SHOW INDEX FROM `" + count.table() + "`")) {
            while (r.next()) {
                indexes.computeIfAbsent(r.getString("Key_name"), k -> new ArrayList<>()).add(r.getString("Column_name").toLowerCase(Locale.ROOT));
            }
        }
        List<String> primary = indexes.getOrDefault("PRIMARY", List.of());
        List<List<String>> secondary = new ArrayList<>();
        indexes.forEach((name, cols) -> {
            if (!name.equals("PRIMARY")) {
                List<String> all = new ArrayList<>(cols);
                all.addAll(primary);
                secondary.add(all);
            }
        });
        Set<String> named = count.columns(columns);
        return count.coveredBy(named, primary, secondary) ? Optional.empty() : Optional.of(CountShape.key(count.table(), named));
    }

    /** Whether an index of the page's table has the page's pinned columns, then its order, in front (PageShape). */
    private static boolean servedByAnIndex(Connection db, PageShape page) throws SQLException {
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        Set<String> unique = new LinkedHashSet<>();
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SHOW INDEX FROM `" + page.table() + "`")) {
            while (r.next()) {
                String key = r.getString("Key_name");
                indexes.computeIfAbsent(key, k -> new ArrayList<>()).add(r.getString("Column_name").toLowerCase(Locale.ROOT));
                if (r.getInt("Non_unique") == 0) {
                    unique.add(key);
                }
            }
        }
        List<String> primary = indexes.getOrDefault("PRIMARY", List.of());
        List<List<String>> all = new ArrayList<>();
        for (Map.Entry<String, List<String>> index : indexes.entrySet()) {
            List<String> cols = new ArrayList<>(index.getValue());
            // InnoDB stores the primary key's columns at the end of every secondary index
            primary.stream().filter(c -> !cols.contains(c)).forEach(cols::add);
            all.add(cols);
        }
        List<List<String>> uniques = indexes.entrySet().stream().filter(e -> unique.contains(e.getKey())).map(Map.Entry::getValue).toList();
        return page.servedBy(all, uniques);
    }

    /**
     * The full scans known today, each with its reason, in {@code query-plans/known-full-scans.txt}: a statement's
     * shape (literals replaced by {@code ?}) per line. A new full scan fails the test; fixing a known one means
     * removing its line.
     */
    private static Set<String> knownScans() throws IOException {
        return known("/query-plans/known-full-scans.txt");
    }

    /** The non-blank, non-comment lines of a resource. */
    private static Set<String> known(String resource) throws IOException {
        Set<String> known = new LinkedHashSet<>();
        try (var in = QueryPlansIT.class.getResourceAsStream(resource)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    known.add(line.strip());
                }
            }
        }
        return known;
    }

    /** A statement with its literals replaced by {@code ?} and its spaces collapsed. */
    static String shape(String sql) {
        return sql.replaceAll("'(?:[^'\\\\]|\\\\.)*'", "?").replaceAll("\\b\\d+\\b", "?").replaceAll("\\s+", " ").strip();
    }

    /** The growing tables the statement reads in full without an index for its where-clause or its order. */
    private static List<String> fullScans(Connection db, String sql) throws SQLException {
        List<String> found = new ArrayList<>();
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("EXPLAIN " + sql)) {
            while (r.next()) {
                String table = r.getString("table");
                String type = r.getString("type");
                String possible = r.getString("possible_keys");
                if (table == null || !"ALL".equals(type) || table.startsWith("<")) {
                    continue;
                }
                String real = realTable(sql, table);
                if (BOUNDED.contains(real) || orderServedByIndex(db, real, sql)
                        || (possible != null && !possible.isBlank() && servedWhenForced(db, sql, table, real, possible))) {
                    continue;
                }
                found.add(real);
            }
        }
        return found;
    }

    /**
     * Whether the statement reads the table through an index once told to ({@code FORCE INDEX} of the keys the
     * optimizer named possible). On today's few rows the optimizer often prefers reading them all although an index
     * could serve; forced, it still reads them all only when no index can serve the whole where-clause, as when one
     * side of an OR has none (no index merge is possible).
     */
    private static boolean servedWhenForced(Connection db, String sql, String alias, String table, String possible) throws SQLException {
        Matcher m = Pattern.compile("(?i)\\b(?:from|join)\\s+`?" + Pattern.quote(table) + "`?(?:\\s+(?:as\\s+)?`?" + Pattern.quote(alias)
                + "`?\\b)?").matcher(sql);
        if (!m.find()) {
            return false;
        }
        String forced = sql.substring(0, m.end()) + " FORCE INDEX (" + possible + ")" + sql.substring(m.end());
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("EXPLAIN " + forced)) {
            while (r.next()) {
                if (alias.equals(r.getString("table"))) {
                    return !"ALL".equals(r.getString("type"));
                }
            }
        }
        return false;
    }

    /** The table an alias of the statement names (EclipseLink writes {@code FROM customer t0}). */
    private static String realTable(String sql, String alias) {
        Matcher m = Pattern.compile("(?i)\\b(?:from|join)\\s+`?(\\w+)`?\\s+(?:as\\s+)?`?" + Pattern.quote(alias) + "`?\\b").matcher(sql);
        return m.find() ? m.group(1).toLowerCase(Locale.ROOT) : alias.toLowerCase(Locale.ROOT);
    }

    /** Whether an index of the table starts with the statement's ORDER BY columns (read in order, it stops at the limit). */
    private static boolean orderServedByIndex(Connection db, String table, String sql) throws SQLException {
        Matcher m = ORDER_BY.matcher(sql);
        if (!m.find()) {
            return false;
        }
        List<String> ordered = new ArrayList<>();
        for (String part : m.group(1).split(",")) {
            String col = part.strip().split("\\s+")[0];
            ordered.add(col.substring(col.lastIndexOf('.') + 1).replace("`", "").toLowerCase(Locale.ROOT));
        }
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SHOW INDEX FROM `" + table + "`")) {
            while (r.next()) {
                indexes.computeIfAbsent(r.getString("Key_name"), k -> new ArrayList<>()).add(r.getString("Column_name").toLowerCase(Locale.ROOT));
            }
        }
        return indexes.values().stream().anyMatch(cols -> cols.size() >= ordered.size() && cols.subList(0, ordered.size()).equals(ordered));
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
