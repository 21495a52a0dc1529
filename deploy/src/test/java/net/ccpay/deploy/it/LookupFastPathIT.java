package net.ccpay.deploy.it;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.function.Predicate;

import static net.ccpay.deploy.it.Api.get;
import static net.ccpay.deploy.it.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * quote-service answers the plain external-account lookup in a servlet filter in front of its JAX-RS
 * application, and leaves every other form of the request to the JAX-RS resource. Both must give the same
 * answers: status, headers the client reads, and body (but for the fresh lookup id). A request with an
 * {@code Accept} the filter does not take (one with a quality value) goes to the resource, which is how this
 * test reaches both; Liberty's per-resource-method metric shows which of the two answered.
 */
class LookupFastPathIT {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    /** Taken by JAX-RS as JSON; not one of the plain values the filter answers. */
    private static final String NEGOTIATED = "application/json;q=0.9";

    static String sender;
    static String account;

    @BeforeAll
    static void aSenderAndAnAccount() {
        sender = AccountsAndLookupIT.createCustomer("Fast Path Sender", "fast.path@example.com");
        AccountsAndLookupIT.awaitActiveAccounts(sender, AccountsAndLookupIT.DEFAULT_CURRENCIES.size());
        String receiver = AccountsAndLookupIT.createCustomer("Fast Path Receiver", null);
        account = postJson("/customers/external-accounts", AccountsAndLookupIT.mxnAccount(receiver, "032180000118359719")).json().getString("id");
    }

    @Test
    void thePlainLookupAndTheJaxRsResourceGiveTheSameAnswers() {
        List<String> paths = List.of(
                "/receiver/external-account/" + account + "?customerId=" + sender,
                "/receiver/external-account/" + account + "?customerId=" + sender + "&sendingCurrency=EUR",
                "/receiver/external-account/" + account + "?customerId=" + sender + "&sendingCurrency=JPY",
                "/receiver/external-account/" + account + "?customerId=" + sender + "&sendingCurrency=eur",
                "/receiver/external-account/" + account + "?customerId=nope&sendingCurrency=x",
                "/receiver/external-account/" + account + "?customerId=Customer:" + UUID.randomUUID(),
                "/receiver/external-account/" + account,
                "/receiver/external-account/" + account + "?customerId=",
                "/receiver/external-account/ExternalAccount:019542f5-b3e7-1d02-0000-000000000009?customerId=" + sender,
                "/receiver/external-account/" + sender + "?customerId=" + sender);
        for (String path : paths) {
            Api.Reply plain = get(path);
            Api.Reply negotiated = Api.send(Api.request(path).header("Accept", NEGOTIATED).GET().build());
            assertEquals(negotiated.status(), plain.status(), path + ": " + plain.raw().body() + " vs " + negotiated.raw().body());
            for (String h : List.of("Content-Type", "X-Should-Retry", "Retry-After")) {
                assertEquals(negotiated.header(h), plain.header(h), path + ": header " + h);
            }
            assertEquals(withoutLookupId(negotiated), withoutLookupId(plain), path);
        }
    }

    private static JsonObject withoutLookupId(Api.Reply r) {
        JsonObject o = r.json();
        return o.containsKey("lookupId") ? Json.createObjectBuilder(o).remove("lookupId").build() : o;
    }

    @Test
    void aServiceReachedDirectlyRefusesTheLookupTheSameWayOnBothPaths() throws Exception {
        String direct = PlatformHarness.serverUrl() + "/quote-service/receiver/external-account/" + account + "?customerId=" + sender;
        HttpResponse<String> plain = HTTP.send(HttpRequest.newBuilder(URI.create(direct)).GET().build(), HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> negotiated = HTTP.send(HttpRequest.newBuilder(URI.create(direct)).header("Accept", NEGOTIATED).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(401, plain.statusCode(), plain.body());
        assertEquals(401, negotiated.statusCode(), negotiated.body());
        assertEquals(negotiated.body(), plain.body());
        assertEquals(negotiated.headers().firstValue("Content-Type"), plain.headers().firstValue("Content-Type"));
        assertTrue(plain.headers().firstValue("X-Correlation-Id").isPresent(), "the correlation id is answered");
    }

    @Test
    void onlyThePlainFormSkipsTheJaxRsResource() throws Exception {
        Predicate<PrometheusText.Sample> resourceMethod = s -> String.valueOf(s.label("class")).endsWith("ReceiverLookupResource")
                && String.valueOf(s.label("method")).startsWith("externalAccount");
        double before = ObservabilityIT.scrape().sum("REST_request_seconds_count", resourceMethod);
        String path = "/receiver/external-account/" + account + "?customerId=" + sender;
        for (int i = 0; i < 3; i++) {
            assertEquals(200, get(path).status());
        }
        for (int i = 0; i < 2; i++) {
            assertEquals(200, Api.send(Api.request(path).header("Accept", NEGOTIATED).GET().build()).status());
        }
        PrometheusText after = ObservabilityIT.scrapeUntil(m -> m.sum("REST_request_seconds_count", resourceMethod) >= before + 2,
                "the two negotiated lookups in REST_request_seconds_count");
        assertEquals(before + 2, after.sum("REST_request_seconds_count", resourceMethod), 1e-9,
                "the JAX-RS resource answered the two negotiated lookups and none of the three plain ones");
    }
}
