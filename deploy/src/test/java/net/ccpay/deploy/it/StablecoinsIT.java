package net.ccpay.deploy.it;

import jakarta.json.JsonObject;

import java.net.http.HttpRequest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.ExternalAccounts;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.SandboxClock;
import org.junit.jupiter.api.Test;

import static net.ccpay.deploy.it.support.Api.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Stablecoins through the gateway: provider account links and their refusals, registration, mints and
 * burns that move the ledger (journals summing to zero, no overdraft), paging, and the mandatory
 * Idempotency-Key. Every test makes its own links, coins and customers.
 */
class StablecoinsIT {

    private static final String BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

    // ---- helpers ---------------------------------------------------------------------------------

    static Api.Reply post(String path, String key, String body) {
        HttpRequest.Builder b = Api.request(path).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            b.header("Idempotency-Key", key);
        }
        return Api.send(b.build());
    }

    static Api.Reply post(String path, String body) {
        return post(path, UUID.randomUUID().toString(), body);
    }

    static String random(String alphabet, int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            s.append(alphabet.charAt(ThreadLocalRandom.current().nextInt(alphabet.length())));
        }
        return s.toString();
    }

    static JsonObject link(String clientIdSuffix) {
        Api.Reply r = post("/stablecoin-provider-accounts", "{\"provider\":\"BRALE\",\"apiClientId\":\"client_" + random("abcdefghij", 10)
                + clientIdSuffix + "\",\"apiClientSecret\":\"s3cret\"}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    static String registerBody(String linkId) {
        return "{\"providerTokenIdentifier\":\"T" + random("ABCDEFGHJKLMNPQRSTUVWXYZ", 4) + "\",\"networkTokenIdentifier\":\"btkn1"
                + random(BECH32, 40) + "\",\"network\":\"SPARK\"" + (linkId == null ? "" : ",\"stablecoinProviderAccountId\":\"" + linkId + "\"") + "}";
    }

    static JsonObject coin() {
        Api.Reply r = post("/stablecoins", registerBody(link("").getString("id")));
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    static String sparkWallet(String customerId) {
        return ExternalAccounts.wallet(customerId, "SPARK_WALLET", "BTC", "sprt1" + random(BECH32, 50), "FIRST_PARTY").getString("id");
    }

    static String usdBank(String customerId) {
        Api.Reply r = Api.postJson("/customers/external-accounts", "{\"customerId\":\"" + customerId + "\",\"currency\":\"USD\",\"accountInfo\":{"
                + "\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"12345" + random("0123456789", 4) + "\",\"routingNumber\":\"021000021\","
                + "\"bankAccountType\":\"CHECKING\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Coin Redeemer\"}}}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json().getString("id");
    }

    static String mintFromAccount(String account, String destination, long amount) {
        return "{\"amount\":\"" + amount + "\",\"fundingSource\":{\"type\":\"GRID_INTERNAL_ACCOUNT\",\"accountId\":\"" + account
                + "\"},\"destination\":{\"accountId\":\"" + destination + "\"},\"description\":\"program funding\"}";
    }

    static String burnFromProvider(String bank, long amount) {
        return "{\"amount\":\"" + amount + "\",\"source\":{\"type\":\"PROVIDER_INTERNAL_BALANCE\"},\"destination\":{\"type\":\"EXTERNAL_ACCOUNT\","
                + "\"externalAccountId\":\"" + bank + "\",\"rail\":\"ACH_CREDIT\"}}";
    }

    /** POST a mint of {@code amount} funded by wire into {@code destination}. */
    static Api.Reply wireMint(String coinId, long amount, String destination) {
        return post("/stablecoins/" + coinId + "/mints", "{\"amount\":\"" + amount + "\",\"fundingSource\":{\"type\":\"WIRE\"},"
                + "\"destination\":{\"accountId\":\"" + destination + "\"}}");
    }

    static JsonObject awaitOperation(String id, String status) {
        JsonObject[] last = new JsonObject[1];
        Payments.await(() -> {
            last[0] = get("/stablecoin-operations/" + id).json();
            return status.equals(last[0].getString("status"));
        }, Payments.DEADLINE, () -> id + " reaches " + status + ": " + last[0]);
        return last[0];
    }

    /** Sum per currency of the entries of the journals whose description names the operation. */
    static Map<String, Long> journalSums(String operationId) {
        Map<String, Long> sums = new TreeMap<>();
        try (Connection c = Databases.quote(); PreparedStatement ps = c.prepareStatement("SELECT e.currency, SUM(e.amount), COUNT(*) FROM ledger_entry e"
                + " JOIN ledger_journal j ON j.id = e.journal_id WHERE j.description LIKE ? GROUP BY e.currency")) {
            ps.setString(1, "%" + operationId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    sums.put(rs.getString(1), rs.getLong(2));
                }
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return sums;
    }

    static long ledgerBalance(String account) {
        try (Connection c = Databases.quote(); PreparedStatement ps = c.prepareStatement("SELECT balance FROM ledger_account WHERE id = ?")) {
            ps.setString(1, account);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0;
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static long entries() {
        try (Connection c = Databases.quote(); ResultSet rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM ledger_entry")) {
            rs.next();
            return rs.getLong(1);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- provider account links --------------------------------------------------------------------

    @Test
    void aLinkIsReadAndListedAndItsStatusComesFromTheCredentials() {
        JsonObject active = link("");
        assertEquals("ACTIVE", active.getString("status"));
        assertEquals("SANDBOX", active.getString("providerEnvironment"));
        assertTrue(active.getString("id").startsWith("StablecoinProviderAccount:"));
        assertTrue(active.containsKey("lastVerifiedAt"));
        assertFalse(active.toString().contains("s3cret"), "the secret is never shown");
        assertEquals(active, get("/stablecoin-provider-accounts/" + active.getString("id")).json());

        JsonObject invalid = link("002");
        assertEquals("INVALID", invalid.getString("status"));
        JsonObject revoked = link("003");
        assertEquals("REVOKED", revoked.getString("status"));

        post("/stablecoins", registerBody(invalid.getString("id"))).assertError(400, "STABLECOIN_PROVIDER_ACCOUNT_INVALID");
        post("/stablecoins", registerBody(revoked.getString("id"))).assertError(400, "STABLECOIN_PROVIDER_ACCOUNT_REVOKED");
        post("/stablecoins", registerBody(Payments.unknownId("StablecoinProviderAccount"))).assertError(404, "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND");
        get("/stablecoin-provider-accounts/" + Payments.unknownId("StablecoinProviderAccount")).assertError(404, "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND");

        // at least two ACTIVE links now: a registration must say which one
        link("");
        post("/stablecoins", registerBody(null)).assertError(400, "STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED");

        JsonObject page = get("/stablecoin-provider-accounts?status=REVOKED&limit=1").json();
        assertEquals(1, page.getJsonArray("data").size());
        assertTrue(page.getInt("totalCount") >= 1);
        assertEquals("REVOKED", page.getJsonArray("data").getJsonObject(0).getString("status"));
        get("/stablecoin-provider-accounts?status=GONE").assertError(400, "INVALID_INPUT");
    }

    // ---- registration ------------------------------------------------------------------------------

    @Test
    void aRegisteredStablecoinIsReadListedAndPagedAndItsTokenIsItsOwn() {
        String linkId = link("").getString("id");
        String body = registerBody(linkId);
        JsonObject first = post("/stablecoins", body).json();
        assertTrue(first.getString("id").startsWith("Stablecoin:"));
        assertEquals("PROVISIONED", first.getString("issuanceStatus"));
        assertEquals("ENABLED", first.getString("gridOperationsStatus"));
        assertEquals("USD", first.getString("baseCurrency"));
        assertEquals(6, first.getInt("decimals"));
        assertEquals(linkId, first.getString("stablecoinProviderAccountId"));
        assertEquals(first, get("/stablecoins/" + first.getString("id")).json());
        post("/stablecoins", body).assertError(409, "CONFLICT");
        post("/stablecoins", registerBody(linkId));

        JsonObject page1 = get("/stablecoins?limit=1&provider=BRALE").json();
        assertTrue(page1.getBoolean("hasMore"));
        JsonObject page2 = get("/stablecoins?limit=1&cursor=" + page1.getString("nextCursor")).json();
        assertNotEquals(page1.getJsonArray("data").getJsonObject(0).getString("id"), page2.getJsonArray("data").getJsonObject(0).getString("id"));
        get("/stablecoins/" + Payments.unknownId("Stablecoin")).assertError(404, "REFERENCE_NOT_FOUND");
        get("/stablecoins?issuanceStatus=DONE&limit=0").assertError(400, "INVALID_INPUT");
    }

    // ---- mints and burns ---------------------------------------------------------------------------

    @Test
    void aMintTakesTheFiatFromTheAccountAndABurnRedeemsItAllThroughBalancedJournals() {
        Payments.Customer c = Payments.fundedCustomer("Coin Issuer", 50_00);
        JsonObject coin = coin();
        String coinId = coin.getString("id");
        String wallet = sparkWallet(c.id());
        String bank = usdBank(c.id());

        // 12.34 coins (6 decimals) cost USD 12.34, taken from the account at once
        Api.Reply minted = post("/stablecoins/" + coinId + "/mints", mintFromAccount(c.usd(), wallet, 12_340_000));
        assertEquals(201, minted.status(), minted.raw().body());
        JsonObject mint = minted.json();
        assertTrue(mint.getString("id").startsWith("StablecoinOperation:"));
        assertEquals("MINT", mint.getString("operationType"));
        assertEquals("PROCESSING", mint.getString("status"));
        assertEquals("12340000", mint.getString("amount"));
        assertEquals(50_00 - 12_34, Payments.balance(c.id(), "USD"), "the mint's fiat left the account");
        JsonObject done = awaitOperation(mint.getString("id"), "COMPLETED");
        assertEquals(wallet, done.getJsonObject("destination").getString("accountId"));
        assertEquals(12_340_000, ledgerBalance("STABLECOIN_CIRCULATING:" + coinId), "the coins are in circulation");
        assertEquals(-12_340_000, ledgerBalance("SYSTEM:STABLECOIN_ISSUER:" + coinId), "the supply outstanding");
        assertEquals(12_34, ledgerBalance("STABLECOIN_RESERVE:" + coinId), "the reserve backs the supply");
        assertEquals(Map.of(coin.getString("symbol"), 0L, "USD", 0L), journalSums(mint.getString("id")));

        // burning more than circulates is refused, and nothing moves
        long before = entries();
        post("/stablecoins/" + coinId + "/burns", burnFromProvider(bank, 12_350_000)).assertError(400, "INVALID_AMOUNT");
        assertEquals(before, entries(), "a refused burn books nothing");
        assertEquals(12_340_000, ledgerBalance("STABLECOIN_CIRCULATING:" + coinId));

        Api.Reply burned = post("/stablecoins/" + coinId + "/burns", burnFromProvider(bank, 2_340_000));
        assertEquals(201, burned.status(), burned.raw().body());
        JsonObject burn = burned.json();
        assertEquals("BURN", burn.getString("operationType"));
        assertEquals("PROCESSING", burn.getString("status"));
        assertEquals("234", burn.getJsonObject("estimatedDelivery").getString("amount"));
        assertEquals(10_000_000, ledgerBalance("STABLECOIN_CIRCULATING:" + coinId), "the burned coins are gone at once");
        awaitOperation(burn.getString("id"), "COMPLETED");
        assertEquals(10_00, ledgerBalance("STABLECOIN_RESERVE:" + coinId));
        assertEquals(-10_000_000, ledgerBalance("SYSTEM:STABLECOIN_ISSUER:" + coinId));
        assertEquals(Map.of(coin.getString("symbol"), 0L, "USD", 0L), journalSums(burn.getString("id")));
        Payments.assertLedgerInvariants();

        // a mint the account cannot pay is refused with nothing moved
        before = entries();
        post("/stablecoins/" + coinId + "/mints", mintFromAccount(c.usd(), wallet, 40_000_000)).assertError(400, "INVALID_AMOUNT");
        assertEquals(before, entries());
        assertEquals(50_00 - 12_34, Payments.balance(c.id(), "USD"));

        // operations: most recent first, by type, paged
        JsonObject ops = get("/stablecoins/" + coinId + "/operations").json();
        assertEquals(2, ops.getInt("totalCount"));
        assertEquals(burn.getString("id"), ops.getJsonArray("data").getJsonObject(0).getString("id"));
        JsonObject mints = get("/stablecoins/" + coinId + "/operations?operationType=MINT&limit=1").json();
        assertEquals(1, mints.getInt("totalCount"));
        assertFalse(mints.getBoolean("hasMore"));
        get("/stablecoin-operations/" + Payments.unknownId("StablecoinOperation")).assertError(404, "REFERENCE_NOT_FOUND");
        get("/stablecoins/" + Payments.unknownId("Stablecoin") + "/operations").assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void aWireFundedMintWaitsForItsFundsWithInstructionsThenIssues() {
        Payments.Customer c = Payments.customer("Wire Issuer");
        JsonObject coin = coin();
        String wallet = sparkWallet(c.id());
        Api.Reply r = wireMint(coin.getString("id"), 5000000, wallet);
        assertEquals(201, r.status(), r.raw().body());
        JsonObject mint = r.json();
        assertEquals("PENDING_FUNDING", mint.getString("status"));
        assertEquals("WIRE", mint.getJsonObject("fundingInstructions").getString("rail"));
        assertTrue(mint.containsKey("expiresAt"));
        awaitOperation(mint.getString("id"), "COMPLETED");
        assertEquals(5_00, ledgerBalance("STABLECOIN_RESERVE:" + coin.getString("id")));
        assertEquals(5_000_000, ledgerBalance("STABLECOIN_CIRCULATING:" + coin.getString("id")));
    }

    /**
     * The sandbox's unfunded wire (a fiat amount ending in 002): the mint waits with its instructions past
     * the time an arriving wire takes, then, once the platform clock passes its expiresAt, is EXPIRED with
     * nothing issued.
     */
    @Test
    void aWireThatNeverArrivesLeavesTheMintPendingUntilItExpires() {
        Payments.Customer c = Payments.customer("Unfunded Issuer");
        JsonObject coin = coin();
        String wallet = sparkWallet(c.id());
        Api.Reply r = wireMint(coin.getString("id"), 10020000, wallet);
        assertEquals(201, r.status(), r.raw().body());
        JsonObject mint = r.json();
        assertEquals("PENDING_FUNDING", mint.getString("status"));
        String id = mint.getString("id");
        // a wire that arrives, sent after it, completes while the unfunded one still waits
        Api.Reply arriving = wireMint(coin.getString("id"), 10010000, wallet);
        assertEquals(201, arriving.status(), arriving.raw().body());
        awaitOperation(arriving.json().getString("id"), "COMPLETED");
        assertEquals("PENDING_FUNDING", get("/stablecoin-operations/" + id).json().getString("status"));

        SandboxClock.movePast("quote-service", Instant.parse(mint.getString("expiresAt")));
        JsonObject expired = awaitOperation(id, "EXPIRED");
        assertFalse(expired.containsKey("failureReason"), expired.toString());
        assertEquals(10_01, ledgerBalance("STABLECOIN_RESERVE:" + coin.getString("id")), "only the arrived wire's funds");
        assertEquals(10_010_000, ledgerBalance("STABLECOIN_CIRCULATING:" + coin.getString("id")), "only the arrived wire's coins");
        assertEquals(Map.of(), journalSums(id), "nothing booked for the expired mint");
    }

    // ---- idempotency and input -----------------------------------------------------------------------

    @Test
    void theIdempotencyKeyIsRequiredReplaysTheFirstAnswerAndRefusesAnotherPayload() {
        JsonObject e = post("/stablecoin-provider-accounts", null, "{\"provider\":\"BRALE\",\"apiClientId\":\"c\",\"apiClientSecret\":\"s\"}")
                .assertError(400, "INVALID_INPUT");
        assertEquals(List.of("Idempotency-Key"), Errors.fields(e));
        post("/stablecoins", null, registerBody(null)).assertError(400, "INVALID_INPUT");
        post("/stablecoins/" + Payments.unknownId("Stablecoin") + "/mints", null, "{}").assertError(400, "INVALID_INPUT");
        post("/stablecoins/" + Payments.unknownId("Stablecoin") + "/burns", null, "{}").assertError(400, "INVALID_INPUT");

        String key = UUID.randomUUID().toString();
        String body = "{\"provider\":\"BRALE\",\"apiClientId\":\"client_" + random("abcdefghij", 12) + "\",\"apiClientSecret\":\"s\"}";
        Api.Reply first = post("/stablecoin-provider-accounts", key, body);
        assertEquals(201, first.status(), first.raw().body());
        Api.Reply again = post("/stablecoin-provider-accounts", key, body);
        assertEquals(201, again.status());
        assertEquals(first.raw().body(), again.raw().body());
        assertEquals("true", again.header("Idempotent-Replayed"));
        post("/stablecoin-provider-accounts", key, body.replace("\"s\"", "\"t\"")).assertError(409, "CONFLICT");

        Payments.Customer c = Payments.fundedCustomer("Coin Replayer", 10_00);
        JsonObject coin = coin();
        String wallet = sparkWallet(c.id());
        String mintKey = UUID.randomUUID().toString();
        Api.Reply m1 = post("/stablecoins/" + coin.getString("id") + "/mints", mintKey, mintFromAccount(c.usd(), wallet, 1_000_000));
        assertEquals(201, m1.status(), m1.raw().body());
        Api.Reply m2 = post("/stablecoins/" + coin.getString("id") + "/mints", mintKey, mintFromAccount(c.usd(), wallet, 1_000_000));
        assertEquals(m1.raw().body(), m2.raw().body());
        assertEquals(10_00 - 1_00, Payments.balance(c.id(), "USD"), "a replayed mint is paid once");
        post("/stablecoins/" + coin.getString("id") + "/mints", mintKey, mintFromAccount(c.usd(), wallet, 2_000_000)).assertError(409, "CONFLICT");
    }

    @Test
    void everyInvalidFieldIsReportedAtOnce() {
        JsonObject coin = coin();
        JsonObject mint = post("/stablecoins/" + coin.getString("id") + "/mints", "{\"amount\":\"1.5\",\"fundingSource\":{\"type\":\"CASH\"},"
                + "\"destination\":{\"accountId\":\"Wallet:1\"},\"description\":\"\"}").assertError(400, "INVALID_INPUT");
        assertEquals(List.of("amount", "fundingSource.type", "destination.accountId", "description"), Errors.fields(mint));
        JsonObject burn = post("/stablecoins/" + coin.getString("id") + "/burns", "{\"source\":{\"type\":\"GRID_INTERNAL_ACCOUNT\"},"
                + "\"destination\":{\"type\":\"EXTERNAL_ACCOUNT\",\"externalAccountId\":\"x\",\"rail\":\"CHEQUE\"}}").assertError(400, "INVALID_INPUT");
        assertEquals(List.of("amount", "source.accountId", "destination.externalAccountId", "destination.rail"), Errors.fields(burn));
        JsonObject register = post("/stablecoins", "{\"providerTokenIdentifier\":\"acme\",\"networkTokenIdentifier\":\"0x12\",\"network\":\"ETHEREUM\"}")
                .assertError(400, "INVALID_INPUT");
        assertEquals(List.of("providerTokenIdentifier", "networkTokenIdentifier", "network"), Errors.fields(register));
        JsonObject link = post("/stablecoin-provider-accounts", "{\"provider\":\"CIRCLE\",\"apiClientSecret\":\"\"}").assertError(400, "INVALID_INPUT");
        assertEquals(List.of("provider", "apiClientId", "apiClientSecret"), Errors.fields(link));

        // a whole cent at 6 decimals is 10,000 units
        Payments.Customer c = Payments.fundedCustomer("Coin Cents", 1_00);
        JsonObject odd = post("/stablecoins/" + coin.getString("id") + "/mints", mintFromAccount(c.usd(), sparkWallet(c.id()), 10_001))
                .assertError(400, "INVALID_INPUT");
        assertEquals(List.of("amount"), Errors.fields(odd));
    }
}
