package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.FaultCluster;
import net.ccpay.deploy.it.support.FaultLoad;
import net.ccpay.deploy.it.support.PreviousVersion;
import net.ccpay.deploy.it.support.SigningReceiver;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fault suite: mixed traffic through the gateway (customers, deposits, quotes, executes, all with
 * Idempotency-Keys; replays; hostile requests; signed webhooks to a receiver that verifies each one) while,
 * in turn, one copy of each service, the broker and the database are killed with SIGKILL and restarted.
 * Then it waits for the platform to settle and audits the database against what the clients were told.
 *
 * <p>It is also the rolling-upgrade test: copy a of each service starts with the previous version's WAR (see
 * {@link PreviousVersion}) before copy b of this build migrates the schema forward, so old and new copies serve
 * the load, publish and consume each other's events side by side on one database and broker; each old copy's
 * kill restarts it as this build.
 *
 * <p>In {@code mvn verify} it runs in a reduced form ({@code faults.operations}, default 1500);
 * {@code deploy/bin/fault-suite} runs it with 10,000 operations and more workers.
 */
// the full build only (mvn verify -Pfull): servers of its own, or a restart of the platform
@org.junit.jupiter.api.Tag("full")
class FaultSuiteIT {

    static final int OPERATIONS = Integer.getInteger("faults.operations", 1500);
    static final int WORKERS = Integer.getInteger("faults.workers", 4);
    static final int POOL = 8;
    static final Duration DOWN = Duration.ofSeconds(3);
    /** One service copy killed at a time (the script), or one copy of every service at once (the reduced form in mvn verify). */
    static final boolean IN_TURN = Boolean.getBoolean("faults.inTurn");

    private final Map<String, Object> report = new LinkedHashMap<>();
    private final List<String> problems = new ArrayList<>();

    private static final long STARTED = System.nanoTime();

    /** A line of the suite's log, with the seconds since the suite started (where the time goes). */
    static void log(String line) {
        System.out.printf("[faults] %5ds %s%n", FaultCluster.seconds(STARTED), line);
    }

    @Test
    void nothingIsLostDuplicatedOrCreatedWhileServicesBrokerAndDatabaseAreKilled() throws Exception {
        Path work = Path.of(System.getProperty("platform.work.dir", "target/it")).toAbsolutePath().resolve("faults");
        Path wlp = Path.of(System.getProperty("platform.wlp.dir", "target/liberty/wlp")).toAbsolutePath();
        // the rolling upgrade rides along: copy a of each service runs the previous version until its kill
        PreviousVersion previous = PreviousVersion.build(work.resolveSibling("upgrade"), FaultCluster.SERVICES, FaultSuiteIT::log);
        report.put("rolling upgrade: copies a started as", previous.subject + " (" + previous.changes + ")");
        try (FaultCluster cluster = new FaultCluster(work, wlp, previous, FaultSuiteIT::log);
             SigningReceiver receiver = new SigningReceiver(0.03)) {
            cluster.start();
            String auth = Api.basic(FaultCluster.TOKEN_ID, FaultCluster.TOKEN_SECRET);
            Direct api = new Direct(cluster.apiBase(), auth);
            // the key first: setting the endpoint sends a TEST webhook at once, and it is not retried
            receiver.trust(Webhooks.publicKey(api.call("GET", "/webhooks/public-key", null).body()));
            assertEquals(200, api.call("PATCH", "/config", "{\"webhookEndpoint\":\"" + receiver.url() + "\"}").statusCode());
            List<FaultLoad.PoolAccount> pool = preparePool(api);
            log("pool of " + pool.size() + " funded accounts ready; load: " + OPERATIONS + " operations on " + WORKERS + " workers");

            FaultLoad load = new FaultLoad(cluster.apiBase(), auth, pool);
            AtomicBoolean stop = new AtomicBoolean();
            long t0 = System.nanoTime();
            List<Thread> workers = load.start(WORKERS, stop);
            AtomicReference<Throwable> faultFailure = new AtomicReference<>();
            List<String> kills = new ArrayList<>();
            Thread faults = new Thread(() -> {
                try {
                    awaitOperations(load, OPERATIONS / 10);
                    if (IN_TURN) {
                        for (String s : FaultCluster.SERVICES) {
                            cluster.killAndRestart(List.of(s + "-a"), DOWN);
                            kills.add(s + " copy a");
                            Thread.sleep(2000);
                        }
                    } else {
                        cluster.killAndRestart(FaultCluster.SERVICES.stream().map(s -> s + "-a").toList(), DOWN);
                        FaultCluster.SERVICES.forEach(s -> kills.add(s + " copy a"));
                        Thread.sleep(2000);
                    }
                    cluster.killAndRestartBroker(DOWN);
                    kills.add("broker");
                    Thread.sleep(2000);
                    cluster.killAndRestartDatabase(DOWN);
                    kills.add("database");
                } catch (Throwable e) {
                    faultFailure.set(e);
                }
            }, "fault-schedule");
            faults.start();
            long nextNote = System.nanoTime();
            while (faults.isAlive() || load.operations() < OPERATIONS) {
                Thread.sleep(500);
                if (System.nanoTime() > nextNote) {
                    log(load.operations() + " operations done, " + load.requestsSent.sum() + " requests sent, statuses " + statuses(load));
                    nextNote = System.nanoTime() + Duration.ofSeconds(15).toNanos();
                }
            }
            stop.set(true);
            for (Thread w : workers) {
                w.join();
            }
            long seconds = Math.max(1, FaultCluster.seconds(t0));
            if (faultFailure.get() != null) {
                // the cause in the message too: a build's summary prints only the message
                throw new AssertionError("the fault schedule failed: " + faultFailure.get(), faultFailure.get());
            }
            report.put("operations", load.operations());
            report.put("requests sent (with retries and replays)", load.requestsSent.sum());
            report.put("seconds under load", seconds);
            report.put("kills (SIGKILL, then restart)", kills);
            report.put("copies still on the previous version after the run", cluster.oldCopies());
            report.put("answers of single attempts by status (0: no connection)", statuses(load));
            log("load done; waiting for the platform to settle ...");
            settle(cluster);
            audit(cluster, load, receiver, pool);
            report.forEach((k, v) -> log(String.format("%-60s %s", k, v)));
            problems.forEach(p -> log("PROBLEM " + p));
            assertTrue(problems.isEmpty(), problems.size() + " problems; first: " + (problems.isEmpty() ? "" : problems.get(0)));
            assertTrue(load.operations() >= OPERATIONS);
            assertEquals(6, kills.size(), "one kill of each kind: " + kills);
            assertTrue(cluster.oldCopies().isEmpty(), "every copy upgraded: " + cluster.oldCopies());
        }
    }

    /** Customers, each with a funded USD account and a USD external account whose number ends in 000 (the sandbox's success). */
    private List<FaultLoad.PoolAccount> preparePool(Direct api) throws Exception {
        List<FaultLoad.PoolAccount> pool = new ArrayList<>();
        for (int i = 0; i < POOL; i++) {
            HttpResponse<String> c = api.call("POST", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Fault Pool " + i + "\"}");
            assertEquals(201, c.statusCode(), c.body());
            String customer = FaultLoad.json(c.body()).getString("id");
            String usd = null;
            for (int tries = 0; tries < 240 && usd == null; tries++) {
                HttpResponse<String> list = api.call("GET", "/customers/internal-accounts?currency=USD&customerId=" + customer, null);
                for (JsonObject a : FaultLoad.json(list.body()).getJsonArray("data").getValuesAs(JsonObject.class)) {
                    if ("ACTIVE".equals(a.getString("status", ""))) {
                        usd = a.getString("id");
                    }
                }
                if (usd == null) {
                    Thread.sleep(250);
                }
            }
            assertTrue(usd != null, customer + " got no ACTIVE USD account");
            HttpResponse<String> ext = api.call("POST", "/customers/external-accounts", "{\"customerId\":\"" + customer
                    + "\",\"currency\":\"USD\",\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"55500" + i + "000\","
                    + "\"routingNumber\":\"021000021\",\"bankAccountType\":\"CHECKING\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Fault Payee " + i + "\"}}}");
            assertEquals(201, ext.statusCode(), ext.body());
            HttpResponse<String> fund = api.call("POST", "/sandbox/internal-accounts/" + usd + "/fund", "{\"amount\":50000000}");
            assertEquals(200, fund.statusCode(), fund.body());
            pool.add(new FaultLoad.PoolAccount(customer, usd, FaultLoad.json(ext.body()).getString("id")));
        }
        return pool;
    }

    private static void awaitOperations(FaultLoad load, long n) throws InterruptedException {
        while (load.operations() < n) {
            Thread.sleep(200);
        }
    }

    private static Map<Integer, Long> statuses(FaultLoad load) {
        Map<Integer, Long> m = new TreeMap<>();
        load.attemptStatuses.forEach((k, v) -> m.put(k, v.sum()));
        return m;
    }

    /**
     * Waits until no outbox row is unpublished, every event that becomes a webhook has one (webhook-service
     * consumed everything), no webhook is pending and no payment step is due; or until for 90 s neither the open
     * work shrank nor webhook-service consumed an event (stuck: the audit reports it); at most 15 minutes (a slow machine drains slowly, and that
     * is not a fault).
     */
    private void settle(FaultCluster cluster) throws Exception {
        long t0 = System.nanoTime();
        long deadline = t0 + Duration.ofMinutes(15).toNanos();
        long lowest = Long.MAX_VALUE;
        long lowestAt = t0;
        long nextNote = t0;
        long consumedBefore = -1;
        Map<String, Long> open = Map.of();
        while (System.nanoTime() < deadline && System.nanoTime() - lowestAt < Duration.ofSeconds(90).toNanos()) {
            open = openWork(cluster, Instant.now().plusSeconds(3600));
            long total = open.values().stream().mapToLong(Long::longValue).sum();
            if (total == 0) {
                break;
            }
            // progress: less open work, or webhook-service consumed more events (new events may outpace it for a while)
            long consumed = consumedByWebhookService(cluster);
            if (total < lowest || consumed > consumedBefore) {
                lowest = Math.min(lowest, total);
                lowestAt = System.nanoTime();
            }
            consumedBefore = consumed;
            if (System.nanoTime() > nextNote) {
                log("settling: " + open);
                nextNote = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            }
            Thread.sleep(1000);
        }
        report.put("seconds to settle after the load", FaultCluster.seconds(t0));
        Map<String, Long> overdue = openWork(cluster, Instant.now().minusSeconds(30));
        overdue.forEach((what, n) -> {
            if (n > 0) {
                problems.add("stuck: " + n + " " + what);
            }
        });
        report.put("open work at the end (overdue by 30 s)", overdue);
    }

    /** Unpublished outbox rows per database, webhooks not yet delivered, payment steps due before {@code before}. */
    private static long consumedByWebhookService(FaultCluster cluster) throws SQLException {
        try (Connection c = cluster.connect("webhook");
             PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM processed_event")) {
            return count(st);
        }
    }

    private static Map<String, Long> openWork(FaultCluster cluster, Instant before) throws SQLException {
        Map<String, Long> open = new LinkedHashMap<>();
        for (String db : net.ccpay.deploy.Platform.SERVICE_DATABASES) {
            try (Connection c = cluster.connect(db);
                 PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM outbox_event WHERE published_at IS NULL AND created_at < ?")) {
                st.setTimestamp(1, Timestamp.from(before));
                open.put("outbox rows unpublished in " + db, count(st));
            }
        }
        try (Connection c = cluster.connect("webhook");
             PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM webhook_delivery WHERE state = 'PENDING' AND committed_at < ?")) {
            st.setTimestamp(1, Timestamp.from(before));
            open.put("webhooks pending", count(st));
        }
        try (Connection c = cluster.connect("quote");
             PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM money_transaction WHERE next_step_at IS NOT NULL AND next_step_at < ?")) {
            st.setTimestamp(1, Timestamp.from(before));
            open.put("payment steps due", count(st));
        }
        open.put("events not yet a webhook", eventsWithoutWebhook(cluster, new TreeMap<>()));
        return open;
    }

    private void audit(FaultCluster cluster, FaultLoad load, SigningReceiver receiver, List<FaultLoad.PoolAccount> pool) throws Exception {
        // a deadlock is retried and loses nothing, but it means two paths lock rows in different orders
        Map<String, Long> deadlocks = cluster.logLinesContaining("Deadlock found when trying to get lock");
        report.put("log lines reporting a database deadlock, by server", deadlocks.isEmpty() ? "none" : deadlocks);
        if (!deadlocks.isEmpty()) {
            problems.add("database deadlocks in the services' logs: " + deadlocks);
        }
        Map<String, List<FaultLoad.Outcome>> byKind = load.outcomes.stream().collect(Collectors.groupingBy(FaultLoad.Outcome::kind));
        Map<String, String> answered = new TreeMap<>();
        byKind.forEach((k, list) -> answered.put(k, list.stream().filter(FaultLoad.Outcome::ok).count() + " 2xx, "
                + list.stream().filter(o -> o.status() >= 400).count() + " refused, " + list.stream().filter(o -> o.status() == 0).count()
                + " without an answer"));
        report.put("operations by kind", answered);
        List<FaultLoad.Outcome> refusals = load.outcomes.stream().filter(o -> o.status() >= 400).toList();
        if (!refusals.isEmpty()) {
            report.put("a refusal, for example", refusals.get(0).kind() + " " + refusals.get(0).status() + " " + refusals.get(0).answer());
        }

        // customers: every 2xx one exists exactly once; an unanswered one at most once
        try (Connection c = cluster.connect("customer")) {
            Map<String, Integer> rows = new HashMap<>();
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT platform_customer_id, id FROM customer WHERE platform_customer_id LIKE 'fault-%'")) {
                while (rs.next()) {
                    rows.merge(rs.getString(1), 1, Integer::sum);
                }
            }
            long lost = 0;
            long duplicated = rows.values().stream().filter(n -> n > 1).count();
            for (FaultLoad.Outcome o : byKind.getOrDefault("customer", List.of())) {
                String pid = FaultLoad.json(o.body()).getString("platformCustomerId");
                if (o.ok() && rows.getOrDefault(pid, 0) != 1) {
                    lost++;
                    problems.add("customer " + pid + " answered " + o.status() + " but has " + rows.getOrDefault(pid, 0) + " rows");
                }
            }
            report.put("customers: 2xx without their row / platform ids with two rows", lost + " / " + duplicated);
            if (duplicated > 0) {
                problems.add(duplicated + " customers created twice");
            }
        }

        try (Connection c = cluster.connect("quote")) {
            // deposits: each 2xx one booked exactly once; an unanswered one at most once; nothing else
            Set<String> poolAccounts = pool.stream().map(FaultLoad.PoolAccount::accountId).collect(Collectors.toSet());
            Map<String, Integer> booked = new HashMap<>();
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT e.account_id, e.amount FROM ledger_entry e JOIN ledger_entry s ON s.journal_id = e.journal_id "
                         + "AND s.account_id = 'SYSTEM:SANDBOX_FUNDING:USD' WHERE e.account_id <> s.account_id")) {
                while (rs.next()) {
                    if (poolAccounts.contains(rs.getString(1))) {
                        booked.merge(rs.getString(1) + " " + rs.getLong(2), 1, Integer::sum);
                    }
                }
            }
            long fundLost = 0;
            long fundTwice = 0;
            Set<String> expected = new HashSet<>();
            for (FaultLoad.PoolAccount a : pool) {
                expected.add(a.accountId() + " 50000000");
            }
            for (FaultLoad.Outcome o : byKind.getOrDefault("fund", List.of())) {
                String account = o.path().split("/")[3];
                String k = account + " " + FaultLoad.json(o.body()).getJsonNumber("amount").longValue();
                expected.add(k);
                int n = booked.getOrDefault(k, 0);
                if (o.ok() && n != 1 || n > 1) {
                    problems.add("deposit " + k + " answered " + o.status() + " and was booked " + n + " times");
                    if (n == 0) {
                        fundLost++;
                    } else if (n > 1) {
                        fundTwice++;
                    }
                }
            }
            long unexplained = booked.keySet().stream().filter(k -> !expected.contains(k)).count();
            if (unexplained > 0) {
                problems.add(unexplained + " deposits booked that no client asked for");
            }
            report.put("deposits: 2xx not booked / booked twice / booked unasked", fundLost + " / " + fundTwice + " / " + unexplained);

            // quotes and executes: every 2xx quote exists; every executed quote has exactly one transaction, settled
            long quoteLost = 0;
            for (FaultLoad.Outcome o : byKind.getOrDefault("quote", List.of())) {
                if (o.ok()) {
                    String id = FaultLoad.json(o.answer()).getString("id");
                    try (PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM payment_quote WHERE id = ?")) {
                        st.setString(1, id);
                        if (count(st) != 1) {
                            quoteLost++;
                            problems.add("quote " + id + " answered " + o.status() + " but is not stored");
                        }
                    }
                }
            }
            Map<String, List<String>> txByQuote = new HashMap<>();
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT quote_id, status FROM money_transaction WHERE quote_id IS NOT NULL")) {
                while (rs.next()) {
                    txByQuote.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
                }
            }
            long execLost = 0;
            long execTwice = txByQuote.values().stream().filter(l -> l.size() > 1).count();
            Map<String, Long> finalStatuses = new TreeMap<>();
            for (FaultLoad.Outcome o : byKind.getOrDefault("execute", List.of())) {
                String quote = o.path().split("/")[2];
                List<String> txs = txByQuote.getOrDefault(quote, List.of());
                if (o.ok() && txs.size() != 1) {
                    execLost++;
                    problems.add("execute of " + quote + " answered " + o.status() + " and has " + txs.size() + " transactions");
                }
                txs.forEach(s -> finalStatuses.merge(s, 1L, Long::sum));
            }
            if (execTwice > 0) {
                problems.add(execTwice + " quotes with more than one transaction");
            }
            report.put("quotes: 2xx not stored", quoteLost);
            report.put("executes: 2xx without a transaction / quotes with two", execLost + " / " + execTwice);
            report.put("executed transactions by status", finalStatuses);
            for (String s : finalStatuses.keySet()) {
                if (!Set.of("COMPLETED", "FAILED", "REFUND_COMPLETED").contains(s)) {
                    problems.add(finalStatuses.get(s) + " executed transactions still " + s);
                }
            }

            // the ledger: every currency sums to zero, no customer or platform balance below zero, balances = their entries
            Map<String, Long> sums = new TreeMap<>();
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT currency, SUM(amount) FROM ledger_entry GROUP BY currency")) {
                while (rs.next()) {
                    sums.put(rs.getString(1), rs.getLong(2));
                }
            }
            sums.forEach((cur, sum) -> {
                if (sum != 0) {
                    problems.add("the " + cur + " journal sums to " + sum + ", not 0");
                }
            });
            long negative;
            long drifted;
            try (Statement st = c.createStatement()) {
                negative = count(st, "SELECT COUNT(*) FROM ledger_account WHERE kind <> 'SYSTEM' AND balance < 0");
                drifted = count(st, "SELECT COUNT(*) FROM ledger_account a WHERE a.balance <> "
                        + "(SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entry e WHERE e.account_id = a.id)");
            }
            if (negative > 0) {
                problems.add(negative + " accounts below zero");
            }
            if (drifted > 0) {
                problems.add(drifted + " accounts whose balance is not the sum of their entries");
            }
            report.put("ledger sums per currency (all must be 0)", sums);
            report.put("accounts below zero / balances not their entries' sum", negative + " / " + drifted);
        }

        // webhooks: every event that becomes a webhook has one; each delivered, signed, never again after a 2xx
        Map<String, String> webhookOfEvent = new HashMap<>();
        Map<String, String> stateOf = new HashMap<>();
        try (Connection c = cluster.connect("webhook");
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT w.id, w.event_id, d.state FROM webhook w JOIN webhook_delivery d ON d.webhook_id = w.id")) {
            while (rs.next()) {
                webhookOfEvent.put(rs.getString(2), rs.getString(1));
                stateOf.put(rs.getString(1), rs.getString(3));
            }
        }
        Map<String, Long> eventTypes = new TreeMap<>();
        long eventsWithout = eventsWithoutWebhook(cluster, eventTypes);
        if (eventsWithout > 0) {
            problems.add(eventsWithout + " committed events never became webhooks");
        }
        assertTrue(eventTypes.getOrDefault("OUTGOING_PAYMENT.COMPLETED", 0L) > 0, "payments completed during the run: " + eventTypes);
        long notDelivered = stateOf.values().stream().filter(s -> !"DELIVERED".equals(s)).count();
        long neverReceived = 0;
        long afterSuccess = 0;
        long afterSuccessAtKill = 0;
        long badSignatures = 0;
        long received = 0;
        for (String id : stateOf.keySet()) {
            List<SigningReceiver.Delivery> ds = receiver.deliveries().getOrDefault(id, List.of());
            synchronized (ds) {
                received += ds.size();
                if (ds.stream().noneMatch(d -> d.answered() == 200)) {
                    neverReceived++;
                }
                Long ackedAt = null;
                for (SigningReceiver.Delivery d : ds) {
                    if (ackedAt != null) {
                        if (webhookServiceKilledWithin(cluster, ackedAt, ACK_TO_RECORD)) {
                            afterSuccessAtKill++;
                        } else {
                            afterSuccess++;
                        }
                    }
                    if (ackedAt == null && d.answered() == 200) {
                        ackedAt = d.atNanos();
                    }
                    badSignatures += d.signatureValid() ? 0 : 1;
                }
            }
        }
        List<String> unknownIds = receiver.deliveries().keySet().stream().filter(id -> !stateOf.containsKey(id)).toList();
        long unknown = unknownIds.size();
        Map<String, Long> unknownTypes = new TreeMap<>();
        for (String id : unknownIds) {
            List<SigningReceiver.Delivery> ds = receiver.deliveries().get(id);
            synchronized (ds) {
                unknownTypes.merge(String.valueOf(ds.get(0).type()), 1L, Long::sum);
            }
        }
        if (unknown > 0) {
            report.put("deliveries of webhooks the database does not have, by type", unknownTypes + ", e.g. " + unknownIds.get(0));
        }
        Map<String, Long> states = new TreeMap<>();
        stateOf.values().forEach(st -> states.merge(st, 1L, Long::sum));
        report.put("webhooks by delivery state", states);
        report.put("events that become webhooks (by type)", eventTypes);
        report.put("events without a webhook", eventsWithout);
        report.put("webhooks / deliveries received", stateOf.size() + " / " + received);
        report.put("webhooks not DELIVERED / never acknowledged by the receiver", notDelivered + " / " + neverReceived);
        report.put("deliveries after a 2xx for the same webhook / of them after a SIGKILL of webhook-service within the lease", (afterSuccess + afterSuccessAtKill) + " / " + afterSuccessAtKill);
        report.put("deliveries with a bad signature / unknown ids / unreadable", badSignatures + " / " + unknown + " / " + receiver.unreadable());
        if (notDelivered > 0 || neverReceived > 0) {
            problems.add(notDelivered + " webhooks not delivered, " + neverReceived + " never acknowledged");
        }
        if (afterSuccess > 0) {
            problems.add(afterSuccess + " deliveries of a webhook after the receiver had acknowledged it (no crash between the 2xx and its record)");
        }
        if (badSignatures > 0 || unknown > 0) {
            problems.add(badSignatures + " deliveries with a bad signature, " + unknown + " of unknown webhooks");
        }

        report.put("idempotent replays / different from the first answer", load.replays.sum() + " / " + load.replayMismatches.size());
        load.replayMismatches.stream().limit(5).forEach(m -> problems.add("replay: " + m));
        report.put("hostile requests / accepted", load.hostile.sum() + " / " + load.hostileAccepted.size());
        load.hostileAccepted.stream().limit(5).forEach(m -> problems.add("hostile request accepted: " + m));
        report.put("answers outside the contract", load.contractViolations.size());
        load.contractViolations.stream().limit(5).forEach(m -> problems.add("contract: " + m));
        long internal = load.attemptStatuses.getOrDefault(500, new java.util.concurrent.atomic.LongAdder()).sum();
        if (internal > 0) {
            problems.add(internal + " answers 500 INTERNAL_ERROR: a failure the client can retry must say so (503, 409)");
        }
        long unanswered = load.outcomes.stream().filter(o -> o.status() == 0).count();
        if (unanswered > 0) {
            problems.add(unanswered + " operations got no answer within their retry deadline");
        }
    }

    /** The types of events that become webhooks and that the load makes. */
    static final Set<String> HOOK_TYPES = Set.of("OUTGOING_PAYMENT.PENDING", "OUTGOING_PAYMENT.PROCESSING", "OUTGOING_PAYMENT.COMPLETED",
            "OUTGOING_PAYMENT.FAILED", "INCOMING_PAYMENT.COMPLETED", "INTERNAL_ACCOUNT.BALANCE_UPDATED", "INTERNAL_ACCOUNT.STATUS_UPDATED",
            "CUSTOMER.KYC_APPROVED");

    /** Events committed by customer- and quote-service (of the types above) that webhook-service has no webhook for; counts them by type into {@code byType}. */
    private static long eventsWithoutWebhook(FaultCluster cluster, Map<String, Long> byType) throws SQLException {
        Set<String> withWebhook = new HashSet<>();
        try (Connection c = cluster.connect("webhook");
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT event_id FROM webhook")) {
            while (rs.next()) {
                withWebhook.add(rs.getString(1));
            }
        }
        long without = 0;
        for (String db : List.of("customer", "quote")) {
            try (Connection c = cluster.connect(db);
                 Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT id, event_type FROM outbox_event")) {
                while (rs.next()) {
                    if (HOOK_TYPES.contains(rs.getString(2))) {
                        byType.merge(rs.getString(2), 1L, Long::sum);
                        if (!withWebhook.contains(rs.getString(1))) {
                            without++;
                        }
                    }
                }
            }
        }
        return without;
    }

    /**
     * Delivery is at least once: a copy of webhook-service killed after the receiver's 2xx and before the attempt
     * is recorded cannot know it was acknowledged, and the webhook is sent again when its claim runs out
     * (receivers dedupe by webhook id). Such a redelivery (a copy's process gone within the claim's lease, 60 s,
     * after the 2xx: the webhook could not have been sent again before) is counted apart; any other one is a fault.
     * (Seen: two deliveries acknowledged 6 s before their copy died under the load of four servers restarting.)
     */
    static final Duration ACK_TO_RECORD = Duration.ofSeconds(60);

    private static boolean webhookServiceKilledWithin(FaultCluster cluster, long ackedAtNanos, Duration window) {
        return cluster.killedAt.entrySet().stream()
                .filter(e -> e.getKey().startsWith("webhook-service"))
                .flatMap(e -> e.getValue().stream())
                .anyMatch(k -> k - ackedAtNanos >= 0 && k - ackedAtNanos <= window.toNanos());
    }

    private static long count(PreparedStatement st) throws SQLException {
        try (ResultSet rs = st.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static long count(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Plain calls for setting up, retried while the platform is starting. */
    record Direct(String base, String auth) {
        static final HttpClient HTTP = HttpClient.newHttpClient();

        HttpResponse<String> call(String method, String path, String json) throws Exception {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30)).header("Authorization", auth);
            if (json != null) {
                b.header("Content-Type", "application/json").header("Idempotency-Key", "setup-" + java.util.UUID.randomUUID());
            }
            b.method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
            HttpRequest req = b.build();
            HttpResponse<String> res = null;
            for (int i = 0; i < 60; i++) {
                res = HTTP.send(req, HttpResponse.BodyHandlers.ofString());
                if (res.statusCode() < 500) {
                    break;
                }
                Thread.sleep(500);
            }
            net.ccpay.deploy.contract.ContractGuard.get().check(method, req.uri(), res.statusCode(),
                    res.headers().firstValue("Content-Type").orElse(null), res.body());
            return res;
        }
    }
}
