package net.ccpay.deploy.it.support;

import jakarta.json.JsonObject;

import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** External accounts as the tests create them through the API. */
public final class ExternalAccounts {

    private ExternalAccounts() {}

    /**
     * A crypto wallet address as an external account: the customer's ({@code customerId}), or the platform's when
     * {@code customerId} is null; {@code type} is its accountType, {@code ownership} its ownershipType.
     */
    public static JsonObject wallet(String customerId, String type, String currency, String address, String ownership) {
        String owner = customerId == null ? "" : "\"customerId\":\"" + customerId + "\",";
        Api.Reply r = postJson(customerId == null ? "/platform/external-accounts" : "/customers/external-accounts", "{" + owner
                + "\"currency\":\"" + currency + "\",\"ownershipType\":\"" + ownership + "\",\"accountInfo\":{\"accountType\":\"" + type
                + "\",\"address\":\"" + address + "\"}}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }
}
