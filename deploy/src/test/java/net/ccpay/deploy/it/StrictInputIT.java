package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.Onboarding;
import org.junit.jupiter.api.Test;

import java.net.http.HttpRequest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad input at the services is a 400 envelope naming the field, never a 5xx or 501, and nothing is
 * written; and what the official clients send (comma-joined arrays, retry decisions) works.
 */
class StrictInputIT {

    static List<String> fields(JsonObject error) {
        return error.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(e -> e.getString("field")).toList();
    }

    @Test
    void configAmountsBeyondSixtyFourBitsAreRefusedNotWrappedAndTheConfigIsUnchanged() {
        String before = get("/config").raw().body();
        // 2^64 + 100: its low 64 bits are 100, a valid fee
        String fee = "{\"feeConfigs\":[{\"feeType\":\"CROSS_CURRENCY_TRANSACTION\",\"sourceCurrency\":\"USD\","
                + "\"variableFeeBps\":18446744073709551626,\"fixedFee\":{\"amount\":18446744073709551716,\"currency\":\"USD\"}}]}";
        Api.Reply r = Api.patchJson("/config", fee);
        JsonObject e = r.assertError(400, "INVALID_INPUT");
        assertEquals(List.of("feeConfigs[0].variableFeeBps", "feeConfigs[0].fixedFee.amount"), fields(e));
        assertEquals("false", r.header("X-Should-Retry"));
        assertEquals(before, get("/config").raw().body(), "nothing written");
    }

    @Test
    void exchangeRateAmountsThatCannotBeParsedOrPricedAre400NotA500() {
        JsonObject tooLarge = get("/exchange-rates?sendingAmount=9000000000000000000").assertError(400, "AMOUNT_OUT_OF_RANGE");
        assertEquals(List.of("sendingAmount"), fields(tooLarge));
        for (String bad : List.of("99999999999999999999", "-1", "abc", "1.5")) {
            JsonObject e = get("/exchange-rates?sendingAmount=" + bad).assertError(400, "INVALID_INPUT");
            assertEquals(List.of("sendingAmount"), fields(e), bad);
        }
        assertEquals(200, get("/exchange-rates?sendingAmount=10000").status());
    }

    @Test
    void aLimitThatIsNotAnIntegerFromOneTo100IsA400OnEveryList() {
        String business = Onboarding.business("REG-" + Onboarding.unique() + "-003", true).getString("id");
        List<String> lists = List.of("/customers?", "/verifications?", "/beneficial-owners?customerId=" + business + "&", "/documents?",
                "/customers/internal-accounts?", "/customers/external-accounts?", "/platform/external-accounts?");
        for (String list : lists) {
            for (String limit : List.of("abc", "1.5", "0", "101", "99999999999")) {
                Api.Reply r = get(list + "limit=" + limit);
                JsonObject e = r.assertError(400, "INVALID_INPUT");
                assertTrue(fields(e).contains("limit"), list + "limit=" + limit + " -> " + r.raw().body());
            }
            assertEquals(200, get(list + "limit=5").status(), list);
        }
    }

    @Test
    void aFilterIdOfTheWrongShapeIsA400NamingItNotAnEmptyPage() {
        String customer = Onboarding.individual("ID-" + Onboarding.unique()).getString("id");
        List<String[]> filters = List.of(new String[] {"/transactions", "customerId"},
                new String[] {"/customers/internal-accounts", "customerId"}, new String[] {"/customers/external-accounts", "customerId"},
                new String[] {"/agents", "customerId"}, new String[] {"/agents/approvals", "customerId"},
                new String[] {"/agents/approvals", "agentId"});
        for (String[] f : filters) {
            for (String bad : List.of("bad", "Customer:1", "Agent:" + UUID.randomUUID(), UUID.randomUUID().toString())) {
                String wrong = f[1].equals("agentId") ? bad.replace("Agent:", "Customer:") : bad;
                Api.Reply r = get(f[0] + "?" + f[1] + "=" + wrong + "&limit=abc");
                JsonObject e = r.assertError(400, "INVALID_INPUT");
                assertEquals(Set.of(f[1], "limit"), Set.copyOf(fields(e)), f[0] + "?" + f[1] + "=" + wrong + " -> " + r.raw().body());
            }
            String good = f[1].equals("agentId") ? "Agent:" + UUID.randomUUID() : customer;
            Api.Reply ok = get(f[0] + "?" + f[1] + "=" + good);
            assertEquals(200, ok.status(), f[0] + "?" + f[1] + "=" + good + " -> " + ok.raw().body());
        }
    }

    @Test
    void aTimeWindowThatEndsBeforeItStartsIsA400OnItsEndNotAnEmptyPage() {
        String early = "2025-10-13T09:00:00Z";
        String late = "2025-10-14T09:00:00Z";
        List<String[]> windows = List.of(new String[] {"/transactions", "startDate", "endDate"},
                new String[] {"/agents/approvals", "startDate", "endDate"},
                new String[] {"/customers", "createdAfter", "createdBefore"}, new String[] {"/customers", "updatedAfter", "updatedBefore"},
                new String[] {"/tokens", "createdAfter", "createdBefore"}, new String[] {"/tokens", "updatedAfter", "updatedBefore"},
                new String[] {"/agents", "createdAfter", "createdBefore"}, new String[] {"/agents", "updatedAfter", "updatedBefore"});
        for (String[] w : windows) {
            String reversed = w[0] + "?" + w[1] + "=" + late + "&" + w[2] + "=" + early;
            Api.Reply r = get(reversed);
            JsonObject e = r.assertError(400, "INVALID_INPUT");
            assertEquals(List.of(w[2]), fields(e), reversed + " -> " + r.raw().body());
            assertEquals(200, get(w[0] + "?" + w[1] + "=" + early + "&" + w[2] + "=" + late).status(), w[0]);
            assertEquals(200, get(w[0] + "?" + w[1] + "=" + early + "&" + w[2] + "=" + early).status(), w[0] + ": one instant");
        }
        // a reversed window is reported with the request's other mistakes
        JsonObject e = get("/transactions?startDate=" + late + "&endDate=" + early + "&status=LOST&sortOrder=up").assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("status", "sortOrder", "endDate"), Set.copyOf(fields(e)));
    }

    @Test
    void controlCharactersAndUnpairedSurrogatesInStringsAreRefusedAndNothingIsStored() throws Exception {
        String platformId = "pc-" + UUID.randomUUID();
        String[][] cases = {
                {"\"Ada\\u0000 Lovelace\"", "\"" + platformId + "\""},
                {"\"Ada Lovelace\"", "\"" + platformId + "\\ud800\""},
                {"\"Ada\\nLovelace\"", "\"" + platformId + "\\u001b\""},
                {"\"Ada \\udc00\"", "\"" + platformId + "\\u0085\""},
        };
        for (String[] c : cases) {
            Api.Reply r = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":" + c[0] + ",\"platformCustomerId\":" + c[1] + "}");
            JsonObject e = r.assertError(400, "INVALID_INPUT");
            Set<String> expected = new TreeSet<>();
            if (!c[0].equals("\"Ada Lovelace\"")) {
                expected.add("fullName");
            }
            if (!c[1].equals("\"" + platformId + "\"")) {
                expected.add("platformCustomerId");
            }
            assertEquals(expected, new TreeSet<>(fields(e)), r.raw().body());
        }
        try (Connection db = Databases.of("customer");
             PreparedStatement ps = db.prepareStatement("SELECT COUNT(*) FROM customer WHERE platform_customer_id LIKE ?")) {
            ps.setString(1, platformId + "%");
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertEquals(0, rs.getLong(1), "no customer stored");
            }
        }
    }

    @Test
    void anEmptyBodyWithAJsonContentTypeIsA400Envelope() {
        String customer = Onboarding.individual("Empty Body").getString("id");
        for (String[] op : new String[][] {{"POST", "/customers"}, {"POST", "/verifications"}, {"POST", "/beneficial-owners"},
                {"PATCH", "/customers/" + customer}, {"PATCH", "/config"}, {"POST", "/customers/external-accounts"},
                {"POST", "/sandbox/internal-accounts/InternalAccount:019542f5-b3e7-1d02-0000-000000000001/fund"}}) {
            Api.Reply r = Api.send(Api.request(op[1]).header("Content-Type", "application/json")
                    .method(op[0], HttpRequest.BodyPublishers.noBody()).build());
            r.assertError(400, "INVALID_INPUT");
            assertEquals("false", r.header("X-Should-Retry"), op[0] + " " + op[1]);
        }
    }

    @Test
    void everyErrorTellsTheSdkWhetherARetryCanHelp() {
        Api.Reply unknownPath = get("/no-such-operation");
        unknownPath.assertError(404, "REFERENCE_NOT_FOUND");
        assertEquals("false", unknownPath.header("X-Should-Retry"), "gateway 404");
        Api.Reply unauthorized = Api.send(Api.request("/customers").setHeader("Authorization", Api.basic("sandbox", "wrong")).GET().build());
        unauthorized.assertError(401, "UNAUTHORIZED");
        assertEquals("false", unauthorized.header("X-Should-Retry"), "gateway 401");
        Api.Reply invalid = postJson("/customers", "{}");
        invalid.assertError(400, "INVALID_INPUT");
        assertEquals("false", invalid.header("X-Should-Retry"), "service 400");
        Api.Reply missing = get("/customers/Customer:019542f5-b3e7-1d02-0000-000000000009");
        assertEquals(404, missing.status());
        assertEquals("false", missing.header("X-Should-Retry"), "service 404");
        String approved = Onboarding.individual("Retry Advice").getString("id");
        Api.Reply conflict = postJson("/customers/" + approved + "/kyc-link", "{}");
        conflict.assertError(409, "CONFLICT");
        assertEquals("false", conflict.header("X-Should-Retry"), "a state conflict is not transient");
        // a 501 (only production mode has one left) carries "false" too: ProductionServersIT checks it
        Api.Reply ok = get("/customers?limit=1");
        assertEquals(200, ok.status());
        assertNull(ok.header("X-Should-Retry"), "success carries no advice");
    }

    @Test
    void arrayQueryParametersAreAcceptedRepeatedOrCommaJoinedAsTheSdkSendsThem() {
        Set<String> expected = Set.of("EUR", "MXN");
        // the contract's explode form; the SDK's qs "comma" form (comma encoded); a raw comma; and mixed
        assertEquals(expected, destinations("destinationCurrency=EUR&destinationCurrency=MXN"));
        assertEquals(expected, destinations("destinationCurrency=EUR%2CMXN"));
        assertEquals(expected, destinations("destinationCurrency=EUR,MXN"));
        assertEquals(Set.of("EUR", "MXN", "BRL"), destinations("destinationCurrency=EUR,MXN&destinationCurrency=BRL"));
        get("/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR,XXX").assertError(400, "INVALID_CURRENCY");
    }

    static Set<String> destinations(String query) {
        Api.Reply r = get("/exchange-rates?sourceCurrency=USD&" + query);
        assertEquals(200, r.status(), query + " -> " + r.raw().body());
        Set<String> codes = new TreeSet<>();
        r.json().getJsonArray("data").getValuesAs(JsonObject.class)
                .forEach(d -> codes.add(d.getJsonObject("destinationCurrency").getString("code")));
        return codes;
    }
}
