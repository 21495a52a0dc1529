package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.Waits;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Customers.DEFAULT_CURRENCIES;
import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.patchJson;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Internal and external accounts as an integrator's script and the official clients meet them. */
class AccountsBehaviourIT {

    /** One GET, no retry: the accounts by currency. */
    static Map<String, JsonObject> accountsNow(String customerId) {
        Api.Reply r = get("/customers/internal-accounts?limit=100&customerId=" + customerId);
        assertEquals(200, r.status(), r.raw().body());
        return r.json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(a -> a.getJsonObject("balance").getJsonObject("currency").getString("code"), a -> a,
                        (a, b) -> {
                            throw new AssertionError("two accounts in one currency: " + a + " and " + b);
                        }, TreeMap::new));
    }

    @Test
    void aScriptThatCreatesListsAndFundsWorksWithoutPolling() {
        for (int i = 0; i < 5; i++) {
            String id = Customers.create("Script Customer " + i, "script" + i + "@example.com");
            Map<String, JsonObject> accounts = accountsNow(id);
            assertEquals(DEFAULT_CURRENCIES, accounts.keySet(), "listed right after the 201");
            accounts.values().forEach(a -> assertEquals("ACTIVE", a.getString("status"), a.toString()));
            Api.Reply funded = postJson("/sandbox/internal-accounts/" + accounts.get("USD").getString("id") + "/fund", "{\"amount\":4200}");
            assertEquals(200, funded.status(), funded.raw().body());
            assertEquals(4200, funded.json().getJsonObject("balance").getJsonNumber("amount").longValue());
        }
    }

    @Test
    void concurrentFirstReadsOfANewCustomerProvisionItsAccountsOnce() throws Exception {
        String id = Customers.create("Raced Reader", "raced@example.com");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<Api.Reply>> replies = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            replies.add(pool.submit(() -> get("/customers/internal-accounts?limit=100&customerId=" + id)));
        }
        Set<Set<String>> idSets = new HashSet<>();
        for (Future<Api.Reply> f : replies) {
            Api.Reply r = f.get();
            assertEquals(200, r.status(), r.raw().body());
            idSets.add(r.json().getJsonArray("data").getValuesAs(JsonObject.class).stream().map(a -> a.getString("id")).collect(Collectors.toSet()));
        }
        pool.shutdown();
        assertEquals(1, idSets.size(), "every reader saw the same accounts: " + idSets);
        assertEquals(DEFAULT_CURRENCIES.size(), idSets.iterator().next().size());
        try (Connection c = Databases.quote(); PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM internal_account WHERE customer_id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertEquals(DEFAULT_CURRENCIES.size(), rs.getInt(1));
            }
        }
    }

    @Test
    void aCustomerWhoseKycIsPendingStillGetsNoAccountsWhenListed() {
        String id = Customers.create("Pending Reader 001", "pending.reader@example.com");
        assertTrue(accountsNow(id).isEmpty());
    }

    @Test
    void deletingACustomerClosesItsAccountsWhichCanNoLongerBeFunded() {
        String id = Customers.create("Closing Customer", "closing@example.com");
        String usd = accountsNow(id).get("USD").getString("id");
        assertEquals(200, Api.delete("/customers/" + id).status());
        await(() -> accountsNow(id).values().stream().allMatch(a -> "CLOSED".equals(a.getString("status"))), "all accounts CLOSED");
        JsonObject e = postJson("/sandbox/internal-accounts/" + usd + "/fund", "{\"amount\":100}").assertError(400, "INVALID_INPUT");
        assertTrue(e.getString("message").contains("CLOSED"), e.toString());
        await(() -> Webhooks.ofType("INTERNAL_ACCOUNT.STATUS_UPDATED").stream().map(w -> w.getJsonObject("body").getJsonObject("data"))
                .anyMatch(d -> usd.equals(d.getString("id")) && "CLOSED".equals(d.getString("status"))), "a STATUS_UPDATED with CLOSED");
    }

    @Test
    void addingAnEmailToAnApprovedCustomerOpensNoSecondUsdbAccount() throws Exception {
        String id = Customers.create("Mail Later", null);
        assertEquals("INTERNAL_CRYPTO", accountsNow(id).get("USDB").getString("type"));
        Api.Reply r = patchJson("/customers/" + id, "{\"customerType\":\"INDIVIDUAL\",\"email\":\"mail.later@example.com\"}");
        assertEquals(200, r.status(), r.raw().body());
        // the signal that quote-service handled the update: its read model has the email (same transaction as provisioning)
        await(() -> {
            try (Connection c = Databases.quote(); PreparedStatement ps = c.prepareStatement("SELECT email FROM customer_view WHERE id = ?")) {
                ps.setString(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() && "mail.later@example.com".equals(rs.getString(1));
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, "quote-service saw the email");
        Map<String, JsonObject> after = accountsNow(id);
        assertEquals(DEFAULT_CURRENCIES, after.keySet());
        assertEquals("INTERNAL_CRYPTO", after.get("USDB").getString("type"));
    }

    @Test
    void fundingInstructionsAreTheContractsVariantForTheCurrencyWithUniqueReferences() {
        Set<String> references = new HashSet<>();
        for (String name : List.of("Instructed One", "Instructed Two")) {
            Map<String, JsonObject> accounts = accountsNow(Customers.create(name, null));
            JsonObject usd = info(accounts.get("USD"));
            assertEquals("USD_ACCOUNT", usd.getString("accountType"));
            assertTrue(Set.of("ACH", "WIRE", "RTP", "FEDNOW").containsAll(rails(usd)), usd.toString());
            assertTrue(usd.getString("routingNumber").matches("\\d{9}"));
            JsonObject mxn = info(accounts.get("MXN"));
            assertEquals("MXN_ACCOUNT", mxn.getString("accountType"));
            assertTrue(mxn.getString("clabeNumber").matches("\\d{18}"));
            assertEquals(List.of("SPEI"), rails(mxn));
            JsonObject eur = info(accounts.get("EUR"));
            assertEquals("EUR_ACCOUNT", eur.getString("accountType"));
            assertTrue(eur.getString("iban").matches("^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{11,30}$"));
            assertTrue(Set.of("SEPA", "SEPA_INSTANT").containsAll(rails(eur)));
            JsonObject brl = info(accounts.get("BRL"));
            assertEquals("BRL_ACCOUNT", brl.getString("accountType"));
            assertFalse(brl.getString("pixKey").isEmpty());
            assertFalse(brl.getString("qrCode").isEmpty());
            assertEquals(List.of("PIX"), rails(brl));
            JsonObject btc = info(accounts.get("BTC"));
            assertTrue(Set.of("SPARK_WALLET", "LIGHTNING").contains(btc.getString("accountType")), btc.toString());
            for (String currency : List.of("USD", "MXN", "EUR", "BRL", "GBP")) {
                assertTrue(references.add(info(accounts.get(currency)).getString("reference")), "references are unique");
            }
        }
    }

    static JsonObject info(JsonObject account) {
        return account.getJsonArray("fundingPaymentInstructions").getJsonObject(0).getJsonObject("accountOrWalletInfo");
    }

    static List<String> rails(JsonObject info) {
        return info.getJsonArray("paymentRails").getValuesAs(jakarta.json.JsonString.class).stream().map(jakarta.json.JsonString::getString).toList();
    }

    @Test
    void fundingErrorsUseTheContractsCodesForTheFundOperation() {
        postJson("/sandbox/internal-accounts/not-an-id/fund", "{\"amount\":1}").assertError(404, "REFERENCE_NOT_FOUND");
        postJson("/sandbox/internal-accounts/Customer:019542f5-b3e7-1d02-0000-000000000001/fund", "{\"amount\":1}")
                .assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void aNewDefaultUmaDepositAccountTakesTheFlagFromTheOldOne() {
        String customer = Customers.create("Default Chooser", null);
        List<String> ids = new ArrayList<>();
        for (String clabe : List.of("032180000118359719", "032180000118359719", "032180000118359719")) {
            String body = "{\"customerId\":\"" + customer + "\",\"currency\":\"MXN\",\"defaultUmaDepositAccount\":true,\"accountInfo\":{"
                    + "\"accountType\":\"MXN_ACCOUNT\",\"clabeNumber\":\"" + clabe + "\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\","
                    + "\"fullName\":\"Frida Receptora\"}}}";
            Api.Reply r = postJson("/customers/external-accounts", body);
            assertEquals(201, r.status(), r.raw().body());
            assertTrue(r.json().getBoolean("defaultUmaDepositAccount"));
            ids.add(r.json().getString("id"));
        }
        List<JsonObject> listed = get("/customers/external-accounts?customerId=" + customer).json().getJsonArray("data").getValuesAs(JsonObject.class);
        assertEquals(3, listed.size());
        assertEquals(List.of(ids.get(2)), listed.stream().filter(a -> a.getBoolean("defaultUmaDepositAccount")).map(a -> a.getString("id")).toList());
        assertFalse(get("/customers/external-accounts/" + ids.get(0)).json().getBoolean("defaultUmaDepositAccount"));
    }

    @Test
    void newDefaultUmaDepositAccountsCreatedAtOnceLeaveExactlyOneDefault() throws Exception {
        String customer = Customers.create("Racing Defaults", null);
        String body = "{\"customerId\":\"" + customer + "\",\"currency\":\"MXN\",\"defaultUmaDepositAccount\":true,\"accountInfo\":{"
                + "\"accountType\":\"MXN_ACCOUNT\",\"clabeNumber\":\"032180000118359719\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\","
                + "\"fullName\":\"Frida Receptora\"}}}";
        ExecutorService pool = Executors.newFixedThreadPool(6);
        List<Future<Api.Reply>> replies = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            replies.add(pool.submit(() -> postJson("/customers/external-accounts", body)));
        }
        for (Future<Api.Reply> f : replies) {
            assertEquals(201, f.get().status(), f.get().raw().body());
        }
        pool.shutdown();
        List<JsonObject> listed = get("/customers/external-accounts?customerId=" + customer).json().getJsonArray("data").getValuesAs(JsonObject.class);
        assertEquals(6, listed.size());
        assertEquals(1, listed.stream().filter(a -> a.getBoolean("defaultUmaDepositAccount")).count(), listed.toString());
    }

    @Test
    void aEurAccountWithABusinessBeneficiaryNeedsOnlyItsLegalName() {
        String customer = Customers.create("Euro Business Payer", null);
        String body = "{\"customerId\":\"" + customer + "\",\"currency\":\"EUR\",\"accountInfo\":{\"accountType\":\"EUR_ACCOUNT\","
                + "\"iban\":\"DE89370400440532013000\",\"beneficiary\":{\"beneficiaryType\":\"BUSINESS\",\"legalName\":\"Acme GmbH\"}}}";
        Api.Reply r = postJson("/customers/external-accounts", body);
        assertEquals(201, r.status(), r.raw().body());
        // an individual still names a country of residence
        String individual = body.replace("\"beneficiaryType\":\"BUSINESS\",\"legalName\":\"Acme GmbH\"",
                "\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Anna Schmidt\"");
        JsonObject e = postJson("/customers/external-accounts", individual).assertError(400, "INVALID_INPUT");
        assertEquals("accountInfo.beneficiary.countryOfResidence", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"));
    }

    @Test
    void exchangeRatesNameOnlyTheContractsPaymentRails() {
        Set<String> contractRails = Set.of("ACH", "ACH_COLOMBIA", "BANK_TRANSFER", "BRE_B", "CIPS", "FAST", "FASTER_PAYMENTS", "FEDNOW",
                "INSTAPAY", "MOBILE_MONEY", "NEFT", "PAYNOW", "PESONET", "PIX", "RTGS", "RTP", "SEPA", "SEPA_INSTANT", "SPEI", "SWIFT",
                "UNIONPAY", "UPI", "WIRE");
        List<JsonObject> rates = get("/exchange-rates").json().getJsonArray("data").getValuesAs(JsonObject.class);
        assertFalse(rates.isEmpty());
        for (JsonObject rate : rates) {
            assertTrue(contractRails.contains(rate.getString("destinationPaymentRail")), rate.toString());
        }
    }

    static void await(Supplier<Boolean> condition, String what) {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline) {
            if (condition.get()) {
                return;
            }
            Waits.sleep(100);
        }
        throw new AssertionError("timed out waiting for: " + what);
    }
}
