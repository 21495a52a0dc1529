package net.ccpay.deploy.it;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.Waits;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Customers.DEFAULT_CURRENCIES;
import static net.ccpay.deploy.it.support.Customers.awaitActiveAccounts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Internal accounts, the ledger, sandbox funding, external accounts, rates and the receiver lookups, through the gateway. */
class AccountsAndLookupIT {

    static String sender;
    static Map<String, JsonObject> senderAccounts;

    @BeforeAll
    static void anApprovedSenderWithAccounts() {
        sender = Customers.create("Ada Sender", "ada.sender@example.com");
        senderAccounts = awaitActiveAccounts(sender, DEFAULT_CURRENCIES.size());
    }

    static String usdAccount(String accountNumber) {
        return "{\"customerId\":\"" + sender + "\",\"currency\":\"USD\",\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\","
                + "\"accountNumber\":\"" + accountNumber + "\",\"routingNumber\":\"021000021\",\"bankAccountType\":\"CHECKING\","
                + "\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Grace Receiver\"}}}";
    }

    static String mxnAccount(String customerId, String clabe) {
        return "{\"customerId\":\"" + customerId + "\",\"currency\":\"MXN\",\"accountInfo\":{\"accountType\":\"MXN_ACCOUNT\","
                + "\"clabeNumber\":\"" + clabe + "\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Frida Receptora\"}}}";
    }

    // ---- internal accounts -------------------------------------------------------------------

    @Test
    void anApprovedCustomerGetsOneActiveAccountPerSupportedCurrencyAndAnEmbeddedWallet() {
        assertEquals(DEFAULT_CURRENCIES, senderAccounts.keySet());
        assertEquals("EMBEDDED_WALLET", senderAccounts.get("USDB").getString("type"));
        assertEquals("INTERNAL_FIAT", senderAccounts.get("USD").getString("type"));
        assertEquals("INTERNAL_CRYPTO", senderAccounts.get("BTC").getString("type"));
        assertEquals(0, senderAccounts.get("USD").getJsonObject("balance").getJsonNumber("amount").longValue());
        assertEquals(8, senderAccounts.get("BTC").getJsonObject("balance").getJsonObject("currency").getInt("decimals"));
    }

    @Test
    void aCustomerWithoutEmailGetsNoEmbeddedWallet() {
        String id = Customers.create("No Mail", null);
        Map<String, JsonObject> accounts = awaitActiveAccounts(id, DEFAULT_CURRENCIES.size());
        assertEquals("INTERNAL_CRYPTO", accounts.get("USDB").getString("type"));
    }

    @Test
    void aCustomerWhoseKycIsPendingGetsNoAccounts() {
        String id = Customers.create("Pending Person 001", "p@example.com");
        // quote-service handles customer events in order: once a customer created afterwards has its
        // accounts, the pending customer's event has been handled too.
        awaitActiveAccounts(Customers.create("Approved After Pending", null), DEFAULT_CURRENCIES.size());
        JsonObject page = get("/customers/internal-accounts?customerId=" + id).json();
        assertEquals(0, page.getJsonArray("data").size());
        assertEquals(0, page.getInt("totalCount"));
    }

    @Test
    void accountStatusChangesAreAnnounced() {
        // a fresh customer, so its events are among the newest webhooks listed
        String customer = Customers.create("Announced Accounts", "announced@example.com");
        String accountId = awaitActiveAccounts(customer, DEFAULT_CURRENCIES.size()).get("EUR").getString("id");
        List<String> statuses = new ArrayList<>();
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline && statuses.isEmpty()) {
            statuses = Webhooks.ofType("INTERNAL_ACCOUNT.STATUS_UPDATED").stream()
                    .map(w -> w.getJsonObject("body").getJsonObject("data"))
                    .filter(d -> accountId.equals(d.getString("id")))
                    .map(d -> d.getString("status")).sorted().toList();
            Waits.sleep(200);
        }
        // accounts open ACTIVE (no activation delay by default): one announcement, of the ACTIVE account
        assertEquals(List.of("ACTIVE"), statuses);
    }

    @Test
    void internalAccountsArePagedWithACursor() {
        JsonObject first = get("/customers/internal-accounts?limit=4&customerId=" + sender).json();
        assertTrue(first.getBoolean("hasMore"));
        assertEquals(DEFAULT_CURRENCIES.size(), first.getInt("totalCount"));
        Set<String> seen = new java.util.HashSet<>();
        first.getJsonArray("data").getValuesAs(JsonObject.class).forEach(a -> seen.add(a.getString("id")));
        String cursor = first.getString("nextCursor");
        while (cursor != null) {
            JsonObject page = get("/customers/internal-accounts?limit=4&customerId=" + sender + "&cursor=" + cursor).json();
            page.getJsonArray("data").getValuesAs(JsonObject.class).forEach(a -> assertTrue(seen.add(a.getString("id")), "no repeats"));
            cursor = page.getBoolean("hasMore") ? page.getString("nextCursor") : null;
        }
        assertEquals(DEFAULT_CURRENCIES.size(), seen.size());
        get("/customers/internal-accounts?limit=0").assertError(400, "INVALID_INPUT");
        get("/customers/internal-accounts?limit=101").assertError(400, "INVALID_INPUT");
        get("/customers/internal-accounts?cursor=garbage!").assertError(400, "INVALID_INPUT");
        get("/customers/internal-accounts?type=SAVINGS").assertError(400, "INVALID_INPUT");
        // a currency filter that no code could match is refused, not answered with an empty page, on every account list
        for (String list : List.of("/customers/internal-accounts", "/platform/internal-accounts", "/customers/external-accounts",
                "/platform/external-accounts")) {
            JsonObject e = get(list + "?currency=usd").assertError(400, "INVALID_INPUT");
            assertEquals("currency", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"), list + ": " + e);
        }
    }

    @Test
    void thePlatformHasItsOwnAccounts() {
        JsonArray data = get("/platform/internal-accounts?currency=USD").json().getJsonArray("data");
        assertEquals(1, data.size());
        assertFalse(data.getJsonObject(0).containsKey("customerId"));
    }

    // ---- sandbox funding and the ledger --------------------------------------------------------

    @Test
    void fundingCreditsAtOnceAndIsAnnounced() {
        String id = Customers.create("Fund Me", "fund@example.com");
        String usd = awaitActiveAccounts(id, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        JsonObject after = postJson("/sandbox/internal-accounts/" + usd + "/fund", "{\"amount\":10000}").json();
        assertEquals(10000, after.getJsonObject("balance").getJsonNumber("amount").longValue());
        after = postJson("/sandbox/internal-accounts/" + usd + "/fund", "{\"amount\":2500}").json();
        assertEquals(12500, after.getJsonObject("balance").getJsonNumber("amount").longValue());
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        long balanceEvents = 0;
        long incoming = 0;
        while (System.nanoTime() < deadline && (balanceEvents < 2 || incoming < 2)) {
            balanceEvents = Webhooks.ofType("INTERNAL_ACCOUNT.BALANCE_UPDATED").stream()
                    .filter(w -> usd.equals(w.getJsonObject("body").getJsonObject("data").getString("id"))).count();
            incoming = Webhooks.ofType("INCOMING_PAYMENT.COMPLETED").stream()
                    .filter(w -> usd.equals(w.getJsonObject("body").getJsonObject("data").getJsonObject("destination").getString("accountId")))
                    .count();
            Waits.sleep(200);
        }
        assertEquals(2, balanceEvents);
        assertEquals(2, incoming);
    }

    @Test
    void fundingRefusesAmountsThatAreNotPositiveIntegers() {
        String usd = senderAccounts.get("USD").getString("id");
        for (String body : List.of("{\"amount\":0}", "{\"amount\":-5}", "{\"amount\":1.5}", "{\"amount\":\"100\"}", "{}",
                "{\"amount\":100000000001}")) {
            postJson("/sandbox/internal-accounts/" + usd + "/fund", body).assertError(400, "INVALID_INPUT");
        }
        postJson("/sandbox/internal-accounts/InternalAccount:019542f5-b3e7-1d02-0000-000000000001/fund", "{\"amount\":1}")
                .assertError(404, "REFERENCE_NOT_FOUND");
    }

    /**
     * Deposits into one account at once must queue on the account's lock: each one's balance event
     * then carries the balance after it (125, 250, ... 5000, each once). Without the lock two deposits
     * read the same balance and announce (and store) the same figure.
     */
    @Test
    void concurrentDepositsEachAnnounceTheirOwnBalanceAndTheLedgerSumsToZero() throws Exception {
        String id = Customers.create("Many Deposits", "many@example.com");
        String eur = awaitActiveAccounts(id, DEFAULT_CURRENCIES.size()).get("EUR").getString("id");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<Integer>> results = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            results.add(pool.submit(() -> postJson("/sandbox/internal-accounts/" + eur + "/fund", "{\"amount\":125}").status()));
        }
        for (Future<Integer> f : results) {
            assertEquals(200, f.get());
        }
        pool.shutdown();
        JsonObject account = get("/customers/internal-accounts?customerId=" + id + "&currency=EUR").json().getJsonArray("data").getJsonObject(0);
        assertEquals(40 * 125, account.getJsonObject("balance").getJsonNumber("amount").longValue());
        Set<Long> expected = new java.util.TreeSet<>();
        for (int k = 1; k <= 40; k++) {
            expected.add(125L * k);
        }
        List<Long> announced = new ArrayList<>();
        try (Connection c = Databases.quote(); PreparedStatement ps = c.prepareStatement(
                "SELECT payload FROM outbox_event WHERE aggregate_id = ? AND event_type = 'INTERNAL_ACCOUNT.BALANCE_UPDATED'")) {
            ps.setString(1, eur);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    JsonObject data = jakarta.json.Json.createReader(new java.io.StringReader(rs.getString(1))).readObject();
                    JsonObject body = data.containsKey("data") ? data.getJsonObject("data") : data;
                    announced.add(body.getJsonObject("balance").getJsonNumber("amount").longValue());
                }
            }
        }
        assertEquals(40, announced.size());
        assertEquals(expected, new java.util.TreeSet<>(announced), "each deposit announces the balance after it, once");
        try (Connection c = Databases.quote();
             ResultSet rs = c.createStatement().executeQuery("SELECT currency, SUM(amount) FROM ledger_entry GROUP BY currency")) {
            int currencies = 0;
            while (rs.next()) {
                assertEquals(0, rs.getLong(2), "ledger entries of " + rs.getString(1) + " sum to zero");
                currencies++;
            }
            assertTrue(currencies > 0);
        }
        try (Connection c = Databases.quote(); ResultSet rs = c.createStatement().executeQuery(
                "SELECT COUNT(*) FROM ledger_account l WHERE l.balance <> (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entry e WHERE e.account_id = l.id)")) {
            rs.next();
            assertEquals(0, rs.getLong(1), "every account's running balance is the sum of its entries");
        }
    }

    // ---- external accounts -----------------------------------------------------------------

    @Test
    void aUsBankAccountIsCreatedWithItsRailsAndAVerifiedBeneficiary() {
        Api.Reply r = postJson("/customers/external-accounts", usdAccount("123456789"));
        assertEquals(201, r.status(), r.raw().body());
        JsonObject a = r.json();
        assertTrue(a.getString("id").startsWith("ExternalAccount:"));
        assertEquals("ACTIVE", a.getString("status"));
        assertEquals("MATCHED", a.getString("beneficiaryVerificationStatus"));
        assertEquals("Grace Receiver", a.getJsonObject("beneficiaryVerifiedData").getString("fullName"));
        assertTrue(a.getJsonObject("accountInfo").getJsonArray("paymentRails").toString().contains("ACH"));
        assertEquals(a, get("/customers/external-accounts/" + a.getString("id")).json());
    }

    @ParameterizedTest(name = "account number ending {0} → {1}")
    @CsvSource({"102, NOT_MATCHED", "103, PARTIAL_MATCH", "104, PENDING", "106, UNSUPPORTED", "107, CHECKED_BY_RECEIVING_FI", "108, MATCHED"})
    void beneficiaryVerificationFollowsTheSuffixTable(String suffix, String expected) {
        JsonObject a = postJson("/customers/external-accounts", usdAccount("4444" + suffix)).json();
        assertEquals(expected, a.getString("beneficiaryVerificationStatus"));
    }

    @Test
    void suffix105IsAnInvalidBankAccountAndWritesNothing() {
        int before = get("/customers/external-accounts?customerId=" + sender).json().getInt("totalCount");
        postJson("/customers/external-accounts", usdAccount("4444105")).assertError(400, "INVALID_BANK_ACCOUNT");
        assertEquals(before, get("/customers/external-accounts?customerId=" + sender).json().getInt("totalCount"));
    }

    @Test
    void everyInvalidFieldIsReportedAtOnce() {
        String body = "{\"customerId\":\"" + sender + "\",\"currency\":\"EUR\",\"ownershipType\":\"SOMEONE\",\"accountInfo\":{"
                + "\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"12\",\"routingNumber\":\"021000022\"}}";
        JsonObject e = postJson("/customers/external-accounts", body).assertError(400, "INVALID_INPUT");
        Set<String> fields = e.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(x -> x.getString("field")).collect(Collectors.toSet());
        assertEquals(Set.of("currency", "ownershipType", "accountInfo.accountNumber", "accountInfo.routingNumber", "accountInfo.beneficiary"), fields);
    }

    @Test
    void checkDigitsAreVerifiedForIbanAndClabe() {
        String badIban = "{\"customerId\":\"" + sender + "\",\"currency\":\"EUR\",\"accountInfo\":{\"accountType\":\"EUR_ACCOUNT\","
                + "\"iban\":\"DE89370400440532013001\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"A B\",\"countryOfResidence\":\"DE\"}}}";
        JsonObject e = postJson("/customers/external-accounts", badIban).assertError(400, "INVALID_INPUT");
        assertEquals("accountInfo.iban", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"));
        postJson("/customers/external-accounts", mxnAccount(sender, "032180000118359718")).assertError(400, "INVALID_INPUT");
        assertEquals(201, postJson("/customers/external-accounts", mxnAccount(sender, "032180000118359719")).status());
        assertEquals(201, postJson("/customers/external-accounts", badIban.replace("013001", "013000")).status());
    }

    @Test
    void unknownAccountTypesAndCustomersAreRefused() {
        String body = usdAccount("123456789").replace("USD_ACCOUNT", "MARS_ACCOUNT");
        JsonObject e = postJson("/customers/external-accounts", body).assertError(400, "INVALID_INPUT");
        assertEquals("accountInfo.accountType", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"));
        JsonObject unknown = postJson("/customers/external-accounts", usdAccount("123456789").replace(sender, "Customer:019542f5-b3e7-1d02-0000-000000000001"))
                .assertError(400, "INVALID_INPUT");
        assertEquals("customerId", unknown.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"));
    }

    @Test
    void anExternalAccountCanBeCreatedTheMomentItsCustomerExists() {
        String fresh = Customers.create("Just Created", null);
        Api.Reply r = postJson("/customers/external-accounts", mxnAccount(fresh, "032180000118359719"));
        assertEquals(201, r.status(), r.raw().body());
    }

    @Test
    void walletsAndDomainIdentifiers() {
        String sol = "{\"customerId\":\"" + sender + "\",\"currency\":\"USDC\",\"accountInfo\":{\"accountType\":\"SOLANA_WALLET\","
                + "\"address\":\"7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV\"}}";
        assertEquals(201, postJson("/customers/external-accounts", sol).status());
        postJson("/customers/external-accounts", sol.replace("USDC", "EUR")).assertError(400, "INVALID_INPUT");
        String pix = "{\"customerId\":\"" + sender + "\",\"currency\":\"BRL\",\"accountInfo\":{\"accountType\":\"BRL_ACCOUNT\","
                + "\"pixKey\":\"testuser.103@pix.com.br\",\"pixKeyType\":\"EMAIL\",\"taxId\":\"12345678901\","
                + "\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Joao\"}}}";
        assertEquals("PARTIAL_MATCH", postJson("/customers/external-accounts", pix).json().getString("beneficiaryVerificationStatus"));
    }

    @Test
    void platformAccountsLiveApartAndDeletedAccountsAreGone() {
        String body = "{\"currency\":\"GBP\",\"platformAccountId\":\"treasury-gbp\",\"accountInfo\":{\"accountType\":\"GBP_ACCOUNT\","
                + "\"sortCode\":\"123456\",\"accountNumber\":\"12345678\",\"beneficiary\":{\"beneficiaryType\":\"BUSINESS\",\"legalName\":\"Acme Ltd\"}}}";
        JsonObject a = postJson("/platform/external-accounts", body).json();
        String id = a.getString("id");
        assertFalse(a.containsKey("customerId"));
        assertEquals(200, get("/platform/external-accounts/" + id).status());
        get("/customers/external-accounts/" + id).assertError(404, "REFERENCE_NOT_FOUND");
        assertTrue(get("/platform/external-accounts").json().getJsonArray("data").toString().contains(id));
        assertEquals(204, Api.send(Api.request("/platform/external-accounts/" + id).DELETE().build()).status());
        get("/platform/external-accounts/" + id).assertError(404, "REFERENCE_NOT_FOUND");
        get("/receiver/external-account/" + id + "?customerId=" + sender).assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void theCustomersRouteWithoutACustomerIdMakesThePlatformsOwnAccountAsTheContractSays() {
        // ExternalAccountCreateRequest.customerId: "If not provided, the external account will be created on behalf of the platform."
        String body = "{\"currency\":\"USD\",\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"777888999\","
                + "\"routingNumber\":\"021000021\",\"beneficiary\":{\"beneficiaryType\":\"BUSINESS\",\"legalName\":\"Platform Ops LLC\"}}}";
        Api.Reply r = postJson("/customers/external-accounts", body);
        assertEquals(201, r.status(), r.raw().body());
        String id = r.json().getString("id");
        assertFalse(r.json().containsKey("customerId"));
        assertEquals(200, get("/platform/external-accounts/" + id).status());
        get("/customers/external-accounts/" + id).assertError(404, "REFERENCE_NOT_FOUND");
        // a customerId that is there must still be a customer's
        JsonObject e = postJson("/customers/external-accounts", body.replace("{\"currency\"", "{\"customerId\":\"nope\",\"currency\""))
                .assertError(400, "INVALID_INPUT");
        assertEquals("customerId", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"));
    }

    // ---- exchange rates and lookups ----------------------------------------------------------

    @Test
    void exchangeRatesIncludeTheFeeAndAreCached() {
        JsonObject first = get("/exchange-rates?sourceCurrency=USD&destinationCurrency=INR&sendingAmount=10000").json();
        JsonObject rate = first.getJsonArray("data").getJsonObject(0);
        assertEquals("INR", rate.getJsonObject("destinationCurrency").getString("code"));
        assertEquals(30, rate.getJsonObject("fees").getJsonNumber("total").longValue(), "30 bps of 100.00 USD");
        assertEquals(Math.round((10000 - 30) * 83.20), rate.getJsonNumber("receivingAmount").longValue(), 1);
        assertTrue(rate.getJsonNumber("exchangeRate").doubleValue() > 0);
        JsonObject second = get("/exchange-rates?sourceCurrency=USD&destinationCurrency=INR&sendingAmount=10000").json();
        assertEquals(rate.getString("updatedAt"), second.getJsonArray("data").getJsonObject(0).getString("updatedAt"));
        assertEquals(1, get("/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR&destinationCurrency=INR").json().getJsonArray("data").size() - 1);
        get("/exchange-rates?sourceCurrency=XYZ").assertError(400, "INVALID_CURRENCY");
        get("/exchange-rates?sendingAmount=-1").assertError(400, "INVALID_INPUT");
    }

    @Test
    void everyExchangeRateNamesAPaymentRailOfTheContract() {
        // the platform's default currencies include USDC and BTC; the contract guard checks every entry's rail
        JsonArray all = get("/exchange-rates?sourceCurrency=USD").json().getJsonArray("data");
        assertTrue(all.size() >= 3, all::toString);
        assertTrue(all.stream().noneMatch(r -> r.asJsonObject().getJsonObject("destinationCurrency").getString("code").equals("BTC")), all::toString);
    }

    @Test
    void theLookupPricesTheAccountFromTheSendersDefaultCurrency() {
        String receiver = Customers.create("Frida Receiver", null);
        String account = postJson("/customers/external-accounts", mxnAccount(receiver, "032180000118359719")).json().getString("id");
        Api.Reply r = get("/receiver/external-account/" + account + "?customerId=" + sender);
        assertEquals(200, r.status(), r.raw().body());
        JsonObject l = r.json();
        assertEquals("USD", l.getJsonObject("sendingCurrency").getString("code"));
        assertEquals(account, l.getString("accountId"));
        assertTrue(l.getString("lookupId").startsWith("Lookup:"));
        JsonObject mxn = l.getJsonArray("supportedCurrencies").getJsonObject(0);
        assertEquals("MXN", mxn.getJsonObject("currency").getString("code"));
        assertEquals(17.1, mxn.getJsonNumber("estimatedExchangeRate").doubleValue(), 1e-9);
        long min = mxn.getJsonNumber("min").longValue();
        long minSending = mxn.getJsonNumber("minSendingAmount").longValue();
        assertTrue(min > 0 && mxn.getJsonNumber("max").longValue() > min);
        // the minimum sending amount, less the 30 bps fee, converts to at least the minimum receivable
        assertTrue((minSending - minSending * 30 / 10000) * 17.1 >= min, "minSendingAmount covers min plus fees");
        assertTrue(l.getJsonArray("requiredPayerDataFields").toString().contains("FULL_NAME"));
        String second = get("/receiver/external-account/" + account + "?customerId=" + sender).json().getString("lookupId");
        assertFalse(second.equals(l.getString("lookupId")), "every lookup gets a fresh lookupId");
    }

    /**
     * Many more lookups at once than the service has pooled connections (20): each must take one
     * connection at a time. When the stored answer's insert asked for a second one while the request
     * still held its first (Liberty ran it in a local transaction of its own), every pooled connection
     * was soon held by a request waiting for another, and the lookups failed after the pool's timeout.
     */
    @Test
    void manyMoreConcurrentLookupsThanPooledConnectionsAllAnswer() throws Exception {
        String receiver = Customers.create("Crowded Receiver", null);
        String account = postJson("/customers/external-accounts", mxnAccount(receiver, "032180000118359719")).json().getString("id");
        ExecutorService pool = Executors.newFixedThreadPool(64);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int i = 0; i < 256; i++) {
                results.add(pool.submit(() -> get("/receiver/external-account/" + account + "?customerId=" + sender).status()));
            }
            Map<Integer, Integer> byStatus = new TreeMap<>();
            for (Future<Integer> f : results) {
                byStatus.merge(f.get(), 1, Integer::sum);
            }
            assertEquals(Map.of(200, 256), byStatus);
        } finally {
            pool.shutdown();
        }
    }

    /**
     * An external-account lookup's id is sealed (it binds the account, the sender and the sending currency), so
     * nothing is written for it; a UMA lookup's answer is stored exactly as sent, for the quote that must name it.
     */
    @Test
    void anExternalAccountLookupStoresNothingAndAUmaLookupIsStoredExactlyAsAnswered() throws Exception {
        String account = postJson("/customers/external-accounts", mxnAccount(sender, "032180000118359719")).json().getString("id");
        long before = lookupRows();
        Api.Reply r = get("/receiver/external-account/" + account + "?customerId=" + sender + "&sendingCurrency=EUR");
        assertEquals(200, r.status(), r.raw().body());
        assertTrue(r.json().getString("lookupId").matches("Lookup:[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"),
                r.json().getString("lookupId"));
        get("/receiver/external-account/" + account + "?customerId=" + sender + "&sendingCurrency=JPY").assertError(400, "INVALID_CURRENCY");
        get("/receiver/external-account/ExternalAccount:019542f5-b3e7-1d02-0000-000000000009?customerId=" + sender)
                .assertError(404, "REFERENCE_NOT_FOUND");
        assertEquals(before, lookupRows(), "an external-account lookup, answered or refused, stores nothing");

        String address = "$success.mxn@sandbox.uma.money";
        Api.Reply u = get("/receiver/uma/" + URLEncoder.encode(address, StandardCharsets.UTF_8) + "?customerId=" + sender
                + "&sendingCurrency=EUR");
        assertEquals(200, u.status(), u.raw().body());
        String lookupId = u.json().getString("lookupId");
        try (Connection c = Databases.quote(); PreparedStatement ps = c.prepareStatement(
                "SELECT receiver_uma, sender_customer_id, sending_currency, response, TIMESTAMPDIFF(SECOND, created_at, UTC_TIMESTAMP())"
                        + " FROM receiver_lookup WHERE id = ?")) {
            ps.setString(1, lookupId);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next(), lookupId + " is stored for the quote that follows");
                assertEquals(address, rs.getString(1));
                assertEquals(sender, rs.getString(2));
                assertEquals("EUR", rs.getString(3));
                assertEquals(u.raw().body(), rs.getString(4), "the stored answer is the one sent");
                assertTrue(Math.abs(rs.getLong(5)) <= 60, "created_at is the current UTC time, off by " + rs.getLong(5) + " s");
            }
        }
        assertEquals(before + 1, lookupRows());
        get("/receiver/uma/" + URLEncoder.encode("$nobody@sandbox.uma.money", StandardCharsets.UTF_8) + "?customerId=" + sender)
                .assertError(404, "UMA_NOT_FOUND");
        assertEquals(before + 1, lookupRows(), "a failed lookup stores nothing");
    }

    /**
     * The external-account lookup reads the database on every request: a change written straight to the database,
     * past every application path, is seen by the very next lookup, with no wait and no retry.
     */
    @Test
    void aLookupSeesAChangeMadeStraightInTheDatabaseAtOnce() throws Exception {
        String keeper = Customers.create("Direct Change Sender", "direct.change@example.com");
        awaitActiveAccounts(keeper, DEFAULT_CURRENCIES.size());
        String account = postJson("/customers/external-accounts", mxnAccount(sender, "032180000118359719")).json().getString("id");
        String lookup = "/receiver/external-account/" + account + "?customerId=" + keeper;
        Api.Reply first = get(lookup);
        assertEquals(200, first.status(), first.raw().body());
        assertEquals("USD", first.json().getJsonObject("sendingCurrency").getString("code"));

        try (Connection c = Databases.quote()) {
            // the sender's accounts frozen: no account to send from
            try (PreparedStatement ps = c.prepareStatement("UPDATE internal_account SET status = ? WHERE customer_id = ?")) {
                ps.setString(1, "FROZEN");
                ps.setString(2, keeper);
                assertEquals(DEFAULT_CURRENCIES.size(), ps.executeUpdate());
                get(lookup).assertError(400, "INVALID_CURRENCY");
                ps.setString(1, "ACTIVE");
                ps.executeUpdate();
                Api.Reply again = get(lookup);
                assertEquals(200, again.status(), again.raw().body());
            }
            // the receiving account deleted
            try (PreparedStatement ps = c.prepareStatement("UPDATE external_account SET deleted_at = UTC_TIMESTAMP(6) WHERE id = ?")) {
                ps.setString(1, account);
                assertEquals(1, ps.executeUpdate());
            }
            get(lookup).assertError(404, "REFERENCE_NOT_FOUND");
        }
    }

    /**
     * A sender that holds neither one of its declared currencies nor USD sends from its oldest active account: the
     * accounts ordered by creation time, then by id, whichever order the database returns their rows in.
     */
    @Test
    void withoutUsdTheLookupSendsFromTheOldestActiveAccount() throws Exception {
        String keeper = Customers.create("Oldest Account Sender", "oldest.account@example.com");
        Map<String, JsonObject> accounts = awaitActiveAccounts(keeper, DEFAULT_CURRENCIES.size());
        String account = postJson("/customers/external-accounts", mxnAccount(sender, "032180000118359719")).json().getString("id");
        String lookup = "/receiver/external-account/" + account + "?customerId=" + keeper;
        try (Connection c = Databases.quote();
             PreparedStatement undeclare = c.prepareStatement("UPDATE customer_view SET currencies = NULL WHERE id = ?");
             PreparedStatement freeze = c.prepareStatement(
                     "UPDATE internal_account SET status = 'FROZEN' WHERE customer_id = ? AND currency NOT IN ('EUR', 'GBP')");
             PreparedStatement created = c.prepareStatement("UPDATE internal_account SET created_at = ? WHERE id = ?")) {
            undeclare.setString(1, keeper);
            undeclare.executeUpdate();
            freeze.setString(1, keeper);
            assertEquals(DEFAULT_CURRENCIES.size() - 2, freeze.executeUpdate());
            String eur = accounts.get("EUR").getString("id");
            String gbp = accounts.get("GBP").getString("id");
            for (String[] olderNewer : new String[][] {{eur, gbp}, {gbp, eur}}) {
                created.setTimestamp(1, java.sql.Timestamp.valueOf("2020-01-01 00:00:00"));
                created.setString(2, olderNewer[0]);
                assertEquals(1, created.executeUpdate());
                created.setTimestamp(1, java.sql.Timestamp.valueOf("2021-01-01 00:00:00"));
                created.setString(2, olderNewer[1]);
                assertEquals(1, created.executeUpdate());
                String expected = olderNewer[0].equals(eur) ? "EUR" : "GBP";
                Api.Reply r = get(lookup);
                assertEquals(200, r.status(), r.raw().body());
                assertEquals(expected, r.json().getJsonObject("sendingCurrency").getString("code"), "the oldest account's currency");
            }
            // created at the same moment: the smaller id is the older
            created.setTimestamp(1, java.sql.Timestamp.valueOf("2020-01-01 00:00:00"));
            created.setString(2, eur);
            created.executeUpdate();
            String expected = eur.compareTo(gbp) < 0 ? "EUR" : "GBP";
            assertEquals(expected, get(lookup).json().getJsonObject("sendingCurrency").getString("code"), "the smaller id on a tie");
        }
    }

    static long lookupRows() throws Exception {
        try (Connection c = Databases.quote(); ResultSet rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM receiver_lookup")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void theLookupHonoursTheSendingCurrency() {
        String account = postJson("/customers/external-accounts", mxnAccount(sender, "032180000118359719")).json().getString("id");
        JsonObject l = get("/receiver/external-account/" + account + "?customerId=" + sender + "&sendingCurrency=EUR").json();
        assertEquals("EUR", l.getJsonObject("sendingCurrency").getString("code"));
        assertEquals(17.1 / 0.92, l.getJsonArray("supportedCurrencies").getJsonObject(0).getJsonNumber("estimatedExchangeRate").doubleValue(), 1e-4);
        get("/receiver/external-account/" + account + "?customerId=" + sender + "&sendingCurrency=JPY").assertError(400, "INVALID_CURRENCY");
        get("/receiver/external-account/" + account + "?customerId=Customer:019542f5-b3e7-1d02-0000-000000000009")
                .assertError(404, "USER_NOT_FOUND");
        String uma = get("/customers/" + sender).json().getString("umaAddress");
        JsonObject byUma = get("/receiver/external-account/" + account + "?senderUmaAddress=" + URLEncoder.encode(uma, StandardCharsets.UTF_8)).json();
        assertEquals("USD", byUma.getJsonObject("sendingCurrency").getString("code"));
    }

    @Test
    void aDeletedCustomerNoLongerSends() {
        String leaving = Customers.create("Leaving Soon", "leaving@example.com");
        awaitActiveAccounts(leaving, DEFAULT_CURRENCIES.size());
        String account = postJson("/customers/external-accounts", mxnAccount(sender, "032180000118359719")).json().getString("id");
        assertEquals(200, get("/receiver/external-account/" + account + "?customerId=" + leaving).status());
        assertEquals(200, Api.send(Api.request("/customers/" + leaving).DELETE().build()).status());
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        Api.Reply r = null;
        while (System.nanoTime() < deadline) {
            r = get("/receiver/external-account/" + account + "?customerId=" + leaving);
            if (r.status() == 404) {
                break;
            }
            Waits.sleep(200);
        }
        r.assertError(404, "USER_NOT_FOUND");
    }

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource({"$success.usd, USD", "$success.eur, EUR", "$success.mxn, MXN", "$pending.long.usd, USD", "$fail.compliance.usd, USD"})
    void sandboxUmaAddressesReceiveTheirCurrency(String user, String currency) {
        Api.Reply r = get("/receiver/uma/" + URLEncoder.encode(user + "@sandbox.uma.money", StandardCharsets.UTF_8) + "?customerId=" + sender);
        assertEquals(200, r.status(), r.raw().body());
        assertEquals(currency, r.json().getJsonArray("supportedCurrencies").getJsonObject(0).getJsonObject("currency").getString("code"));
        assertTrue(r.json().getString("lookupId").startsWith("Lookup:"));
    }

    @Test
    void umaLookupErrors() {
        get("/receiver/uma/not-an-address").assertError(400, "INVALID_UMA_ADDRESS");
        get("/receiver/uma/" + URLEncoder.encode("$nobody@sandbox.uma.money", StandardCharsets.UTF_8)).assertError(404, "UMA_NOT_FOUND");
        get("/receiver/uma/" + URLEncoder.encode("$fail.version.usd@sandbox.uma.money", StandardCharsets.UTF_8)).assertError(412, "UNSUPPORTED_UMA_VERSION");
        get("/receiver/uma/" + URLEncoder.encode("$fail.counterparty.usd@sandbox.uma.money", StandardCharsets.UTF_8)).assertError(424, "LNURLP_REQUEST_FAILED");
    }

    @Test
    void ratesFollowThePlatformsFeeConfigAtOnce() {
        String fee = "{\"feeConfigs\":[{\"feeType\":\"CROSS_CURRENCY_TRANSACTION\",\"sourceCurrency\":\"USD\","
                + "\"variableFeeBps\":%d,\"fixedFee\":{\"amount\":%d,\"currency\":\"USD\"}}]}";
        long amount = 20_000 + System.nanoTime() % 1000;
        String rates = "/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR&sendingAmount=" + amount;
        try {
            assertEquals(200, patch("/config", String.format(fee, 30, 0)).status());
            awaitFee(rates, amount * 30 / 10_000);                 // the list for this query is now kept
            assertEquals(200, patch("/config", String.format(fee, 100, 5)).status());
            awaitFee(rates, amount / 100 + 5);                     // the kept list does not outlive the fee it was priced with
        } finally {
            assertEquals(200, patch("/config", String.format(fee, 30, 0)).status());
        }
        awaitFee(rates, amount * 30 / 10_000);
    }

    /** The same exchange-rate query shows {@code expected} as its total fee within 5 s (the config event, then at most 1 s). */
    private static void awaitFee(String rates, long expected) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        long seen = totalFee(rates);
        while (seen != expected && System.nanoTime() < deadline) {
            Waits.sleep(100);
            seen = totalFee(rates);
        }
        assertEquals(expected, seen, rates);
    }

    private static long totalFee(String rates) {
        return get(rates).json().getJsonArray("data").getJsonObject(0).getJsonObject("fees").getJsonNumber("total").longValue();
    }

    static Api.Reply patch(String path, String json) {
        return Api.send(Api.request(path).header("Content-Type", "application/json")
                .method("PATCH", java.net.http.HttpRequest.BodyPublishers.ofString(json)).build());
    }

}
