package net.ccpay.deploy.bench;

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Loads a platform's four databases with a year of consistent data at a chosen size, for measuring how the
 * platform's answers change with the size of its tables ({@code deploy/bench/generate-data.sh} runs it; see
 * docs/benchmarks.md).
 *
 * <p>The data is the platform's own: a small template of customers, accounts, payments in every outcome, webhooks
 * and their attempts is made through the public API of a running platform ({@code seed}), which therefore writes
 * every row, every JSON body and every ledger journal itself. {@code clone} then copies that template as many
 * times as the size asks, straight into the tables with batched inserts: every identifier the template made is
 * replaced by a new one per copy (in every column and inside every JSON body, so references stay consistent
 * across the four databases), the copy marker {@value #MARKER} in the template's platform customer ids, e-mails
 * and idempotency keys becomes the copy's own, and every time is moved back by the copy's age, spread over
 * {@code GEN_DAYS} days. Rows that existed before the seed (the platform's own accounts, its configuration, its
 * tokens) are shared by all copies; the balances of its shared ledger accounts are summed again afterwards.
 * Tables with a retention (idempotency keys, outbox and inbox, webhooks and their attempts) get only the copies
 * inside their retention, as the platform's housekeeping would have left them.
 *
 * <p>Commands (configuration from the environment, see {@link Settings}): {@code snapshot} records what exists
 * before the seed, {@code seed} makes the template through the API and waits until it has settled,
 * {@code clone} makes the copies and checks the ledger, {@code check} asks a platform started on the result for
 * its ledger totals and runs one payment through it.
 */
public final class DataGenerator {

    /** Stands for the copy number in the template's own unique strings (platform ids, e-mails, idempotency keys). */
    static final String MARKER = "g0000";
    static final Pattern UUID_PATTERN = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    static final Pattern INSTANT_PATTERN = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z");
    static final List<String> SERVICES = List.of("auth", "customer", "quote", "webhook");
    /** Days of history kept by the platform's housekeeping, per table (docs/operations.md, retention). */
    static final Map<String, Integer> RETENTION_DAYS = Map.of(
            "idempotency_key", 1,
            "outbox_event", 7,
            "processed_event", 7,
            "webhook_attempt", 30,
            "webhook", 90,
            "webhook_delivery", 90,
            "agent_device_code", 30,
            "sca_login_challenge", 30,
            "ownership_challenge", 30,
            "sca_challenge", 30);

    /**
     * Tables derived from others, emptied and counted again once the copies are in rather than copied (their keys hold
     * no identifier): the statement that counts them, or "" for the hourly tables the services recount themselves
     * when they start (payment_hourly, attempt_hourly and their daily sums: the last 31 days).
     */
    static final Map<String, String> DERIVED = Map.of(
            "onboarding_tally", "INSERT INTO onboarding_tally (customer_type, status, customers) "
                    + "SELECT customer_type, COALESCE(kyc_status, kyb_status, 'UNVERIFIED'), COUNT(*) FROM customer WHERE deleted_at IS NULL "
                    + "GROUP BY customer_type, COALESCE(kyc_status, kyb_status, 'UNVERIFIED')",
            "payment_hourly", "",
            "payment_daily", "",
            "attempt_hourly", "",
            "attempt_daily", "");

    /**
     * Tables that the database's triggers fill as the rows they derive from are written (customer_facet, from each
     * customer's currencies and region): neither copied nor emptied, the copies of their source rows make them.
     */
    static final Set<String> TRIGGERED = Set.of("customer_facet");

    record Settings(String dbHost, int dbPort, String dbUser, String dbPassword, String prefix, String baseUrl,
            String auth, long customers, int days, Path work, int threads) {

        static Settings fromEnv() {
            Map<String, String> env = System.getenv();
            return new Settings(env.getOrDefault("GEN_DB_HOST", "127.0.0.1"),
                    Integer.parseInt(env.getOrDefault("GEN_DB_PORT", "3306")),
                    env.getOrDefault("GEN_DB_USER", "root"),
                    env.getOrDefault("GEN_DB_PASSWORD", ""),
                    env.getOrDefault("GEN_PREFIX", "ccpay_gen_"),
                    env.getOrDefault("GEN_BASE_URL", "http://127.0.0.1:29080/grid/2025-10-13"),
                    env.getOrDefault("GEN_AUTH", "sandbox:sandbox-secret"),
                    Long.parseLong(env.getOrDefault("GEN_CUSTOMERS", "10000")),
                    Integer.parseInt(env.getOrDefault("GEN_DAYS", "365")),
                    Path.of(env.getOrDefault("GEN_WORK", "deploy/target/data-generator")),
                    Math.max(1, Integer.parseInt(env.getOrDefault("GEN_THREADS", "2"))));
        }

        Connection connect(String service) throws SQLException {
            return connect(service, "useServerPrepStmts=false");
        }

        Connection connect(String service, String options) throws SQLException {
            return DriverManager.getConnection("jdbc:mariadb://" + dbHost + ":" + dbPort + "/" + prefix + service
                    + "?allowLocalInfile=false&" + options, dbUser, dbPassword);
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: DataGenerator snapshot|seed|clone|check (settings from GEN_* variables)");
            System.exit(2);
        }
        Settings s = Settings.fromEnv();
        Files.createDirectories(s.work());
        switch (args[0]) {
            case "drop" -> drop(s);
            case "snapshot" -> snapshot(s);
            case "seed" -> new Seed(s).run();
            case "clone" -> new Cloner(s).run();
            case "check" -> check(s);
            default -> {
                System.err.println("unknown command " + args[0]);
                System.exit(2);
            }
        }
    }

    static void say(String line) {
        System.out.println("[generate] " + line);
    }

    // ---- drop and snapshot --------------------------------------------------------------------------------

    static void drop(Settings s) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:mariadb://" + s.dbHost() + ":" + s.dbPort() + "/",
                s.dbUser(), s.dbPassword()); Statement st = c.createStatement()) {
            for (String svc : SERVICES) {
                st.execute("DROP DATABASE IF EXISTS `" + s.prefix() + svc + "`");
            }
        }
        say("dropped the databases " + s.prefix() + "{" + String.join(",", SERVICES) + "}");
    }

    /** Records the primary keys and the identifiers of every row that exists before the seed: those are shared. */
    static void snapshot(Settings s) throws SQLException, IOException {
        List<String> lines = new ArrayList<>();
        Set<String> uuids = new HashSet<>();
        for (String svc : SERVICES) {
            try (Connection c = s.connect(svc)) {
                for (Table t : Table.all(c)) {
                    for (Object[] row : t.rows(c)) {
                        lines.add("row\t" + svc + "." + t.name + "\t" + t.key(row));
                        t.collectUuids(row, uuids);
                    }
                }
            }
        }
        uuids.forEach(u -> lines.add("uuid\t" + u));
        Files.write(s.work().resolve("snapshot.tsv"), lines, StandardCharsets.UTF_8);
        say("snapshot of " + lines.size() + " rows and identifiers that exist before the seed");
    }

    // ---- tables ------------------------------------------------------------------------------------------

    /** A table's insertable columns (no generated or auto-increment column) and its primary key. */
    static final class Table {
        final String name;
        final List<String> columns = new ArrayList<>();
        final List<String> types = new ArrayList<>();
        final List<Integer> key = new ArrayList<>();

        Table(String name) {
            this.name = name;
        }

        static List<Table> all(Connection c) throws SQLException {
            Map<String, Table> tables = new LinkedHashMap<>();
            try (PreparedStatement st = c.prepareStatement("SELECT c.table_name, c.column_name, c.data_type, c.column_key, c.extra "
                    + "FROM information_schema.columns c JOIN information_schema.tables t "
                    + "ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE' "
                    + "WHERE c.table_schema = DATABASE() AND c.table_name <> 'flyway_schema_history' "
                    + "ORDER BY c.table_name, c.ordinal_position")) {
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        String extra = rs.getString(5).toLowerCase(Locale.ROOT);
                        if (extra.contains("generated") || extra.contains("auto_increment")) {
                            continue;
                        }
                        Table t = tables.computeIfAbsent(rs.getString(1), Table::new);
                        if ("PRI".equals(rs.getString(4))) {
                            t.key.add(t.columns.size());
                        }
                        t.columns.add(rs.getString(2));
                        t.types.add(rs.getString(3).toLowerCase(Locale.ROOT));
                    }
                }
            }
            return new ArrayList<>(tables.values());
        }

        boolean isTime(int i) {
            return types.get(i).equals("timestamp") || types.get(i).equals("datetime");
        }

        boolean isText(int i) {
            String t = types.get(i);
            return t.contains("char") || t.contains("text");
        }

        boolean isBinary(int i) {
            String t = types.get(i);
            return t.contains("blob") || t.equals("varbinary");
        }

        List<Object[]> rows(Connection c) throws SQLException {
            List<Object[]> rows = new ArrayList<>();
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT " + quoted() + " FROM `" + name + "`")) {
                while (rs.next()) {
                    Object[] row = new Object[columns.size()];
                    for (int i = 0; i < row.length; i++) {
                        row[i] = isTime(i) ? rs.getTimestamp(i + 1) : rs.getObject(i + 1);
                    }
                    rows.add(row);
                }
            }
            return rows;
        }

        String quoted() {
            return String.join(", ", columns.stream().map(col -> "`" + col + "`").toList());
        }

        /** The row's primary key as text (its binary parts in base64), or the whole row when the table has none. */
        String key(Object[] row) {
            List<Integer> parts = key.isEmpty() ? java.util.stream.IntStream.range(0, row.length).boxed().toList() : key;
            StringBuilder b = new StringBuilder();
            for (int i : parts) {
                Object v = row[i];
                b.append(v instanceof byte[] bytes ? Base64.getEncoder().encodeToString(bytes) : String.valueOf(v)).append('\u0001');
            }
            return b.toString().replace('\t', ' ').replace('\n', ' ');
        }

        void collectUuids(Object[] row, Set<String> into) {
            for (int i = 0; i < row.length; i++) {
                String text = text(i, row[i]);
                if (text != null) {
                    Matcher m = UUID_PATTERN.matcher(text);
                    while (m.find()) {
                        into.add(m.group());
                    }
                }
            }
        }

        String text(int i, Object v) {
            if (v == null) {
                return null;
            }
            if (isText(i)) {
                return v.toString();
            }
            if (isBinary(i) && v instanceof byte[] b) {
                return new String(b, StandardCharsets.UTF_8);
            }
            return null;
        }
    }

    // ---- clone -------------------------------------------------------------------------------------------

    static final class Cloner {
        final Settings s;
        final Set<String> sharedRows = new HashSet<>();
        final Set<String> sharedUuids = new HashSet<>();
        final Map<String, Long> sharedDeltas = new java.util.concurrent.ConcurrentHashMap<>();

        Cloner(Settings s) {
            this.s = s;
        }

        void run() throws Exception {
            for (String line : Files.readAllLines(s.work().resolve("snapshot.tsv"), StandardCharsets.UTF_8)) {
                String[] p = line.split("\t", 3);
                if (p[0].equals("row")) {
                    sharedRows.add(p[1] + "\t" + p[2]);
                } else {
                    sharedUuids.add(p[1]);
                }
            }
            long templateCustomers;
            try (Connection c = s.connect("customer"); Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM customer WHERE platform_customer_id LIKE '%" + MARKER + "%'")) {
                rs.next();
                templateCustomers = rs.getLong(1);
            }
            if (templateCustomers == 0) {
                throw new IllegalStateException("no template customers in " + s.prefix() + "customer: run the seed first");
            }
            int copies = (int) Math.max(1, (s.customers() + templateCustomers - 1) / templateCustomers);
            if (copies > 36 * 36 * 36 * 36) {
                throw new IllegalArgumentException("at most " + 36 * 36 * 36 * 36 + " copies of the template");
            }
            // the age of each copy: copy 0 (the template) is the newest; the others are spread evenly back over the days
            long[] ageSeconds = new long[copies];
            Random r = new Random(42);
            for (int k = 1; k < copies; k++) {
                ageSeconds[k] = (long) ((double) k / copies * s.days() * 86_400L) + r.nextInt(3600);
            }
            say(copies + " copies of a template of " + templateCustomers + " customers, over " + s.days() + " days");
            long t0 = System.nanoTime();
            long total = 0;
            // the tables are copied GEN_THREADS (2) at a time, each on its connection, the largest template first; the
            // derived tables are counted again once every copy is in
            record Job(String svc, Table table, long templateRows) {}
            List<Job> jobs = new ArrayList<>();
            for (String svc : SERVICES) {
                try (Connection c = s.connect(svc)) {
                    for (Table t : Table.all(c)) {
                        if (TRIGGERED.contains(t.name)) {
                            say(String.format("%-8s %-28s written by the database's triggers with the copies", svc, t.name));
                        } else if (!DERIVED.containsKey(t.name)) {
                            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM `" + t.name + "`")) {
                                rs.next();
                                jobs.add(new Job(svc, t, rs.getLong(1)));
                            }
                        }
                    }
                }
            }
            jobs.sort(java.util.Comparator.comparingLong(Job::templateRows).reversed());
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(s.threads());
            try {
                List<java.util.concurrent.Future<Long>> done = new ArrayList<>();
                for (Job job : jobs) {
                    done.add(pool.submit(() -> {
                        try (Connection c = copyConnection(job.svc())) {
                            return cloneTable(c, job.svc(), job.table(), copies, ageSeconds, t0);
                        }
                    }));
                }
                for (java.util.concurrent.Future<Long> f : done) {
                    try {
                        total += f.get();
                    } catch (java.util.concurrent.ExecutionException e) {
                        throw e.getCause() instanceof Exception x ? x : new IllegalStateException(e.getCause());
                    }
                }
            } finally {
                pool.shutdownNow();
            }
            for (String svc : SERVICES) {
                try (Connection c = copyConnection(svc)) {
                    for (Table t : Table.all(c)) {
                        String count = DERIVED.get(t.name);
                        if (count == null) {
                            continue;
                        }
                        try (Statement st = c.createStatement()) {
                            st.executeUpdate("DELETE FROM `" + t.name + "`");
                            int n = count.isEmpty() ? 0 : st.executeUpdate(count);
                            c.commit();
                            say(String.format("%-8s %-28s %,12d rows %s  %5d s", svc, t.name, n,
                                    count.isEmpty() ? "(recounted by the service at its start)" : "counted again from the copies", seconds(t0)));
                        }
                    }
                }
            }
            say(String.format("%,d rows written in %d s", total, seconds(t0)));
            bookSharedBalances();
            verifyLedger();
        }

        /**
         * A connection that copies: copies go in table by table, so a reference may come before its row (uniqueness stays
         * checked); a commit per 20 batches, not per batch, since a commit waits for the disk.
         */
        private Connection copyConnection(String svc) throws SQLException {
            Connection c = s.connect(svc, "useServerPrepStmts=true&useBulkStmtsForInserts=true");
            try (Statement st = c.createStatement()) {
                st.execute("SET SESSION foreign_key_checks = 0");
            }
            c.setAutoCommit(false);
            return c;
        }

        private long cloneTable(Connection c, String svc, Table t, int copies, long[] ageSeconds, long t0) throws SQLException {
            List<Object[]> template = new ArrayList<>();
            for (Object[] row : t.rows(c)) {
                if (!sharedRows.contains(svc + "." + t.name + "\t" + t.key(row))) {
                    template.add(row);
                }
            }
            if (template.isEmpty()) {
                return 0;
            }
            // the template's own rows go in again as copy 0, after the older copies, so row order follows time
            // a table whose key is generated (ledger entries) is matched on all its other columns
            List<Integer> match = t.key.isEmpty() ? java.util.stream.IntStream.range(0, t.columns.size()).boxed().toList() : t.key;
            try (PreparedStatement del = c.prepareStatement("DELETE FROM `" + t.name + "` WHERE "
                    + String.join(" AND ", match.stream().map(i -> "`" + t.columns.get(i) + "` <=> ?").toList()))) {
                for (Object[] row : template) {
                    for (int j = 0; j < match.size(); j++) {
                        del.setObject(j + 1, row[match.get(j)]);
                    }
                    del.addBatch();
                }
                del.executeBatch();
            }
            Integer keepDays = RETENTION_DAYS.get(t.name);
            if (t.name.equals("ledger_entry")) {
                if (keepDays != null) {
                    throw new IllegalStateException("ledger entries have a retention: the shared balances cannot be computed");
                }
                addToShared(t, template, copies);
            }
            Inserter ins = new Inserter(c, t);
            List<Text[]> texts = template.stream().map(row -> Text.of(t, row)).toList();
            long n = 0;
            for (int k = copies - 1; k >= 0; k--) {
                if (keepDays != null && ageSeconds[k] > keepDays * 86_400L) {
                    continue;
                }
                Copy copy = new Copy(k, ageSeconds[k], sharedUuids);
                for (int r = 0; r < template.size(); r++) {
                    ins.add(copy.of(t, template.get(r), texts.get(r)));
                    n++;
                }
            }
            ins.flush();
            say(String.format("%-8s %-28s %,12d rows (%d in the template)  %5d s", svc, t.name, n, template.size(), seconds(t0)));
            return n;
        }

        /**
         * The template's entries on each ledger account that every copy shares (the platform's own and the system's,
         * whose ids no copy rewrites): each copy after the template's own adds the same sum again.
         */
        private void addToShared(Table t, List<Object[]> template, int copies) {
            int account = t.columns.indexOf("account_id");
            int amount = t.columns.indexOf("amount");
            Copy other = new Copy(1, 0, sharedUuids);
            for (Object[] row : template) {
                String id = row[account].toString();
                if (other.rewrite(id).equals(id)) {
                    sharedDeltas.merge(id, ((Number) row[amount]).longValue() * (copies - 1), Math::addExact);
                }
            }
        }

        /**
         * The shared ledger accounts' balances get their copies' entries: a few hundred updates, where summing their
         * entries again read half the ledger. verifyLedger then checks every balance against its entries.
         */
        private void bookSharedBalances() throws SQLException {
            long t0 = System.nanoTime();
            try (Connection c = s.connect("quote");
                 PreparedStatement st = c.prepareStatement("UPDATE ledger_account SET balance = balance + ? WHERE id = ?")) {
                c.setAutoCommit(false);
                int n = 0;
                for (Map.Entry<String, Long> e : sharedDeltas.entrySet()) {
                    st.setLong(1, e.getValue());
                    st.setString(2, e.getKey());
                    if (st.executeUpdate() != 1) {
                        throw new IllegalStateException("the shared ledger account " + e.getKey() + " is not in the ledger");
                    }
                    n++;
                }
                c.commit();
                say("balances of " + n + " shared ledger accounts given their copies' entries in " + seconds(t0) + " s");
            }
        }

        private void verifyLedger() throws SQLException {
            long t0 = System.nanoTime();
            List<String> problems = new ArrayList<>();
            try (Connection c = s.connect("quote"); Statement st = c.createStatement()) {
                // the balance check reads the entries once in their own order (the index on account_id is ignored: read
                // through it, every entry is a random read, 105 s at 100,000 customers, and at 500,000 the optimizer chose
                // one index lookup per account, 692 s) and sums them per account in a temporary table, one row per account
                // with entries, about 280 MB at a million customers. In the server's default 16 MB that table goes to disk
                // (150 s at 100,000 customers); in memory the check takes 7 s there.
                st.execute("SET SESSION tmp_table_size = 1073741824, max_heap_table_size = 1073741824");
                try (ResultSet rs = st.executeQuery("SELECT currency, SUM(balance) FROM ledger_account GROUP BY currency HAVING SUM(balance) <> 0")) {
                    while (rs.next()) {
                        problems.add("the " + rs.getString(1) + " ledger sums to " + rs.getLong(2));
                    }
                }
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM ledger_account WHERE kind = 'CUSTOMER' AND balance < 0")) {
                    rs.next();
                    if (rs.getLong(1) > 0) {
                        problems.add(rs.getLong(1) + " customer ledger accounts below zero");
                    }
                }
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM ledger_account a LEFT JOIN (SELECT account_id, SUM(amount) AS total "
                        + "FROM ledger_entry IGNORE INDEX (ledger_account) GROUP BY account_id) e ON e.account_id = a.id WHERE a.balance <> COALESCE(e.total, 0)")) {
                    rs.next();
                    if (rs.getLong(1) > 0) {
                        problems.add(rs.getLong(1) + " ledger accounts whose balance is not the sum of their entries");
                    }
                }
                long unbalanced = unbalancedJournals(c);
                if (unbalanced > 0) {
                    problems.add(unbalanced + " journals whose entries do not sum to zero in a currency");
                }
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM money_transaction t LEFT JOIN ledger_journal j ON j.id = t.journal_id "
                        + "WHERE t.journal_id IS NOT NULL AND j.id IS NULL")) {
                    rs.next();
                    if (rs.getLong(1) > 0) {
                        problems.add(rs.getLong(1) + " transactions whose journal is missing");
                    }
                }
            }
            if (!problems.isEmpty()) {
                problems.forEach(p -> say("PROBLEM " + p));
                throw new IllegalStateException(problems.size() + " ledger problems after loading; first: " + problems.get(0));
            }
            say("ledger checked in " + seconds(t0) + " s: every currency sums to 0, no customer below 0, every balance is its entries' sum,"
                    + " every journal balances, every transaction's journal is there");
        }
    }

    /**
     * The journals whose entries do not sum to zero in some currency, from one read of the entries in their own order
     * that keeps only the (journal, currency) pairs whose running sum is not zero yet: a journal's entries are written
     * together, so few are open at a time, and those still open at the end do not balance. Grouping the entries by
     * journal and currency in SQL needs a temporary table of every journal, which goes to disk: 200 s at 500,000
     * customers, against 21 s for this (measured on the same data).
     */
    static long unbalancedJournals(Connection c) throws SQLException {
        Map<String, Long> open = new HashMap<>();
        try (Statement st = c.createStatement()) {
            st.setFetchSize(10_000);
            try (ResultSet rs = st.executeQuery("SELECT journal_id, currency, amount FROM ledger_entry")) {
                while (rs.next()) {
                    open.merge(rs.getString(1) + " " + rs.getString(2), rs.getLong(3), (sum, amount) -> {
                        long next = Math.addExact(sum, amount);
                        return next == 0 ? null : next;
                    });
                }
            }
        }
        return open.keySet().stream().map(k -> k.substring(0, k.indexOf(' '))).distinct().count();
    }

    /** One copy of the template: its identifiers, its marker and its age. */
    static final class Copy {
        final int k;
        final long age;
        final String marker;
        final Set<String> sharedUuids;
        final Map<String, String> ids = new HashMap<>();

        Copy(int k, long age, Set<String> sharedUuids) {
            this.k = k;
            this.age = age;
            this.sharedUuids = sharedUuids;
            String b36 = Integer.toString(k, 36);
            this.marker = "g" + "0000".substring(b36.length()) + b36;
        }

        Object[] of(Table t, Object[] row) {
            return of(t, row, Text.of(t, row));
        }

        /** The copy of a template row whose texts ({@link Text#of(Table, Object[])}) were cut once for every copy. */
        Object[] of(Table t, Object[] row, Text[] texts) {
            if (k == 0) {
                return row;
            }
            Object[] out = new Object[row.length];
            for (int i = 0; i < row.length; i++) {
                Object v = row[i];
                if (v == null) {
                    out[i] = null;
                } else if (t.isTime(i)) {
                    out[i] = Timestamp.from(((Timestamp) v).toInstant().minusSeconds(age));
                } else if (texts[i] != null) {
                    String text = texts[i].in(this);
                    out[i] = v instanceof byte[] ? text.getBytes(StandardCharsets.UTF_8) : text;
                } else {
                    out[i] = v;
                }
            }
            return out;
        }

        String id(String u) {
            return ids.computeIfAbsent(u, x -> sharedUuids.contains(x) ? x : newId(x));
        }

        /**
         * The copy's identifier for one of the template's: random bits from the pair, and for a time-ordered (version 7)
         * identifier the template's millisecond moved back by the copy's age, so the copy's ids sort by its own time
         * and rows go into the tables' primary keys in order (the copies are written oldest first).
         */
        String newId(String u) {
            String id = UUID.nameUUIDFromBytes((u + "/" + k).getBytes(StandardCharsets.UTF_8)).toString();
            if (u.charAt(14) != '7') {
                return id;
            }
            long millis = Long.parseLong(u.substring(0, 8) + u.substring(9, 13), 16) - age * 1000;
            String t = String.format("%012x", Math.max(0, millis));
            return t.substring(0, 8) + "-" + t.substring(8) + "-7" + id.substring(15);
        }

        String rewrite(String text) {
            return Text.of(text).in(this);
        }
    }

    /**
     * A text of the template cut once into what every copy keeps and what it rewrites: identifiers, the copy marker
     * and instants (the times inside JSON bodies move with the copy's columns). Each copy then joins the pieces
     * instead of searching the text again; the searching took a third of the copy's CPU.
     */
    static final class Text {
        private static final Object MARK = new Object();
        /** A String kept as it is, an {@link Id}, an {@link Instant}, or {@link #MARK}. */
        final List<Object> parts = new ArrayList<>();

        record Id(String uuid) {}

        /** The texts of a row's text columns and of its binary columns that hold text (JSON); null elsewhere. */
        static Text[] of(Table t, Object[] row) {
            Text[] texts = new Text[row.length];
            for (int i = 0; i < row.length; i++) {
                String text = t.text(i, row[i]);
                texts[i] = text == null ? null : of(text);
            }
            return texts;
        }

        static Text of(String text) {
            Text out = new Text();
            Matcher m = UUID_PATTERN.matcher(text);
            int last = 0;
            while (m.find()) {
                out.kept(text.substring(last, m.start()));
                out.parts.add(new Id(m.group()));
                last = m.end();
            }
            out.kept(text.substring(last));
            return out;
        }

        /** Text between identifiers: the marker and instants in it are cut out too. */
        private void kept(String text) {
            int from = 0;
            for (int at = text.indexOf(MARKER); at >= 0; at = text.indexOf(MARKER, from)) {
                times(text.substring(from, at));
                parts.add(MARK);
                from = at + MARKER.length();
            }
            times(text.substring(from));
        }

        private void times(String text) {
            Matcher m = INSTANT_PATTERN.matcher(text);
            int last = 0;
            while (m.find()) {
                literal(text.substring(last, m.start()));
                parts.add(Instant.parse(m.group()));
                last = m.end();
            }
            literal(text.substring(last));
        }

        private void literal(String text) {
            if (!text.isEmpty()) {
                parts.add(text);
            }
        }

        String in(Copy copy) {
            if (parts.size() == 1 && parts.get(0) instanceof String kept) {
                return kept;
            }
            StringBuilder b = new StringBuilder();
            for (Object part : parts) {
                if (part instanceof String kept) {
                    b.append(kept);
                } else if (part instanceof Id id) {
                    b.append(copy.id(id.uuid()));
                } else if (part instanceof Instant at) {
                    b.append(at.minusSeconds(copy.age));
                } else {
                    b.append(copy.marker);
                }
            }
            return b.toString();
        }
    }

    /**
     * One prepared single-row INSERT of one table, sent {@value #PER_BATCH} rows at a time as a JDBC batch, which the
     * MariaDB driver sends in the server's bulk protocol (the values in binary, parsed once by the server); committed
     * every 20 batches and at the end.
     */
    static final class Inserter {
        static final int PER_BATCH = 1000;
        final Connection c;
        final PreparedStatement st;
        int pending;
        long batches;

        Inserter(Connection c, Table t) throws SQLException {
            this.c = c;
            this.st = c.prepareStatement("INSERT INTO `" + t.name + "` (" + t.quoted() + ") VALUES ("
                    + String.join(", ", java.util.Collections.nCopies(t.columns.size(), "?")) + ")");
        }

        void add(Object[] row) throws SQLException {
            for (int i = 0; i < row.length; i++) {
                st.setObject(i + 1, row[i]);
            }
            st.addBatch();
            if (++pending == PER_BATCH) {
                send();
            }
        }

        void flush() throws SQLException {
            if (pending > 0) {
                send();
            }
            st.close();
            if (!c.getAutoCommit()) {
                c.commit();
            }
        }

        private void send() throws SQLException {
            st.executeBatch();
            pending = 0;
            if (++batches % 20 == 0 && !c.getAutoCommit()) {
                c.commit();
            }
        }
    }

    // ---- seed --------------------------------------------------------------------------------------------

    /**
     * The template, made through the API: ten individuals (KYC approved, pending, rejected and unverified) and two
     * businesses (KYB approved and rejected); each approved customer funded, with external accounts of every
     * sandbox outcome, and payments to them (executed, and some quotes left to expire). Every unique string the
     * template chooses (platform customer id, e-mail, UMA address, idempotency key) carries the copy marker. Webhooks go to a receiver
     * here that answers 200, except for one request in ten, which it refuses once with 503 so deliveries are retried.
     */
    static final class Seed {
        final Settings s;
        final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
        final String auth;
        final Random random = new Random(7);
        int seq;

        Seed(Settings s) {
            this.s = s;
            this.auth = "Basic " + Base64.getEncoder().encodeToString(s.auth().getBytes(StandardCharsets.UTF_8));
        }

        void run() throws Exception {
            HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            java.util.concurrent.atomic.AtomicLong received = new java.util.concurrent.atomic.AtomicLong();
            receiver.createContext("/", ex -> {
                try (InputStream in = ex.getRequestBody()) {
                    in.readAllBytes();
                }
                long n = received.incrementAndGet();
                ex.sendResponseHeaders(n % 10 == 3 ? 503 : 200, -1);
                ex.close();
            });
            receiver.start();
            try {
                String endpoint = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/webhooks";
                call("PATCH", "/config", "{\"webhookEndpoint\":\"" + endpoint + "\"}", 200);
                List<String[]> funded = new ArrayList<>();
                String[] individualSuffixes = {"101", "102", "103", "104", "105", "106", "107", "001", "002", "003"};
                // the customer list's region and currency filters get values that many, some and few customers declare
                String[] regions = {"US", "US", "US", "US", "MX", "MX", "GB", "US", "MX", "US"};
                String[] currencies = {"\"USD\"", "\"USD\"", "\"USD\",\"MXN\"", "\"USD\"", "\"MXN\",\"USD\"", "\"USD\"",
                    "\"GBP\",\"USD\"", "\"USD\"", "\"MXN\"", "\"USD\",\"EUR\""};
                for (int i = 0; i < individualSuffixes.length; i++) {
                    String id = customer("{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"gen-" + MARKER + "-i" + i + "\","
                            + "\"region\":\"" + regions[i] + "\",\"currencies\":[" + currencies[i] + "],"
                            + "\"fullName\":\"Gen Person " + MARKER + " " + individualSuffixes[i] + "\",\"email\":\"i" + i + "." + MARKER
                            + "@example.com\",\"umaAddress\":\"$gen.i" + i + "." + MARKER + "@ccpay.sandbox\",\"birthDate\":\"1985-0" + (1 + i % 9) + "-1" + i + "\",\"nationality\":\"US\"}");
                    if (individualSuffixes[i].startsWith("1")) {
                        funded.add(new String[] {id});
                    }
                }
                String[] registrations = {"REG" + MARKER + "101", "REG" + MARKER + "002"};
                for (int i = 0; i < registrations.length; i++) {
                    String id = customer("{\"customerType\":\"BUSINESS\",\"platformCustomerId\":\"gen-" + MARKER + "-b" + i + "\","
                            + "\"email\":\"b" + i + "." + MARKER + "@example.com\",\"umaAddress\":\"$gen.b" + i + "." + MARKER
                            + "@ccpay.sandbox\",\"businessInfo\":{\"legalName\":\"Gen Business " + MARKER
                            + " " + i + " LLC\",\"country\":\"US\",\"incorporatedOn\":\"2015-06-01\",\"taxId\":\"12-345678" + i
                            + "\",\"registrationNumber\":\"" + registrations[i] + "\"}}");
                    // a business is verified on request: the registration number's suffix decides (101 approved, 002 rejected)
                    call("POST", "/verifications", "{\"customerId\":\"" + id + "\"}", 200);
                    if (i == 0) {
                        funded.add(new String[] {id});
                    }
                }
                String[] outcomes = {"000", "000", "000", "000", "002", "003", "004", "005", "006", "007"};
                int payments = 0;
                for (String[] f : funded) {
                    String customer = f[0];
                    String usd = activeAccount(customer, "USD");
                    call("POST", "/sandbox/internal-accounts/" + usd + "/fund", "{\"amount\":" + (5_000_000 + random.nextInt(5_000_000)) + "}", 200);
                    List<String> externals = new ArrayList<>();
                    for (String o : outcomes) {
                        externals.add(idOf(call("POST", "/customers/external-accounts", "{\"customerId\":\"" + customer + "\",\"currency\":\"USD\","
                                + "\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"77" + String.format("%05d", ++seq) + o
                                + "\",\"routingNumber\":\"021000021\",\"bankAccountType\":\"CHECKING\",\"beneficiary\":{\"beneficiaryType\":"
                                + "\"INDIVIDUAL\",\"fullName\":\"Gen Payee " + seq + "\"}}}", 201)));
                    }
                    for (int p = 0; p < 12; p++) {
                        String ext = externals.get(p % externals.size());
                        String quote = idOf(call("POST", "/quotes", "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"" + usd + "\"},"
                                + "\"destination\":{\"destinationType\":\"ACCOUNT\",\"accountId\":\"" + ext + "\"},\"lockedCurrencySide\":\"SENDING\","
                                + "\"lockedCurrencyAmount\":" + (1_000 + random.nextInt(200_000)) + ",\"description\":\"Gen payment " + p + "\"}", 201));
                        if (p < 10) {
                            call("POST", "/quotes/" + quote + "/execute", "{}", 200);
                            payments++;
                        }
                    }
                }
                say("template made: " + (individualSuffixes.length + registrations.length) + " customers, " + payments
                        + " payments executed, " + 2 * funded.size() + " quotes left to expire");
                awaitSettled();
                say(received.get() + " webhook requests received");
                // the receiver stops with the generator: with its address left in place, every webhook a later run makes
                // would be retried against a closed port for days, and those attempts would weigh on every measurement
                call("PATCH", "/config", "{\"webhookEndpoint\":null}", 200);
                say("webhook endpoint removed (its receiver stops now): set one with PATCH /config to receive webhooks");
            } finally {
                receiver.stop(0);
            }
        }

        String customer(String body) throws IOException, InterruptedException {
            return idOf(call("POST", "/customers", body, 201));
        }

        String activeAccount(String customer, String currency) throws IOException, InterruptedException {
            long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            Pattern id = Pattern.compile("\"id\"\\s*:\\s*\"(InternalAccount:[^\"]+)\"");
            while (System.nanoTime() < deadline) {
                String list = call("GET", "/customers/internal-accounts?currency=" + currency + "&customerId=" + customer, null, 200);
                Matcher m = id.matcher(list);
                List<Integer> starts = new ArrayList<>();
                List<String> ids = new ArrayList<>();
                while (m.find()) {
                    starts.add(m.start());
                    ids.add(m.group(1));
                }
                for (int i = 0; i < ids.size(); i++) {
                    // the account's own fields run until the next account's id
                    String fields = list.substring(starts.get(i), i + 1 < ids.size() ? starts.get(i + 1) : list.length());
                    if (fields.matches("(?s).*\"status\"\\s*:\\s*\"ACTIVE\".*")) {
                        return ids.get(i);
                    }
                }
                Thread.sleep(250);
            }
            throw new IllegalStateException(customer + " got no ACTIVE " + currency + " account within 120 s");
        }

        /** Until nothing is in flight: no payment step due, no unpublished event, no webhook waiting for delivery. */
        void awaitSettled() throws Exception {
            long t0 = System.nanoTime();
            long deadline = t0 + Duration.ofMinutes(15).toNanos();
            Map<String, String> checks = new LinkedHashMap<>();
            checks.put("quote", "SELECT COUNT(*) FROM money_transaction WHERE status IN ('PENDING','PROCESSING','REFUND_PENDING','PENDING_AUTHORIZATION') "
                    + "OR next_step_at IS NOT NULL");
            for (String svc : SERVICES) {
                checks.put(svc + " outbox", "SELECT COUNT(*) FROM outbox_event WHERE published_at IS NULL");
            }
            checks.put("webhook deliveries", "SELECT COUNT(*) FROM webhook_delivery WHERE state = 'PENDING'");
            while (true) {
                Map<String, Long> open = new LinkedHashMap<>();
                for (Map.Entry<String, String> e : checks.entrySet()) {
                    try (Connection c = s.connect(e.getKey().split(" ")[0]); Statement st = c.createStatement();
                         ResultSet rs = st.executeQuery(e.getValue())) {
                        rs.next();
                        if (rs.getLong(1) > 0) {
                            open.put(e.getKey(), rs.getLong(1));
                        }
                    }
                }
                if (open.isEmpty()) {
                    say("the template settled " + seconds(t0) + " s after the last request");
                    return;
                }
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the template did not settle within 15 minutes: still open " + open);
                }
                if (seconds(t0) % 15 == 0) {
                    say("waiting for the template to settle: " + open);
                }
                Thread.sleep(1000);
            }
        }

        String call(String method, String path, String body, int expected) throws IOException, InterruptedException {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(s.baseUrl() + path)).timeout(Duration.ofSeconds(60))
                    .header("Authorization", auth).header("Accept", "application/json");
            if (body != null) {
                b.header("Content-Type", "application/json").header("Idempotency-Key", "gen-" + MARKER + "-" + (++seq));
            }
            b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
            HttpResponse<String> res = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            if (res.statusCode() != expected) {
                throw new IllegalStateException(method + " " + path + " answered " + res.statusCode() + " (expected " + expected + "): " + res.body());
            }
            return res.body();
        }

        static String idOf(String json) {
            Matcher m = Pattern.compile("\"id\"\\s*:\\s*\"([^\"]+)\"").matcher(json);
            if (!m.find()) {
                throw new IllegalStateException("no id in " + json);
            }
            return m.group(1);
        }
    }

    // ---- check -------------------------------------------------------------------------------------------

    /** Against a platform started on the loaded databases: the ledger totals from its metrics, and one payment. */
    static void check(Settings s) throws Exception {
        Seed api = new Seed(s);
        String metricsUrl = System.getenv().getOrDefault("GEN_METRICS_URL", "http://127.0.0.1:29180/metrics");
        HttpResponse<String> metrics = api.http.send(HttpRequest.newBuilder(URI.create(metricsUrl)).build(), HttpResponse.BodyHandlers.ofString());
        Map<String, Double> perCurrency = new java.util.TreeMap<>();
        Matcher m = Pattern.compile("(?m)^ledger_balances\\{currency=\"([A-Z]+)\",kind=\"[A-Z]+\"[^}]*} ([-0-9.E]+)$").matcher(metrics.body());
        while (m.find()) {
            perCurrency.merge(m.group(1), Double.parseDouble(m.group(2)), Double::sum);
        }
        if (perCurrency.isEmpty()) {
            throw new IllegalStateException("no ledger_balances in " + metricsUrl);
        }
        perCurrency.forEach((cur, sum) -> {
            if (sum != 0) {
                throw new IllegalStateException("the platform's " + cur + " ledger sums to " + sum);
            }
        });
        say("the platform's ledger totals sum to 0 in " + perCurrency.keySet());
        long t0 = System.nanoTime();
        String customer = api.customer("{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"gen-check-" + System.currentTimeMillis()
                + "\",\"fullName\":\"Gen Check Person\"}");
        String usd = api.activeAccount(customer, "USD");
        api.call("POST", "/sandbox/internal-accounts/" + usd + "/fund", "{\"amount\":100000}", 200);
        String ext = Seed.idOf(api.call("POST", "/customers/external-accounts", "{\"customerId\":\"" + customer + "\",\"currency\":\"USD\","
                + "\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"880000000\",\"routingNumber\":\"021000021\","
                + "\"bankAccountType\":\"CHECKING\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Gen Check Payee\"}}}", 201));
        String quote = Seed.idOf(api.call("POST", "/quotes", "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"" + usd + "\"},"
                + "\"destination\":{\"destinationType\":\"ACCOUNT\",\"accountId\":\"" + ext + "\"},\"lockedCurrencySide\":\"SENDING\","
                + "\"lockedCurrencyAmount\":5000}", 201));
        String executed = api.call("POST", "/quotes/" + quote + "/execute", "{}", 200);
        Matcher tx = Pattern.compile("\"transactionId\"\\s*:\\s*\"([^\"]+)\"").matcher(executed);
        if (!tx.find()) {
            throw new IllegalStateException("no transactionId in " + executed);
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!api.call("GET", "/transactions/" + tx.group(1), null, 200).contains("\"COMPLETED\"")) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the check payment " + tx.group(1) + " did not complete within 60 s");
            }
            Thread.sleep(500);
        }
        say("a new customer's payment completed on the loaded platform in " + seconds(t0) + " s");
        String page = api.call("GET", "/customers?limit=100", null, 200);
        say("GET /customers answers " + page.length() + " characters for its first page");
    }

    static long seconds(long t0) {
        return Duration.ofNanos(System.nanoTime() - t0).toSeconds();
    }

    private DataGenerator() {}
}
