package net.ccpay.deploy.it.support;

import jakarta.json.JsonObject;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Customers as the tests make them through the API, and the accounts the platform opens for them. */
public final class Customers {

    /** The currencies an approved customer gets one account in. */
    public static final Set<String> DEFAULT_CURRENCIES = Set.of("USD", "EUR", "MXN", "BRL", "GBP", "INR", "USDC", "BTC", "USDB");

    private Customers() {}

    /** POST /customers: an individual, with an email unless {@code email} is null; returns its id. */
    public static String create(String fullName, String email) {
        String body = "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"" + fullName + "\""
                + (email == null ? "" : ",\"email\":\"" + email + "\"") + "}";
        Api.Reply r = postJson("/customers", body);
        assertEquals(201, r.status(), r.raw().body());
        return r.json().getString("id");
    }

    /** POST /customers: an individual without an email; returns its id. */
    public static String create(String fullName) {
        return create(fullName, null);
    }

    /** Waits until the customer has {@code n} ACTIVE accounts; returns them by currency. */
    public static Map<String, JsonObject> awaitActiveAccounts(String customerId, int n) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        List<JsonObject> last = List.of();
        while (System.nanoTime() < deadline) {
            Api.Reply r = get("/customers/internal-accounts?limit=100&customerId=" + customerId);
            assertEquals(200, r.status(), r.raw().body());
            last = r.json().getJsonArray("data").getValuesAs(JsonObject.class);
            if (last.size() == n && last.stream().allMatch(a -> "ACTIVE".equals(a.getString("status")))) {
                return last.stream().collect(Collectors.toMap(a -> a.getJsonObject("balance").getJsonObject("currency").getString("code"),
                        a -> a, (a, b) -> a, TreeMap::new));
            }
            Waits.sleep(200);
        }
        throw new AssertionError("expected " + n + " active accounts for " + customerId + ", saw " + last);
    }
}
