package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Errors;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An id is read once, where the request is read: an id of another kind, or text the request's pattern lets through
 * that is no id at all (36 hex digits without the uuid's dashes), gets the answer an unknown resource of that kind
 * gets; where the request has other findings, it is reported among them.
 */
class TypedIdsIT {

    private static String uuid() {
        return UUID.randomUUID().toString();
    }

    /** Passes the requests' {@code <Type>:[0-9a-fA-F-]{36}} patterns, and is no uuid. */
    private static String noUuid(String type) {
        return type + ":" + uuid().replace("-", "").substring(0, 32) + "abcd";
    }

    private static void unknown(String path, String code, String message) {
        JsonObject e = get(path).assertError(404, code);
        assertEquals(message, e.getString("message"), path);
    }

    @Test
    void aPathIdOfAnotherKindOrNoIdIsTheUnknownResource() {
        for (String id : List.of("InternalAccount:" + uuid(), noUuid("Card"), noUuid("Stablecoin"), noUuid("ExternalAccount"))) {
            unknown("/cards/" + id, "REFERENCE_NOT_FOUND", "Card " + id + " not found");
            unknown("/stablecoins/" + id, "REFERENCE_NOT_FOUND", "Stablecoin " + id + " not found");
            unknown("/stablecoin-operations/" + id, "REFERENCE_NOT_FOUND", "Stablecoin operation " + id + " not found");
            unknown("/stablecoin-provider-accounts/" + id, "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND", "Stablecoin provider account " + id + " not found");
            unknown("/customers/external-accounts/" + id, "REFERENCE_NOT_FOUND", "External account " + id + " not found");
            unknown("/platform/external-accounts/" + id, "REFERENCE_NOT_FOUND", "External account " + id + " not found");
            unknown("/receiver/external-account/" + id + "?customerId=Customer:" + uuid(), "REFERENCE_NOT_FOUND", "External account " + id + " not found");
        }
    }

    @Test
    void aLookupsSenderThatIsNoCustomerIdIsAFieldErrorBeforeTheAccount() {
        JsonObject e = get("/receiver/external-account/" + noUuid("ExternalAccount") + "?customerId=" + noUuid("Customer"))
                .assertError(400, "INVALID_INPUT");
        assertEquals(List.of("customerId"), Errors.fields(e));
    }

    @Test
    void aQuotesAccountThatIsNoIdIsReportedWithTheOtherAccount() {
        String source = noUuid("InternalAccount");
        String destination = "ExternalAccount:" + uuid();
        String body = "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"" + source + "\"},"
                + "\"destination\":{\"destinationType\":\"ACCOUNT\",\"accountId\":\"" + destination + "\"},"
                + "\"lockedCurrencySide\":\"SENDING\",\"lockedCurrencyAmount\":100}";
        Map<String, JsonObject> errors = Errors.byField(postJson("/quotes", body).assertError(400, "INVALID_INPUT"));
        assertEquals(2, errors.size(), errors::toString);
        assertEquals("must be an InternalAccount or ExternalAccount id", errors.get("source.accountId").getString("message"), errors::toString);
        assertEquals("no external account " + destination, errors.get("destination.accountId").getString("message"), errors::toString);
    }

    @Test
    void aTransfersAccountThatIsNoIdIsAnUnknownAccountAmongTheOthers() {
        String source = noUuid("InternalAccount");
        String destination = noUuid("ExternalAccount");
        String body = "{\"source\":{\"accountId\":\"" + source + "\"},\"destination\":{\"accountId\":\"" + destination + "\"},\"amount\":100}";
        Map<String, JsonObject> errors = Errors.byField(postJson("/transfer-out", body).assertError(400, "INVALID_INPUT"));
        assertEquals("no internal account " + source, errors.get("source.accountId").getString("message"), errors::toString);
        assertEquals("no external account " + destination, errors.get("destination.accountId").getString("message"), errors::toString);
    }

    @Test
    void aCardSimulationNamesTheUnknownCardBeforeATransactionThatIsNoId() {
        String card = "Card:" + uuid();
        String body = "{\"cardTransactionId\":\"" + noUuid("CardTransaction") + "\",\"amount\":100}";
        JsonObject e = Api.postJson("/sandbox/cards/" + card + "/simulate/clearing", body).assertError(404, "REFERENCE_NOT_FOUND");
        assertEquals("Card " + card + " not found", e.getString("message"));
    }
}
