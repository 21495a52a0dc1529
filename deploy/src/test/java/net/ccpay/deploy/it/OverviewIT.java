package net.ccpay.deploy.it;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.common.paging.Counts;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.Tokens;
import net.ccpay.deploy.it.support.PlatformConfig;
import net.ccpay.deploy.it.support.WebhookReceiver;
import org.htmlunit.BrowserVersion;
import org.htmlunit.WebClient;
import org.htmlunit.html.DomElement;
import org.htmlunit.html.HtmlInput;
import org.htmlunit.html.HtmlPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The console's overview: the read-only aggregates of the services that own the data (GET /ops/overview/payments,
 * /balances, /webhooks, /onboarding) count what the test seeds through the API and agree with the API's own lists and
 * with the databases; each needs the permission of the page that shows the same data; and the overview page (HtmlUnit,
 * the real console) shows those numbers in its tables and draws them in its charts. Every answer is checked against
 * the contract and its overlay by {@link Api#send}.
 */
class OverviewIT {

    static final Duration WAIT = Duration.ofSeconds(45);

    private WebClient browser;

    @BeforeEach
    void openBrowser() {
        browser = new WebClient(BrowserVersion.CHROME);
        browser.getOptions().setThrowExceptionOnScriptError(true);
        browser.getOptions().setThrowExceptionOnFailingStatusCode(true);
        browser.getOptions().setCssEnabled(false);
    }

    @AfterEach
    void closeBrowser() {
        browser.close();
    }

    @Test
    void paymentsAreCountedPerCurrencyAndOutcomeAsTheApiListsThem() {
        JsonObject before = overview("/ops/overview/payments?period=today");
        Payments.Customer c = Payments.fundedCustomer("Overview Payer", 50_000);
        String external = Payments.externalUsdAccount(c.id(), "555000111000");
        JsonObject tx = Payments.transferOut(c.usd(), external, 1_000);
        Payments.awaitStatus(tx.getString("id"), "COMPLETED");

        // the overview reads every hour from payment_hourly, which the tests' platform recounts every 2 s (by default
        // every minute)
        long[] b = series(before, "USD", "COMPLETED");
        await(() -> {
            long[] now = series(overview("/ops/overview/payments?period=today"), "USD", "COMPLETED");
            return now[0] >= b[0] + 2 && now[1] >= b[1] + 51_000;
        }, "the deposit and the transfer out, and their volume");
        JsonObject after = overview("/ops/overview/payments?period=today");
        assertEquals("today", after.getString("period"));
        assertEquals(3600, after.getInt("bucketSeconds"));
        assertTrue(after.getJsonArray("buckets").size() >= 1 && after.getJsonArray("buckets").size() <= 24, after.toString());
        for (var s : after.getJsonArray("series").getValuesAs(JsonObject.class)) {
            long count = s.getJsonArray("counts").getValuesAs(jakarta.json.JsonNumber.class).stream().mapToLong(jakarta.json.JsonNumber::longValue).sum();
            long amount = s.getJsonArray("amounts").getValuesAs(jakarta.json.JsonNumber.class).stream().mapToLong(jakarta.json.JsonNumber::longValue).sum();
            assertEquals(s.getJsonNumber("count").longValue(), count, "the buckets add up to the series' count: " + s);
            assertEquals(s.getJsonNumber("amount").longValue(), amount, "the buckets add up to the series' volume: " + s);
        }
        // each status's count is what GET /transactions lists for that status over the same period
        await(() -> {
            JsonObject o = overview("/ops/overview/payments?period=today");
            for (var s : o.getJsonArray("statuses").getValuesAs(JsonObject.class)) {
                JsonObject list = get("/transactions?status=" + s.getString("status") + "&startDate=" + enc(o.getString("from")) + "&endDate="
                        + enc(o.getString("to")) + "&limit=1").json();
                long counted = s.getJsonNumber("count").longValue();
                // a list counts up to 1,000 matches and leaves totalCount out above that
                boolean same = list.containsKey("totalCount") ? list.getInt("totalCount") == counted : counted > Counts.LIMIT;
                if (!same) {
                    return false;
                }
            }
            return !o.getJsonArray("statuses").isEmpty();
        }, "each status counted as GET /transactions lists it");
        // the 7-day overview adds the hours up per UTC day in the database: its last day is today's hours added up
        await(() -> {
            JsonObject today = overview("/ops/overview/payments?period=today");
            JsonObject week = overview("/ops/overview/payments?period=7d");
            if (week.getInt("bucketSeconds") != 86400 || !week.getJsonArray("buckets").getString(week.getJsonArray("buckets").size() - 1)
                    .equals(today.getJsonArray("buckets").getString(0))) {
                return false;
            }
            for (var s : today.getJsonArray("series").getValuesAs(JsonObject.class)) {
                long[] day = lastBucket(week, s.getString("currency"), s.getString("outcome"));
                if (day[0] != s.getJsonNumber("count").longValue() || day[1] != s.getJsonNumber("amount").longValue()) {
                    return false;
                }
            }
            return true;
        }, "the 7-day overview's last day holds today's hours added up");
    }

    /** The count and amount of a series' last bucket, or zeros when the overview has no such series. */
    private static long[] lastBucket(JsonObject o, String currency, String outcome) {
        for (var s : o.getJsonArray("series").getValuesAs(JsonObject.class)) {
            if (s.getString("currency").equals(currency) && s.getString("outcome").equals(outcome)) {
                var counts = s.getJsonArray("counts");
                var amounts = s.getJsonArray("amounts");
                return new long[] {counts.getJsonNumber(counts.size() - 1).longValue(), amounts.getJsonNumber(amounts.size() - 1).longValue()};
            }
        }
        return new long[] {0, 0};
    }

    @Test
    void thePaymentsKeptPerHourAreThePaymentsThemselves() {
        Payments.Customer c = Payments.fundedCustomer("Overview Hourly", 20_000);
        JsonObject tx = Payments.transferOut(c.usd(), Payments.externalUsdAccount(c.id(), "555000444000"), 2_000);
        Payments.awaitStatus(tx.getString("id"), "COMPLETED");
        // every hour of the last 31 days, as payment_hourly keeps it and as the payments count now
        await(() -> keptPerHour().equals(countedPerHour()), "payment_hourly equals the payments per hour, currency and status");
        // and every whole day of them, as payment_daily keeps it and as the kept hours add up
        await(() -> perHour("SELECT day_start, currency, status, payments, amount FROM payment_daily WHERE day_start >= " + MONTH_DAYS)
                        .equals(perHour("SELECT hour_start DIV 86400 * 86400 AS d, currency, status, SUM(payments), SUM(amount) FROM payment_hourly "
                                + "WHERE hour_start >= " + MONTH_DAYS + " GROUP BY d, currency, status")),
                "payment_daily equals payment_hourly added up per day");
        assertTrue(keptPerHour().keySet().stream().anyMatch(k -> k.endsWith(" USD COMPLETED")), keptPerHour().toString());
    }

    @Test
    void theDeliveryAttemptsKeptPerHourAreTheAttemptsThemselves() throws Exception {
        // attempts of both kinds: a receiver that refuses every other request
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            java.util.concurrent.atomic.AtomicInteger n = new java.util.concurrent.atomic.AtomicInteger();
            receiver.answer(d -> n.incrementAndGet() % 2 == 0 ? 500 : 200);
            assertEquals(200, PlatformConfig.patch("{\"webhookEndpoint\":\"" + receiver.url() + "\"}").status());
            try {
                String id = createIndividual(Payments.uniqueName("Overview Hooked"));
                receiver.await(d -> id.equals(d.dataId()), 1, Duration.ofSeconds(30));
                // every hour of the last 31 days, as attempt_hourly keeps it and as the attempts count now
                await(() -> {
                    Map<String, Long> kept = perHour("SELECT hour_start, IF(delivered, 'DELIVERED', 'FAILED'), '', attempts, 0 FROM attempt_hourly "
                            + "WHERE hour_start >= UNIX_TIMESTAMP() - 31 * 86400", "webhook");
                    Map<String, Long> counted = perHour("SELECT FLOOR(UNIX_TIMESTAMP(started_at) / 3600) * 3600 AS h, "
                            + "IF(outcome IN ('DELIVERED', 'DUPLICATE'), 'DELIVERED', 'FAILED') AS ok, '', COUNT(*), 0 FROM webhook_attempt "
                            + "WHERE started_at >= FROM_UNIXTIME(FLOOR(UNIX_TIMESTAMP() / 3600) * 3600 - 31 * 86400) GROUP BY h, ok", "webhook");
                    return kept.equals(counted) && counted.keySet().stream().anyMatch(k -> k.contains(" DELIVERED "))
                            && counted.keySet().stream().anyMatch(k -> k.contains(" FAILED "));
                }, "attempt_hourly equals the attempts per hour, delivered and failed");
                await(() -> perHour("SELECT day_start, IF(delivered, 'DELIVERED', 'FAILED'), '', attempts, 0 FROM attempt_daily WHERE day_start >= "
                                + MONTH_DAYS, "webhook")
                                .equals(perHour("SELECT hour_start DIV 86400 * 86400 AS d, IF(delivered, 'DELIVERED', 'FAILED') AS ok, '', SUM(attempts), 0 "
                                        + "FROM attempt_hourly WHERE hour_start >= " + MONTH_DAYS + " GROUP BY d, ok", "webhook")),
                        "attempt_daily equals attempt_hourly added up per day");
            } finally {
                PlatformConfig.patch("{\"webhookEndpoint\":null}");
            }
        }
    }

    private static final String PER_HOUR = "FLOOR(UNIX_TIMESTAMP(created_at) / 3600) * 3600";
    /** SQL: the start of the 30th UTC day before today, the oldest day a 30-day overview reads (whole, unlike the 31st). */
    private static final String MONTH_DAYS = "(UNIX_TIMESTAMP() DIV 86400 - 30) * 86400";

    private static Map<String, Long> keptPerHour() {
        return perHour("SELECT hour_start, currency, status, payments, amount FROM payment_hourly WHERE hour_start >= UNIX_TIMESTAMP() - 31 * 86400");
    }

    private static Map<String, Long> countedPerHour() {
        return perHour("SELECT " + PER_HOUR + " AS h, currency, status, COUNT(*), SUM(amount) FROM money_transaction "
                + "WHERE created_at >= FROM_UNIXTIME(FLOOR(UNIX_TIMESTAMP() / 3600) * 3600 - 31 * 86400) GROUP BY h, currency, status");
    }

    /** "hour currency status" -> count * 1e9 + amount (both must agree), from a query of those five columns. */
    private static Map<String, Long> perHour(String sql) {
        return perHour(sql, "quote");
    }

    private static Map<String, Long> perHour(String sql, String service) {
        Map<String, Long> out = new java.util.TreeMap<>();
        try (Connection c = Databases.of(service); PreparedStatement s = c.prepareStatement(sql); ResultSet r = s.executeQuery()) {
            while (r.next()) {
                if (r.getLong(4) > 0) {
                    out.put(r.getLong(1) + " " + r.getString(2) + " " + r.getString(3), r.getLong(4) * 1_000_000_000L + r.getLong(5));
                }
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    @Test
    void balancesAreTheCustomersMoneyPerCurrencyAndThePlatformsAccounts() throws Exception {
        Payments.Customer c = Payments.fundedCustomer("Overview Saver", 70_000);
        JsonObject o = overview("/ops/overview/balances");
        long usd = total(o, "USD");
        assertTrue(usd >= 70_000, o.toString());
        // minus the platform's and the system accounts is exactly what the customer accounts hold, summed in the database
        await(() -> {
            JsonObject now = overview("/ops/overview/balances");
            Map<String, Long> summed = customerSumsInTheLedger();
            for (var t : now.getJsonArray("customers").getValuesAs(JsonObject.class)) {
                if (summed.getOrDefault(t.getString("currency"), 0L) != t.getJsonNumber("total").longValue()) {
                    return false;
                }
            }
            return summed.entrySet().stream().allMatch(e -> e.getValue() == 0 || total(now, e.getKey()) == e.getValue());
        }, "the customers' totals equal the sum of the customer accounts");
        assertTrue(o.getJsonArray("platformAccounts").getValuesAs(JsonObject.class).stream()
                .anyMatch(a -> a.getString("id").startsWith("InternalAccount:") && a.getString("currency").equals("USD")), o.toString());
        assertEquals(70_000, Payments.usdBalance(c));
    }

    @Test
    void onboardingCountsCustomersByStatusAndListsThoseWaitingOnThePlatform() {
        String name = Payments.uniqueName("Overview Waiting") + " 001";
        String id = createIndividual(name);
        assertEquals("PENDING", get("/customers/" + id).json().getString("kycStatus"));
        JsonObject o = overview("/ops/overview/onboarding");
        assertTrue(o.getJsonNumber("waitingCount").longValue() >= 1, o.toString());
        long individuals = o.getJsonArray("statuses").getValuesAs(JsonObject.class).stream()
                .filter(s -> s.getString("customerType").equals("INDIVIDUAL")).mapToLong(s -> s.getJsonNumber("count").longValue()).sum();
        long businesses = o.getJsonArray("statuses").getValuesAs(JsonObject.class).stream()
                .filter(s -> s.getString("customerType").equals("BUSINESS")).mapToLong(s -> s.getJsonNumber("count").longValue()).sum();
        assertEquals(get("/customers?customerType=INDIVIDUAL&limit=1").json().getInt("totalCount"), individuals, "as GET /customers counts them");
        assertEquals(get("/customers?customerType=BUSINESS&limit=1").json().getInt("totalCount"), businesses, "as GET /customers counts them");
        List<JsonObject> waiting = o.getJsonArray("waiting").getValuesAs(JsonObject.class);
        // oldest first, at most 20: the new one is listed unless 20 older ones wait
        assertTrue(waiting.stream().anyMatch(w -> w.getString("id").equals(id) && w.getString("name").equals(name)) || waiting.size() == 20, o.toString());
        for (int i = 1; i < waiting.size(); i++) {
            assertTrue(waiting.get(i - 1).getString("createdAt").compareTo(waiting.get(i).getString("createdAt")) <= 0, "oldest first");
        }
    }

    @Test
    void theOnboardingCountsMoveWithEachCustomerAndARecountCorrectsADrift() throws Exception {
        // each moves the counts in its own transaction: a creation, a business's verification, a deletion
        createIndividual(Payments.uniqueName("Overview Counted"));
        String business = Onboarding.business("REG-" + Onboarding.unique() + "-777", false).getString("id");
        assertEquals("APPROVED", Onboarding.verify(business).getString("verificationStatus"));
        String gone = createIndividual(Payments.uniqueName("Overview Gone"));
        assertEquals(200, Api.delete("/customers/" + gone).status());
        assertEquals(countedInTheDatabase(), countedInTheOverview(), "the overview's counts are the live customers', at once");
        // the service recounts every few seconds here (every hour by default) and says so when it corrects a count:
        // had a move been missed, the recount would have hidden it, but not its log line
        Path log = PlatformHarness.platform().server().messagesLog();
        assertFalse(Files.readString(log).contains(RECOUNTED), "no count was corrected: every move was kept");

        // a drift (what a copy of an earlier version would leave during a rolling upgrade) is corrected by the recount
        try (Connection c = Databases.of("customer"); Statement st = c.createStatement()) {
            assertEquals(1, st.executeUpdate("UPDATE onboarding_tally SET customers = customers + 7 WHERE customer_type = 'BUSINESS' AND status = 'APPROVED'"));
        }
        await(() -> countedInTheDatabase().equals(countedInTheOverview()), "the recount corrects the drift");
        assertTrue(Files.readString(log).contains(RECOUNTED), "the correction is logged");
    }

    private static final String RECOUNTED = "Onboarding tally recounted";

    /** (type, status) -> live customers, counted in customer-service's database. */
    private static Map<String, Long> countedInTheDatabase() {
        Map<String, Long> out = new HashMap<>();
        try (Connection c = Databases.of("customer");
             PreparedStatement s = c.prepareStatement("SELECT customer_type, COALESCE(kyc_status, kyb_status, 'UNVERIFIED'), COUNT(*) FROM customer "
                     + "WHERE deleted_at IS NULL GROUP BY 1, 2");
             ResultSet r = s.executeQuery()) {
            while (r.next()) {
                out.put(r.getString(1) + " " + r.getString(2), r.getLong(3));
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    private static Map<String, Long> countedInTheOverview() {
        Map<String, Long> out = new HashMap<>();
        for (JsonObject s : overview("/ops/overview/onboarding").getJsonArray("statuses").getValuesAs(JsonObject.class)) {
            out.put(s.getString("customerType") + " " + s.getString("status"), s.getJsonNumber("count").longValue());
        }
        return out;
    }

    @Test
    void webhookDeliveryIsCountedFromTheAttempts() throws Exception {
        JsonObject o = overview("/ops/overview/webhooks?period=30d");
        assertEquals(86400, o.getInt("bucketSeconds"));
        assertEquals(30, o.getJsonArray("buckets").size());
        await(() -> {
            JsonObject now = overview("/ops/overview/webhooks?period=30d");
            long[] counted = attemptsInTheDatabase(Instant.parse(now.getString("from")), Instant.parse(now.getString("to")));
            return counted[0] == now.getJsonNumber("deliveredCount").longValue() && counted[1] == now.getJsonNumber("failingCount").longValue()
                    && (counted[0] + counted[1] == 0) == !now.containsKey("latencyMillis");
        }, "delivered and failed attempts as the database holds them");
        if (o.containsKey("latencyMillis")) {
            assertTrue(o.getJsonObject("latencyMillis").getInt("p50") <= o.getJsonObject("latencyMillis").getInt("p95"), o.toString());
        }
        if (o.containsKey("oldestUndelivered")) {
            String hook = o.getJsonObject("oldestUndelivered").getString("id");
            assertEquals(200, get("/ops/webhooks/" + hook).status(), "the oldest undelivered is a webhook the operators can open");
        }
    }

    /**
     * A receiver's long outage leaves many webhooks undelivered: each state is counted up to 10,000 and marked
     * overLimit above, so the overview reads as much whatever the backlog. 10,001 webhooks that gave up are written
     * straight into the tables (copies of a webhook the platform made), then removed.
     */
    @Test
    void theUndeliveredOfAStateAreCountedUpToAThousand() throws Exception {
        createIndividual("Backlog Counted");
        await(() -> count("SELECT COUNT(*) FROM webhook") > 0, "a webhook to copy");
        String prefix = "Webhook:backlog-" + UUID.randomUUID().toString().substring(0, 8) + "-";
        try (Connection c = Databases.of("webhook"); Statement st = c.createStatement()) {
            List<String> columns = new java.util.ArrayList<>();
            try (ResultSet r = st.executeQuery("SELECT column_name FROM information_schema.columns WHERE table_schema = DATABASE()"
                    + " AND table_name = 'webhook' AND generation_expression IS NULL ORDER BY ordinal_position")) {
                while (r.next()) {
                    columns.add(r.getString(1));
                }
            }
            String copied = String.join(", ", columns.stream().map(col -> col.equals("id") || col.equals("event_id") ? "CONCAT('" + prefix + "', seq)" : "w." + col).toList());
            try {
                st.executeUpdate("INSERT INTO webhook (" + String.join(", ", columns) + ") SELECT " + copied
                        + " FROM (SELECT * FROM webhook LIMIT 1) w, seq_1_to_" + (Counts.LIMIT + 1));
                st.executeUpdate("INSERT INTO webhook_delivery (webhook_id, state, attempts, committed_at, last_error)"
                        + " SELECT CONCAT('" + prefix + "', seq), 'GAVE_UP', 3, NOW(6), 'backlog test' FROM seq_1_to_" + (Counts.LIMIT + 1));
                JsonObject gaveUp = undelivered(overview("/ops/overview/webhooks?period=today"), "GAVE_UP");
                assertEquals(Counts.LIMIT, gaveUp.getInt("count"), gaveUp.toString());
                assertTrue(gaveUp.getBoolean("overLimit"), gaveUp.toString());
            } finally {
                st.executeUpdate("DELETE FROM webhook_delivery WHERE webhook_id LIKE '" + prefix + "%'");
                st.executeUpdate("DELETE FROM webhook WHERE id LIKE '" + prefix + "%'");
            }
            JsonObject after = undelivered(overview("/ops/overview/webhooks?period=today"), "GAVE_UP");
            assertTrue(after.getInt("count") < Counts.LIMIT && !after.containsKey("overLimit"), after.toString());
        }
    }

    private static JsonObject undelivered(JsonObject overview, String state) {
        return overview.getJsonArray("undelivered").getValuesAs(JsonObject.class).stream().filter(u -> state.equals(u.getString("state")))
                .findFirst().orElseThrow(() -> new AssertionError("no " + state + " in " + overview));
    }

    private static long count(String sql) {
        try (Connection c = Databases.of("webhook"); Statement st = c.createStatement(); ResultSet r = st.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void eachOverviewNeedsThePermissionOfThePagesShowingTheSameDataAndAWrongPeriodIsNamed() throws Exception {
        String viewOnly = Tokens.insert("VIEW");
        String transactOnly = Tokens.insert("TRANSACT");
        for (String path : List.of("/ops/overview/payments", "/ops/overview/balances", "/ops/overview/onboarding")) {
            assertEquals(200, as(viewOnly, path).status(), path);
            assertEquals(403, as(transactOnly, path).status(), path);
        }
        assertEquals(403, as(viewOnly, "/ops/overview/webhooks").status(), "the webhook pages need OPERATOR");
        Api.Reply bad = get("/ops/overview/payments?period=yesterday");
        assertEquals(400, bad.status(), bad.raw().body());
        assertTrue(bad.raw().body().contains("period"), bad.raw().body());
        assertEquals(400, get("/ops/overview/webhooks?period=1y").status());
    }

    @Test
    void theOverviewPageShowsTheNumbersOfTheApiInItsTablesAndCharts() throws Exception {
        Payments.fundedCustomer("Overview Shown", 12_345);
        String waiting = Payments.uniqueName("Overview Page") + " 001";
        createIndividual(waiting);

        HtmlPage page = browser.getPage(PlatformHarness.serverUrl() + "/console/");
        awaitPage(page, () -> shown(page, "login"), "the sign-in form");
        ((HtmlInput) page.getElementById("login-id")).setValue(Api.TOKEN_ID);
        ((HtmlInput) page.getElementById("login-secret")).setValue(Api.TOKEN_SECRET);
        page.getHtmlElementById("login-submit").click();
        awaitPage(page, () -> page.getElementById("view-overview") != null, "the overview first");
        ((org.htmlunit.html.HtmlElement) page.getElementById("period-today")).click();
        awaitPage(page, () -> page.getElementById("period-today") != null && "true".equals(page.getElementById("period-today").getAttribute("aria-pressed")),
                "today chosen");

        // payments: the table's USD completed row and the chart's Completed series equal the API's numbers
        awaitPage(page, () -> {
            JsonObject o = overview("/ops/overview/payments?period=today");
            long[] usd = series(o, "USD", "COMPLETED");
            long completed = o.getJsonArray("series").getValuesAs(JsonObject.class).stream().filter(s -> s.getString("outcome").equals("COMPLETED"))
                    .mapToLong(s -> s.getJsonNumber("count").longValue()).sum();
            DomElement row = row(page, "overview-payments-table", "USD:COMPLETED");
            return row != null && value(row, 2) == usd[0] && value(row, 3) == usd[1]
                    && totals(page, "chart-payments").get("Completed") == completed;
        }, "the payments of today as the API counts them, in the table and in the chart");

        // balances: the customers' USD total
        awaitPage(page, () -> {
            DomElement row = row(page, "overview-balances-table", "USD");
            return row != null && value(row, 1) == total(overview("/ops/overview/balances"), "USD");
        }, "the customers' USD total");

        // onboarding: the chart's series add up to the customers, and the new customer waits by name
        awaitPage(page, () -> {
            JsonObject o = overview("/ops/overview/onboarding");
            long individuals = o.getJsonArray("statuses").getValuesAs(JsonObject.class).stream()
                    .filter(s -> s.getString("customerType").equals("INDIVIDUAL")).mapToLong(s -> s.getJsonNumber("count").longValue()).sum();
            return totals(page, "chart-onboarding").get("Individuals (KYC)") == individuals
                    && (text(page, "overview-waiting").contains(waiting) || o.getJsonArray("waiting").size() == 20);
        }, "customers by status, and the one waiting on the platform");

        // webhooks: the delivered and failed attempts, as the API counts them
        awaitPage(page, () -> {
            JsonObject o = overview("/ops/overview/webhooks?period=today");
            Map<String, Long> drawn = totals(page, "chart-webhooks");
            return page.getElementById("webhooks-delivered") != null
                    && Long.parseLong(page.getElementById("webhooks-delivered").getAttribute("data-value")) == o.getJsonNumber("deliveredCount").longValue()
                    && drawn.get("Delivered") == o.getJsonNumber("deliveredCount").longValue()
                    && drawn.get("Failed") == o.getJsonNumber("failingCount").longValue();
        }, "the webhook attempts");
        assertEquals(2, page.getElementsByTagName("script").size(), "the charting library and console.js, both from the console");
    }

    @Test
    void findGoesStraightToAnyIdAndLooksUpNamesAndEmailsAndCustomersAreShownByName() throws Exception {
        Payments.Customer c = Payments.fundedCustomer("Overview Findable", 5_000);
        String name = get("/customers/" + c.id()).json().getString("fullName");
        String platformCustomerId = get("/customers/" + c.id()).json().getString("platformCustomerId");
        String external = Payments.externalUsdAccount(c.id(), "555000222000");
        JsonObject tx = Payments.transferOut(c.usd(), external, 100);

        HtmlPage page = browser.getPage(PlatformHarness.serverUrl() + "/console/");
        awaitPage(page, () -> shown(page, "login"), "the sign-in form");
        ((HtmlInput) page.getElementById("login-id")).setValue(Api.TOKEN_ID);
        ((HtmlInput) page.getElementById("login-secret")).setValue(Api.TOKEN_SECRET);
        page.getHtmlElementById("login-submit").click();
        awaitPage(page, () -> shown(page, "find-form"), "the search box once signed in");

        find(page, tx.getString("id"));
        awaitPage(page, () -> text(page, "transaction-details").contains(tx.getString("id")), "the transaction, by its id");
        // the customer is shown by name, its id on hover
        awaitPage(page, () -> page.getElementById("transaction-details").getElementsByTagName("a").stream()
                .anyMatch(a -> a.getTextContent().equals(name) || c.id().equals(a.getAttribute("title"))), "the transaction's customer");
        find(page, c.usd());
        awaitPage(page, () -> text(page, "account-details").contains(c.usd()), "the internal account, by its id");
        find(page, external);
        awaitPage(page, () -> text(page, "customer-details").contains(name), "an external account's owner");
        find(page, platformCustomerId);
        awaitPage(page, () -> row(page, "customers-table", c.id()) != null, "the customer, by its platformCustomerId");
        find(page, name.toLowerCase());
        awaitPage(page, () -> row(page, "customers-table", c.id()) != null, "the customer, by its name");
        page.executeJavaScript("location.hash = '#customer/" + c.id() + "'");
        awaitPage(page, () -> row(page, "customer-internal-accounts", c.usd()) != null
                && row(page, "customer-internal-accounts", c.usd()).getTextContent().contains(name), "the account's customer, by name");
    }

    private void find(HtmlPage page, String q) throws Exception {
        ((HtmlInput) page.getElementById("find")).setValue(q);
        page.getHtmlElementById("find-form").getElementsByTagName("button").get(0).click();
    }

    // ---- helpers ------------------------------------------------------------------------------------------

    private static JsonObject overview(String path) {
        Api.Reply r = get(path);
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    /** {count, amount} of the series of this currency and outcome ({0, 0} when it has none). */
    private static long[] series(JsonObject o, String currency, String outcome) {
        for (var s : o.getJsonArray("series").getValuesAs(JsonObject.class)) {
            if (s.getString("currency").equals(currency) && s.getString("outcome").equals(outcome)) {
                return new long[] {s.getJsonNumber("count").longValue(), s.getJsonNumber("amount").longValue()};
            }
        }
        return new long[] {0, 0};
    }

    private static long total(JsonObject balances, String currency) {
        return balances.getJsonArray("customers").getValuesAs(JsonObject.class).stream().filter(t -> t.getString("currency").equals(currency))
                .mapToLong(t -> t.getJsonNumber("total").longValue()).findFirst().orElse(0);
    }

    private static Map<String, Long> customerSumsInTheLedger() {
        Map<String, Long> out = new HashMap<>();
        try (Connection c = Databases.quote();
             PreparedStatement s = c.prepareStatement("SELECT currency, SUM(balance) FROM ledger_account WHERE kind = 'CUSTOMER' GROUP BY currency");
             ResultSet r = s.executeQuery()) {
            while (r.next()) {
                out.put(r.getString(1), r.getLong(2));
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** {delivered, failed} attempts started in [from, to). */
    private static long[] attemptsInTheDatabase(Instant from, Instant to) {
        try (Connection c = Databases.of("webhook");
             PreparedStatement s = c.prepareStatement("SELECT SUM(outcome IN ('DELIVERED', 'DUPLICATE')), SUM(outcome NOT IN ('DELIVERED', 'DUPLICATE')) "
                     + "FROM webhook_attempt WHERE started_at >= ? AND started_at < ?")) {
            s.setTimestamp(1, Timestamp.from(from));
            s.setTimestamp(2, Timestamp.from(to));
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return new long[] {r.getLong(1), r.getLong(2)};
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static String createIndividual(String name) {
        Api.Reply r = postJson("/customers", Json.createObjectBuilder().add("customerType", "INDIVIDUAL")
                .add("platformCustomerId", "overview-" + UUID.randomUUID()).add("fullName", name)
                .add("email", "overview." + UUID.randomUUID().toString().substring(0, 8) + "@example.com").build().toString());
        assertEquals(201, r.status(), r.raw().body());
        return r.json().getString("id");
    }

    private static Api.Reply as(String clientId, String path) {
        return Api.send(Api.request(path).setHeader("Authorization", Api.basic(clientId, Tokens.SECRET)).GET().build());
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static void await(Supplier<Boolean> condition, String what) {
        Payments.await(condition, WAIT, () -> what);
    }

    private void awaitPage(HtmlPage page, Supplier<Boolean> condition, String what) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            browser.waitForBackgroundJavaScript(200);
            try {
                if (Boolean.TRUE.equals(condition.get())) {
                    return;
                }
            } catch (RuntimeException e) {
                // not there yet
            }
        }
        DomElement view = page.getElementById("view");
        String shown = view == null ? "" : view.asNormalizedText().replaceAll("\\s+", " ");
        throw new AssertionError("within " + WAIT.toSeconds() + " s: " + what + "; the view shows: " + shown.substring(0, Math.min(3000, shown.length())));
    }

    private static boolean shown(HtmlPage page, String id) {
        DomElement e = page.getElementById(id);
        return e != null && !e.hasAttribute("hidden");
    }

    private static String text(HtmlPage page, String id) {
        DomElement e = page.getElementById(id);
        return e == null ? "" : e.getTextContent();
    }

    private static DomElement row(HtmlPage page, String tableId, String dataId) {
        DomElement t = page.getElementById(tableId);
        if (t == null) {
            return null;
        }
        return t.getElementsByTagName("tr").stream().filter(r -> dataId.equals(r.getAttribute("data-id"))).findFirst().orElse(null);
    }

    /** The data-value (the raw number) in the row's cell. */
    private static long value(DomElement row, int cell) {
        DomElement td = row.getElementsByTagName("td").get(cell);
        return Long.parseLong(td.getElementsByTagName("span").get(0).getAttribute("data-value"));
    }

    /** What the chart draws: each series' total (its data-totals). */
    private static Map<String, Long> totals(HtmlPage page, String chartId) {
        DomElement e = page.getElementById(chartId);
        Map<String, Long> out = new HashMap<>();
        if (e == null || e.getAttribute("data-totals").isEmpty()) {
            return out;
        }
        try (var r = Json.createReader(new StringReader(e.getAttribute("data-totals")))) {
            r.readObject().forEach((k, v) -> out.put(k, ((jakarta.json.JsonNumber) v).longValue()));
        }
        return out;
    }
}
