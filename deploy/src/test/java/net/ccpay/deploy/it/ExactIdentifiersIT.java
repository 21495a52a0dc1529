package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Onboarding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import static net.ccpay.deploy.it.support.Api.basic;
import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Api.request;
import static net.ccpay.deploy.it.support.Api.send;
import static net.ccpay.deploy.it.support.Onboarding.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * Identifiers and keys are compared byte for byte: a case-insensitive or accent-insensitive
 * collation, or one that ignores trailing spaces, would make these equal to the real ones.
 */
class ExactIdentifiersIT {

    @Test
    void theSandboxTokenIdSpelledExactlyAuthenticates() {
        assertEquals(200, send(request("/customers?limit=1").setHeader("Authorization", basic("sandbox", Api.TOKEN_SECRET)).GET().build())
                .status());
    }

    @ParameterizedTest(name = "token id \"{0}\" with the sandbox secret is 401")
    @ValueSource(strings = {"SANDBOX", "Sandbox", "sandbox ", "sändbox"})
    void aTokenIdThatOnlyCollatesLikeTheSandboxTokenIsRejected(String tokenId) {
        send(request("/customers?limit=1").setHeader("Authorization", basic(tokenId, Api.TOKEN_SECRET)).GET().build())
                .assertError(401, "UNAUTHORIZED");
    }

    @Test
    void aCustomerIsFoundByItsPlatformCustomerIdOnlyWhenSpelledExactly() {
        String pid = "Exact-" + unique();
        String id = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + pid + "\"}").json().getString("id");

        JsonObject exact = get("/customers?platformCustomerId=" + query(pid)).json();
        assertEquals(1, exact.getInt("totalCount"));
        assertEquals(id, exact.getJsonArray("data").getJsonObject(0).getString("id"));
        for (String other : new String[] {pid.toUpperCase(Locale.ROOT), pid.toLowerCase(Locale.ROOT), pid + " ", "Éxact-" + pid.substring(6)}) {
            assertEquals(0, get("/customers?platformCustomerId=" + query(other)).json().getInt("totalCount"), "'" + other + "'");
        }
    }

    @Test
    void platformCustomerIdsThatDifferOnlyInCaseOrATrailingSpaceBelongToDifferentCustomers() {
        String pid = "case-" + unique();
        Api.Reply first = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + pid + "\"}");
        Api.Reply upper = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + pid.toUpperCase(Locale.ROOT) + "\"}");
        Api.Reply spaced = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + pid + " \"}");
        assertEquals(201, first.status(), first.raw().body());
        assertEquals(201, upper.status(), upper.raw().body());
        assertEquals(201, spaced.status(), spaced.raw().body());
        assertEquals(pid.toUpperCase(Locale.ROOT), upper.json().getString("platformCustomerId"));
        assertNotEquals(first.json().getString("id"), upper.json().getString("id"));
    }

    @Test
    void aCustomerIdInAnotherCaseIsNotFound() {
        String id = Onboarding.individual("Exact Case").getString("id");
        assertEquals(200, get("/customers/" + id).status());
        get("/customers/" + id.toUpperCase(Locale.ROOT)).assertError(404, "USER_NOT_FOUND");
        get("/customers/" + id.replace("Customer:", "customer:")).assertError(404, "USER_NOT_FOUND");
    }

    @Test
    void anExternalAccountIdInAnotherCaseIsNotFound() {
        String customer = Onboarding.individual("Exact Account").getString("id");
        Api.Reply account = postJson("/customers/external-accounts", "{\"customerId\":\"" + customer + "\",\"currency\":\"MXN\","
                + "\"accountInfo\":{\"accountType\":\"MXN_ACCOUNT\",\"clabeNumber\":\"032180000118359719\","
                + "\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Frida\"}}}");
        assertEquals(201, account.status(), account.raw().body());
        String id = account.json().getString("id");
        assertEquals(200, get("/customers/external-accounts/" + id).status());
        // the type prefix stays as issued; only the UUID's hex digits change case
        String other = id.substring(0, id.indexOf(':') + 1) + id.substring(id.indexOf(':') + 1).toUpperCase(Locale.ROOT);
        assertNotEquals(id, other);
        assertEquals(404, get("/customers/external-accounts/" + other).status());
    }

    @Test
    void idempotencyKeysThatDifferOnlyInCaseAreDifferentKeys() {
        String customer = Onboarding.individual("Exact Key 001").getString("id");
        String key = "Key-" + unique();
        JsonObject first = kycLink(customer, key);
        assertEquals(first.getString("token"), kycLink(customer, key).getString("token"), "the same key replays");
        assertNotEquals(first.getString("token"), kycLink(customer, key.toUpperCase(Locale.ROOT)).getString("token"));
    }

    private static JsonObject kycLink(String customerId, String key) {
        Api.Reply r = send(request("/customers/" + customerId + "/kyc-link").header("Idempotency-Key", key)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")).build());
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    private static String query(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
