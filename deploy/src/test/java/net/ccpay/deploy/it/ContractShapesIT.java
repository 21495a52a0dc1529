package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Onboarding;
import org.junit.jupiter.api.Test;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Onboarding.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Reads no other test makes, so that the contract guard in {@link net.ccpay.deploy.it.support.Api#send} sees every
 * built read operation's shape at least once: a business customer's owners listed, and the platform's lists.
 */
class ContractShapesIT {

    @Test
    void aBusinessCustomersOwnersAreListedInTheContractsPageShape() {
        String id = Onboarding.business("REG-" + unique() + "-001", false).getString("id");
        String owner = Onboarding.owner(id, "Shape001").getString("id");
        JsonObject page = get("/beneficial-owners?customerId=" + id + "&limit=10").json();
        assertEquals(owner, page.getJsonArray("data").getJsonObject(0).getString("id"));
        assertEquals(false, page.getBoolean("hasMore"));
        get("/beneficial-owners?customerId=" + id + "&limit=0").assertError(400, "INVALID_INPUT");
    }

    @Test
    void thePlatformsListsAnswerTheContractsShapes() {
        assertEquals(200, get("/platform/internal-accounts").status());
        assertEquals(200, get("/platform/external-accounts?limit=5").status());
        assertEquals(200, get("/customers?limit=5").status());
        assertEquals(200, get("/verifications?limit=5").status());
        assertEquals(200, get("/documents?limit=5").status());
        assertEquals(200, get("/exchange-rates").status());
    }
}
