package net.ccpay.deploy.it.support;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;

import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Customers.DEFAULT_CURRENCIES;
import static net.ccpay.deploy.it.support.Customers.awaitActiveAccounts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Steps of the money-movement ITs (quotes, execute, transfers, transactions, sandbox outcomes) and the
 * ledger's invariants read from the quote database. Everything a test makes is its own: every customer
 * is fresh, so balances, transactions and webhooks are picked by id.
 */
public final class Payments {

    private Payments() {}

    /** How long a test waits for a state the sandbox reaches by itself (settings: scale 0.02, timer poll 100 ms). */
    public static final Duration DEADLINE = Duration.ofSeconds(30);
    static final long POLL_MILLIS = 100;
    /** platform.quote.ttl-seconds as the platform has it by default (the test platform keeps it). */
    public static final Duration QUOTE_TTL = Duration.ofSeconds(300);

    static final String SANDBOX_UMA_DOMAIN = "@sandbox.uma.money";
    public static final String OUTGOING = "OUTGOING_PAYMENT";
    public static final String INCOMING = "INCOMING_PAYMENT";

    /** Webhook statuses of each family, in the order a transaction can pass through them (tie-break for equal timestamps). */
    static final List<String> OUTGOING_STATUSES = List.of("PENDING", "PENDING_AUTHORIZATION", "PROCESSING", "COMPLETED", "FAILED",
            "REFUND_PENDING", "REFUND_COMPLETED", "REFUND_FAILED", "EXPIRED");
    static final List<String> INCOMING_STATUSES = List.of("PENDING", "COMPLETED", "FAILED",
            "REFUND_PENDING", "REFUND_COMPLETED", "REFUND_FAILED");

    /** Statuses after which nothing more happens to an outgoing payment (awaiting another one stops there). */
    static final Set<String> FINAL = Set.of("REFUND_COMPLETED", "REFUND_FAILED", "EXPIRED", "REJECTED");

    // ---- customers, accounts, balances -------------------------------------------------------

    /** An approved customer and its internal account ids by currency. */
    public record Customer(String id, Map<String, String> accounts) {
        public String account(String currency) {
            String a = accounts.get(currency);
            if (a == null) {
                throw new AssertionError(id + " has no " + currency + " account: " + accounts);
            }
            return a;
        }

        public String usd() {
            return account("USD");
        }
    }

    /**
     * A name that is this customer's own and ends in letters: the sandbox reads KYC outcomes from a
     * name's last three characters (…001 pending, …002 rejected), so no digits at the end.
     */
    public static String uniqueName(String base) {
        StringBuilder s = new StringBuilder(base).append(' ');
        ThreadLocalRandom r = ThreadLocalRandom.current();
        for (int i = 0; i < 10; i++) {
            s.append((char) ('a' + r.nextInt(26)));
        }
        return s.toString();
    }

    /** A fresh approved customer (no email) with its active accounts, one per default currency. */
    public static Customer customer(String name) {
        String id = Customers.create(uniqueName(name), null);
        Map<String, String> ids = new TreeMap<>();
        awaitActiveAccounts(id, DEFAULT_CURRENCIES.size()).forEach((currency, a) -> ids.put(currency, a.getString("id")));
        return new Customer(id, Map.copyOf(ids));
    }

    /** A fresh customer whose USD account holds {@code usd} (smallest unit). */
    public static Customer fundedCustomer(String name, long usd) {
        Customer c = customer(name);
        assertEquals(usd, fund(c.usd(), usd));
        return c;
    }

    /** POST /sandbox/internal-accounts/{id}/fund; returns the balance after it. */
    public static long fund(String internalAccountId, long amount) {
        Api.Reply r = postJson("/sandbox/internal-accounts/" + internalAccountId + "/fund", "{\"amount\":" + amount + "}");
        assertEquals(200, r.status(), r.raw().body());
        return amount(r.json().getJsonObject("balance"));
    }

    /** The customer's balance in {@code currency}, as the API lists it. */
    public static long balance(String customerId, String currency) {
        Api.Reply r = get("/customers/internal-accounts?customerId=" + customerId + "&currency=" + currency);
        assertEquals(200, r.status(), r.raw().body());
        List<JsonObject> data = r.json().getJsonArray("data").getValuesAs(JsonObject.class);
        assertEquals(1, data.size(), () -> "one " + currency + " account of " + customerId + ": " + r.raw().body());
        return amount(data.get(0).getJsonObject("balance"));
    }

    public static long usdBalance(Customer c) {
        return balance(c.id(), "USD");
    }

    /** The {@code amount} of a CurrencyAmount-shaped object (balance, sentAmount, receivedAmount). */
    public static long amount(JsonObject currencyAmount) {
        return currencyAmount.getJsonNumber("amount").longValueExact();
    }

    public static long number(JsonObject o, String name) {
        return o.getJsonNumber(name).longValueExact();
    }

    /**
     * A US bank account of the customer. The last three digits of {@code accountNumber} pick the
     * sandbox outcome of payments to (or pulls from) it, e.g. "555000123005".
     */
    public static String externalUsdAccount(String customerId, String accountNumber) {
        String body = "{\"customerId\":\"" + customerId + "\",\"currency\":\"USD\",\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\","
                + "\"accountNumber\":\"" + accountNumber + "\",\"routingNumber\":\"021000021\",\"bankAccountType\":\"CHECKING\","
                + "\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Grace Receiver\"}}}";
        Api.Reply r = postJson("/customers/external-accounts", body);
        assertEquals(201, r.status(), r.raw().body());
        return r.json().getString("id");
    }

    /** A US bank account whose payments take the sandbox outcome of {@code suffix} (three digits). */
    public static String externalUsdAccountEnding(String customerId, String suffix) {
        return externalUsdAccount(customerId, "55500" + String.format("%04d", ThreadLocalRandom.current().nextInt(10_000)) + suffix);
    }

    /** A Mexican CLABE account of the customer (valid check digit; suffix 719 is an ordinary outcome). */
    public static String externalMxnAccount(String customerId) {
        String body = "{\"customerId\":\"" + customerId + "\",\"currency\":\"MXN\",\"accountInfo\":{\"accountType\":\"MXN_ACCOUNT\","
                + "\"clabeNumber\":\"032180000118359719\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Frida Receptora\"}}}";
        Api.Reply r = postJson("/customers/external-accounts", body);
        assertEquals(201, r.status(), r.raw().body());
        return r.json().getString("id");
    }

    // ---- lookups -------------------------------------------------------------------------------

    public static String uma(String user) {
        return user + SANDBOX_UMA_DOMAIN;
    }

    /** GET /receiver/uma/{address}?customerId=…: the whole answer. */
    public static JsonObject umaLookup(String umaAddress, String senderCustomerId) {
        Api.Reply r = get("/receiver/uma/" + URLEncoder.encode(umaAddress, StandardCharsets.UTF_8) + "?customerId=" + senderCustomerId);
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    /** GET /receiver/external-account/{id}?customerId=…: the whole answer. */
    public static JsonObject accountLookup(String externalAccountId, String senderCustomerId) {
        Api.Reply r = get("/receiver/external-account/" + externalAccountId + "?customerId=" + senderCustomerId);
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    // ---- quote bodies --------------------------------------------------------------------------

    private static JsonObjectBuilder locked(JsonObjectBuilder b, String side, long amount) {
        return b.add("lockedCurrencySide", side).add("lockedCurrencyAmount", amount);
    }

    /** ACCOUNT → ACCOUNT (internal or external on either side). */
    public static JsonObject accountToAccount(String sourceAccountId, String destinationAccountId, String side, long amount) {
        return locked(Json.createObjectBuilder()
                .add("source", Json.createObjectBuilder().add("sourceType", "ACCOUNT").add("accountId", sourceAccountId))
                .add("destination", Json.createObjectBuilder().add("destinationType", "ACCOUNT").add("accountId", destinationAccountId)),
                side, amount).build();
    }

    /** REALTIME_FUNDING source of the customer in {@code currency} → an account. */
    public static JsonObject realtimeFunding(String customerId, String currency, String destinationAccountId, String side, long amount) {
        return locked(Json.createObjectBuilder()
                .add("source", Json.createObjectBuilder().add("sourceType", "REALTIME_FUNDING").add("currency", currency).add("customerId", customerId))
                .add("destination", Json.createObjectBuilder().add("destinationType", "ACCOUNT").add("accountId", destinationAccountId)),
                side, amount).build();
    }

    /** ACCOUNT → UMA_ADDRESS; {@code lookupId} and {@code currency} may be null (left out). */
    public static JsonObject toUma(String lookupId, String sourceAccountId, String umaAddress, String currency, String side, long amount) {
        JsonObjectBuilder destination = Json.createObjectBuilder().add("destinationType", "UMA_ADDRESS").add("umaAddress", umaAddress);
        if (currency != null) {
            destination.add("currency", currency);
        }
        JsonObjectBuilder b = Json.createObjectBuilder();
        if (lookupId != null) {
            b.add("lookupId", lookupId);
        }
        return locked(b.add("source", Json.createObjectBuilder().add("sourceType", "ACCOUNT").add("accountId", sourceAccountId))
                .add("destination", destination), side, amount).build();
    }

    /** The body with one member added or replaced. */
    public static JsonObject with(JsonObject body, String name, JsonValue value) {
        return Json.createObjectBuilder(body).add(name, value).build();
    }

    public static JsonObject with(JsonObject body, String name, String value) {
        return with(body, name, Json.createValue(value));
    }

    static JsonObject with(JsonObject body, String name, long value) {
        return with(body, name, Json.createValue(value));
    }

    public static JsonObject withFeeOverride(JsonObject body, long fixedFee, String feeCurrency, int variableBps) {
        return with(body, "platformFeeOverride", Json.createObjectBuilder()
                .add("platformFixedFee", Json.createObjectBuilder().add("amount", fixedFee).add("currency", feeCurrency))
                .add("platformVariableFeeBps", variableBps).build());
    }

    // ---- requests ------------------------------------------------------------------------------

    /** A JSON POST, with an Idempotency-Key when {@code idempotencyKey} is not null. */
    static Api.Reply post(String path, String idempotencyKey, String json) {
        HttpRequest.Builder b = Api.request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json));
        if (idempotencyKey != null) {
            b.header("Idempotency-Key", idempotencyKey);
        }
        return Api.send(b.build());
    }

    public static Api.Reply postQuote(JsonObject body) {
        return post("/quotes", null, body.toString());
    }

    /** POST /quotes, expecting 201; the quote. */
    public static JsonObject createQuote(JsonObject body) {
        Api.Reply r = postQuote(body);
        assertEquals(201, r.status(), () -> body + " -> " + r.raw().body());
        JsonObject q = r.json();
        assertTrue(q.getString("id").startsWith("Quote:"), q::toString);
        assertTrue(q.getString("transactionId").startsWith("Transaction:"), q::toString);
        return q;
    }

    public static Api.Reply execute(String quoteId) {
        return execute(quoteId, null);
    }

    /** POST /quotes/{id}/execute with an empty JSON object, and an Idempotency-Key unless null. */
    public static Api.Reply execute(String quoteId, String idempotencyKey) {
        return post("/quotes/" + quoteId + "/execute", idempotencyKey, "{}");
    }

    /** Executes, expecting 200; the quote as answered. */
    public static JsonObject executed(String quoteId) {
        Api.Reply r = execute(quoteId);
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    public static JsonObject getQuote(String quoteId) {
        Api.Reply r = get("/quotes/" + quoteId);
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    /** POST /transfer-out, expecting 201; the transaction. */
    public static JsonObject transferOut(String internalAccountId, String externalAccountId, long amount) {
        String body = "{\"source\":{\"accountId\":\"" + internalAccountId + "\"},\"destination\":{\"accountId\":\"" + externalAccountId
                + "\"},\"amount\":" + amount + "}";
        Api.Reply r = postJson("/transfer-out", body);
        assertEquals(201, r.status(), () -> body + " -> " + r.raw().body());
        return r.json();
    }

    /** POST /transfer-in, expecting 201; the transaction. */
    public static JsonObject transferIn(String externalAccountId, String internalAccountId, long amount) {
        String body = "{\"source\":{\"accountId\":\"" + externalAccountId + "\"},\"destination\":{\"accountId\":\"" + internalAccountId
                + "\"},\"amount\":" + amount + "}";
        Api.Reply r = postJson("/transfer-in", body);
        assertEquals(201, r.status(), () -> body + " -> " + r.raw().body());
        return r.json();
    }

    /** POST /sandbox/uma/receive to the customer; expecting 200, the incoming transaction. */
    public static JsonObject umaReceive(String senderUmaAddress, String customerId, String currency, long amount) {
        String body = "{\"senderUmaAddress\":\"" + senderUmaAddress + "\",\"customerId\":\"" + customerId
                + "\",\"receivingCurrencyCode\":\"" + currency + "\",\"receivingCurrencyAmount\":" + amount + "}";
        Api.Reply r = postJson("/sandbox/uma/receive", body);
        assertEquals(200, r.status(), () -> body + " -> " + r.raw().body());
        return r.json();
    }

    // ---- transactions --------------------------------------------------------------------------

    public static JsonObject transaction(String transactionId) {
        Api.Reply r = get("/transactions/" + transactionId);
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    public static String status(String transactionId) {
        return transaction(transactionId).getString("status");
    }

    public static JsonObject awaitStatus(String transactionId, String status) {
        return awaitStatus(transactionId, status, DEADLINE);
    }

    /**
     * Polls GET /transactions/{id} until it has {@code status}; fails at the deadline, or at once when the
     * transaction reaches a final status that is not the one awaited.
     */
    public static JsonObject awaitStatus(String transactionId, String status, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        JsonObject last = null;
        while (System.nanoTime() < deadline) {
            last = transaction(transactionId);
            String now = last.getString("status");
            if (status.equals(now)) {
                return last;
            }
            if (FINAL.contains(now)) {
                throw new AssertionError("awaiting " + status + " but " + transactionId + " ended " + now + ": " + last);
            }
            Waits.sleep(POLL_MILLIS);
        }
        throw new AssertionError("no " + status + " for " + transactionId + " within " + timeout.toSeconds() + " s; last: " + last);
    }

    public static JsonObject awaitQuoteStatus(String quoteId, String status, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        JsonObject last = null;
        while (System.nanoTime() < deadline) {
            last = getQuote(quoteId);
            if (status.equals(last.getString("status"))) {
                return last;
            }
            Waits.sleep(POLL_MILLIS);
        }
        throw new AssertionError("quote " + quoteId + " not " + status + " within " + timeout.toSeconds() + " s; last: " + last);
    }

    /** Waits until {@code condition} holds (polling every 100 ms) or fails at the deadline. */
    public static void await(Supplier<Boolean> condition, Duration timeout, Supplier<String> what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (condition.get()) {
                return;
            }
            Waits.sleep(POLL_MILLIS);
        }
        throw new AssertionError("timed out waiting for: " + what.get());
    }

    // ---- webhooks ------------------------------------------------------------------------------

    /**
     * The webhook types of one family ({@link #OUTGOING} or {@link #INCOMING}) whose data is the
     * transaction, in the order their events happened (the body's timestamp is the event's time).
     * Each webhook's data carries the status its type names.
     */
    public static List<String> paymentWebhooks(String family, String transactionId) {
        List<String> statuses = OUTGOING.equals(family) ? OUTGOING_STATUSES : INCOMING_STATUSES;
        record Seen(Instant at, int rank, String type) {}
        List<Seen> seen = new ArrayList<>();
        for (int rank = 0; rank < statuses.size(); rank++) {
            String status = statuses.get(rank);
            String type = family + "." + status;
            for (JsonObject w : Webhooks.ofType(type)) {
                JsonObject body = w.getJsonObject("body");
                JsonObject data = body.getJsonObject("data");
                if (transactionId.equals(data.getString("id", ""))) {
                    assertEquals(status, data.getString("status"), () -> "the data of a " + type + " webhook: " + body);
                    seen.add(new Seen(Instant.parse(body.getString("timestamp")), rank, type));
                }
            }
        }
        seen.sort(Comparator.comparing(Seen::at).thenComparingInt(Seen::rank));
        return seen.stream().map(Seen::type).toList();
    }

    /**
     * Polls {@link #paymentWebhooks} until at least {@code count} have arrived (or the deadline passes)
     * and returns what arrived: the caller compares it with the exact list it expects.
     */
    public static List<String> awaitPaymentWebhooks(String family, String transactionId, int count) {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        List<String> found = List.of();
        while (System.nanoTime() < deadline) {
            found = paymentWebhooks(family, transactionId);
            if (found.size() >= count) {
                return found;
            }
            Waits.sleep(POLL_MILLIS);
        }
        return found;
    }

    /** The exact OUTGOING_PAYMENT.* types for the statuses given, e.g. types(OUTGOING, "PENDING PROCESSING"). */
    public static List<String> types(String family, String statusesSpaceSeparated) {
        return java.util.Arrays.stream(statusesSpaceSeparated.trim().split("\\s+")).map(s -> family + "." + s).toList();
    }

    /** INTERNAL_ACCOUNT.BALANCE_UPDATED webhooks of one account, as delivered so far. */
    public static long balanceWebhooks(String internalAccountId) {
        return Webhooks.ofType("INTERNAL_ACCOUNT.BALANCE_UPDATED").stream()
                .filter(w -> internalAccountId.equals(w.getJsonObject("body").getJsonObject("data").getString("id", "")))
                .count();
    }

    // ---- the ledger (quote database) -------------------------------------------------------------

    /** Per currency, the sum of all ledger entries (each must be 0). */
    static Map<String, Long> ledgerSumsByCurrency() {
        Map<String, Long> sums = new TreeMap<>();
        try (Connection c = Databases.quote();
             ResultSet rs = c.createStatement().executeQuery("SELECT currency, SUM(amount) FROM ledger_entry GROUP BY currency")) {
            while (rs.next()) {
                sums.put(rs.getString(1), rs.getLong(2));
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return sums;
    }

    /** Ledger accounts other than SYSTEM ones whose balance is below zero: "id=balance". */
    static List<String> negativeNonSystemBalances() {
        List<String> out = new ArrayList<>();
        try (Connection c = Databases.quote(); ResultSet rs = c.createStatement().executeQuery(
                "SELECT id, kind, balance FROM ledger_account WHERE kind <> 'SYSTEM' AND balance < 0")) {
            while (rs.next()) {
                out.add(rs.getString(1) + " (" + rs.getString(2) + ")=" + rs.getLong(3));
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** Ledger accounts whose running balance is not the sum of their entries: "id balance≠sum". */
    static List<String> balancesThatAreNotTheirEntriesSum() {
        List<String> out = new ArrayList<>();
        try (Connection c = Databases.quote(); ResultSet rs = c.createStatement().executeQuery(
                "SELECT l.id, l.balance, COALESCE(SUM(e.amount), 0) FROM ledger_account l LEFT JOIN ledger_entry e ON e.account_id = l.id"
                        + " GROUP BY l.id, l.balance HAVING l.balance <> COALESCE(SUM(e.amount), 0)")) {
            while (rs.next()) {
                out.add(rs.getString(1) + " " + rs.getLong(2) + "≠" + rs.getLong(3));
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** The three invariants the ledger keeps at any time. */
    public static void assertLedgerInvariants() {
        Map<String, Long> sums = ledgerSumsByCurrency();
        assertTrue(!sums.isEmpty(), "the ledger has entries");
        sums.forEach((currency, sum) -> assertEquals(0L, sum, "ledger entries of " + currency + " sum to zero: " + sums));
        assertEquals(List.of(), negativeNonSystemBalances(), "only SYSTEM accounts may go below zero");
        assertEquals(List.of(), balancesThatAreNotTheirEntriesSum(), "every ledger_account.balance is the sum of its entries");
    }

    /** Entries that took money off the account (amount < 0): one per debit journal. */
    public static long debitEntries(String internalAccountId) {
        return count("SELECT COUNT(*) FROM ledger_entry WHERE account_id = ? AND amount < 0", internalAccountId);
    }

    /** Events of a type recorded (in the same transaction as their change) for one aggregate, e.g. an account id. */
    public static long outboxEvents(String aggregateId, String eventType) {
        return count("SELECT COUNT(*) FROM outbox_event WHERE aggregate_id = ? AND event_type = '" + eventType.replace("'", "") + "'", aggregateId);
    }

    private static long count(String sql, String parameter) {
        try (Connection c = Databases.quote(); PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, parameter);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** A well-formed id of {@code type} that names nothing. */
    public static String unknownId(String type) {
        return type + ":" + UUID.randomUUID();
    }
}
