package net.ccpay.deploy.it.support;

import jakarta.json.JsonObject;

import java.util.List;

import static net.ccpay.deploy.it.support.Api.get;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A customer's USDB account (an embedded wallet when the customer has an email) and the wallet's credentials. */
public final class Wallets {

    private Wallets() {}

    /** GET /auth/credentials of the account. */
    public static List<JsonObject> credentials(String accountId) {
        Api.Reply r = get("/auth/credentials?accountId=" + accountId);
        assertEquals(200, r.status(), r.raw().body());
        return r.json().getJsonArray("data").getValuesAs(JsonObject.class);
    }

    /** The customer's USDB account, checked to be of {@code type} (EMBEDDED_WALLET or INTERNAL_CRYPTO); returns its id. */
    public static String usdbAccount(String customerId, String type) {
        Api.Reply r = get("/customers/internal-accounts?customerId=" + customerId + "&currency=USDB");
        assertEquals(200, r.status(), r.raw().body());
        JsonObject a = r.json().getJsonArray("data").getJsonObject(0);
        assertEquals(type, a.getString("type"));
        return a.getString("id");
    }
}
