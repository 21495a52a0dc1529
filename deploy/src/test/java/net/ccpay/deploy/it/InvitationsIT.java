package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.SandboxClock;
import net.ccpay.deploy.it.support.Waits;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.patchJson;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * UMA invitations through the gateway: created by a customer of the platform, read by code, claimed
 * once (INVITATION.CLAIMED becomes a webhook) or cancelled once, expired by the clock, every invalid
 * field at once, and INVITATIONS_NOT_CONFIGURED while the platform config has no UMA domain.
 */
class InvitationsIT {

    static String inviterUma;
    static String umaDomain;

    @BeforeAll
    static void anInviter() {
        inviterUma = createCustomer("{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Ines Inviter\"}").getString("umaAddress");
        umaDomain = get("/config").json().getString("umaDomain");
    }

    static JsonObject createCustomer(String body) {
        Api.Reply r = postJson("/customers", body);
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    static JsonObject create(String body) {
        Api.Reply r = postJson("/invitations", body);
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    static JsonObject invite() {
        return create("{\"inviterUma\":\"" + inviterUma + "\"}");
    }

    static Api.Reply claim(String code, String inviteeUma) {
        return postJson("/invitations/" + code + "/claim", "{\"inviteeUma\":\"" + inviteeUma + "\"}");
    }

    static Api.Reply cancel(String code) {
        return Api.send(Api.request("/invitations/" + code + "/cancel").POST(java.net.http.HttpRequest.BodyPublishers.noBody()).build());
    }

    static Set<String> fields(JsonObject error) {
        return error.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(f -> f.getString("field")).collect(Collectors.toSet());
    }

    static List<JsonObject> claimedWebhooks(String code) {
        Api.Reply r = get("/ops/webhooks?limit=100&type=INVITATION.CLAIMED");
        assertEquals(200, r.status(), r.raw().body());
        return r.json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                .filter(w -> code.equals(w.getJsonObject("body").getJsonObject("data").getString("code", "")))
                .collect(Collectors.toList());
    }

    static JsonObject awaitClaimedWebhook(String code) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            List<JsonObject> found = claimedWebhooks(code);
            if (!found.isEmpty()) {
                return found.get(0);
            }
            Waits.sleep(200);
        }
        throw new AssertionError("no INVITATION.CLAIMED webhook for " + code + " within 30 s");
    }

    @Test
    void anInvitationIsCreatedPendingWithItsLinkAndReadBackByCode() {
        String expires = Instant.now().plus(Duration.ofDays(7)).truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString();
        JsonObject created = create("{\"inviterUma\":\"" + inviterUma + "\",\"firstName\":\"Grace\",\"amountToSend\":12550,"
                + "\"expiresAt\":\"" + expires + "\"}");
        String code = created.getString("code");
        assertTrue(code.matches("[0-9a-z]{10}"), code);
        assertEquals("PENDING", created.getString("status"));
        assertEquals(inviterUma, created.getString("inviterUma"));
        assertEquals("https://" + umaDomain + "/invitations/" + code, created.getString("url"));
        assertEquals("Grace", created.getString("firstName"));
        assertEquals(Instant.parse(expires), Instant.parse(created.getString("expiresAt")));
        JsonObject amount = created.getJsonObject("amountToSend");
        assertEquals(12550, amount.getJsonNumber("amount").longValue());
        assertEquals("USD", amount.getJsonObject("currency").getString("code"), "an inviter who declared no currency sends USD");
        assertEquals(2, amount.getJsonObject("currency").getInt("decimals"));
        assertFalse(created.containsKey("inviteeUma"));
        assertFalse(created.containsKey("claimedAt"));
        assertEquals(created, get("/invitations/" + code).json());
        assertFalse(code.equals(invite().getString("code")), "each invitation has its own code");
    }

    @Test
    void theAmountIsInTheInvitersFirstDeclaredCurrency() {
        String uma = createCustomer("{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Marta Pesos\",\"currencies\":[\"MXN\",\"USD\"]}")
                .getString("umaAddress");
        JsonObject currency = create("{\"inviterUma\":\"" + uma + "\",\"amountToSend\":50000}").getJsonObject("amountToSend").getJsonObject("currency");
        assertEquals("MXN", currency.getString("code"));
        assertEquals("Mexican Peso", currency.getString("name"));
    }

    @Test
    void aClaimLinksTheInviteeOnceAndTheInviterHearsOfItByWebhook() {
        String code = invite().getString("code");
        Api.Reply claimed = claim(code, "$grace@other-platform.example");
        assertEquals(200, claimed.status(), claimed.raw().body());
        JsonObject invitation = claimed.json();
        assertEquals("CLAIMED", invitation.getString("status"));
        assertEquals("$grace@other-platform.example", invitation.getString("inviteeUma"));
        assertTrue(invitation.containsKey("claimedAt"));
        assertEquals(invitation, get("/invitations/" + code).json());

        JsonObject webhook = awaitClaimedWebhook(code).getJsonObject("body");
        assertEquals("INVITATION.CLAIMED", webhook.getString("type"));
        assertTrue(webhook.getString("id").startsWith("Webhook:"));
        assertEquals(invitation, webhook.getJsonObject("data"), "the webhook carries the claimed invitation");

        claim(code, "$someone.else@other-platform.example").assertError(400, "INVITATION_ALREADY_CLAIMED");
        cancel(code).assertError(400, "INVITATION_ALREADY_CLAIMED");
        assertEquals("$grace@other-platform.example", get("/invitations/" + code).json().getString("inviteeUma"), "the first claim stands");
        assertEquals(1, claimedWebhooks(code).size());
    }

    @Test
    void aCancelledInvitationCanBeNeitherClaimedNorCancelledAgain() {
        String code = invite().getString("code");
        Api.Reply cancelled = cancel(code);
        assertEquals(200, cancelled.status(), cancelled.raw().body());
        assertEquals("CANCELLED", cancelled.json().getString("status"));
        claim(code, "$grace@other-platform.example").assertError(400, "INVITATION_CANCELLED");
        cancel(code).assertError(400, "INVITATION_CANCELLED");
        JsonObject after = get("/invitations/" + code).json();
        assertEquals("CANCELLED", after.getString("status"));
        assertFalse(after.containsKey("inviteeUma"));
        assertTrue(claimedWebhooks(code).isEmpty());
    }

    /** Its expiry is reached by moving customer-service's sandbox clock (on which it is judged) forward, not by waiting. */
    @Test
    void anInvitationPastItsExpiryReadsExpiredAndCannotBeClaimedOrCancelled() {
        Instant expires = SandboxClock.now("customer-service").plusSeconds(60).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        String code = create("{\"inviterUma\":\"" + inviterUma + "\",\"expiresAt\":\"" + expires + "\"}").getString("code");
        assertEquals("PENDING", get("/invitations/" + code).json().getString("status"));
        SandboxClock.moveTo("customer-service", expires.minusSeconds(10));
        assertEquals("PENDING", get("/invitations/" + code).json().getString("status"), "still pending just before its expiry");
        SandboxClock.movePast("customer-service", expires);
        assertEquals("EXPIRED", get("/invitations/" + code).json().getString("status"));
        JsonObject e = claim(code, "$late@other-platform.example").assertError(400, "INVALID_INPUT");
        assertEquals("INVITATION_EXPIRED", e.getJsonObject("details").getString("reason"));
        assertEquals("INVITATION_EXPIRED", cancel(code).assertError(400, "INVALID_INPUT").getJsonObject("details").getString("reason"));
    }

    @Test
    void everyInvalidFieldOfACreationIsNamedAtOnceAndNothingIsCreated() {
        JsonObject e = postJson("/invitations", "{\"inviterUma\":\"$nobody@nowhere.example\",\"firstName\":\"\",\"amountToSend\":0,"
                + "\"expiresAt\":\"2020-01-01T00:00:00Z\"}").assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("inviterUma", "firstName", "amountToSend", "expiresAt"), fields(e));
        assertEquals(Set.of("inviterUma", "expiresAt"), fields(postJson("/invitations",
                "{\"inviterUma\":\"not an address\",\"expiresAt\":\"next week\"}").assertError(400, "INVALID_INPUT")));
        assertEquals(Set.of("inviterUma"), fields(postJson("/invitations", "{}").assertError(400, "INVALID_INPUT")));
        String farFuture = Instant.now().plus(Duration.ofDays(400)).toString();
        assertEquals(Set.of("expiresAt"), fields(postJson("/invitations", "{\"inviterUma\":\"" + inviterUma + "\",\"expiresAt\":\""
                + farFuture + "\"}").assertError(400, "INVALID_INPUT")));
        postJson("/invitations", "\"just a string\"").assertError(400, "INVALID_INPUT");
    }

    @Test
    void aDeletedCustomerInvitesNobody() {
        JsonObject c = createCustomer("{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Gone Soon\"}");
        assertEquals(200, Api.delete("/customers/" + c.getString("id")).status());
        assertEquals(Set.of("inviterUma"), fields(postJson("/invitations", "{\"inviterUma\":\"" + c.getString("umaAddress") + "\"}")
                .assertError(400, "INVALID_INPUT")));
    }

    @Test
    void aClaimNeedsAnInviteeAddressThatIsNotTheInvitersOwn() {
        String code = invite().getString("code");
        assertEquals(Set.of("inviteeUma"), fields(postJson("/invitations/" + code + "/claim", "{}").assertError(400, "INVALID_INPUT")));
        assertEquals(Set.of("inviteeUma"), fields(claim(code, "grace").assertError(400, "INVALID_INPUT")));
        assertEquals(Set.of("inviteeUma"), fields(claim(code, inviterUma.toUpperCase(java.util.Locale.ROOT))
                .assertError(400, "INVALID_INPUT")), "the inviter's own address, whatever its case");
        assertEquals("PENDING", get("/invitations/" + code).json().getString("status"));
    }

    @Test
    void anUnknownCodeIsNotFoundForEveryOperation() {
        for (String code : List.of("zzzzzzzzzz", "019542f5", "NOT-A-CODE")) {
            get("/invitations/" + code).assertError(404, "INVITATION_NOT_FOUND");
            claim(code, "$grace@other-platform.example").assertError(404, "INVITATION_NOT_FOUND");
            cancel(code).assertError(404, "INVITATION_NOT_FOUND");
        }
    }

    @Test
    void concurrentClaimsOfOneInvitationLetExactlyOneWin() throws Exception {
        String code = invite().getString("code");
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<Future<Api.Reply>> replies = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                String invitee = "$racer" + i + "@other-platform.example";
                replies.add(pool.submit(() -> claim(code, invitee)));
            }
            int won = 0;
            for (Future<Api.Reply> f : replies) {
                Api.Reply r = f.get();
                if (r.status() == 200) {
                    won++;
                } else {
                    r.assertError(400, "INVITATION_ALREADY_CLAIMED");
                }
            }
            assertEquals(1, won);
        } finally {
            pool.shutdownNow();
        }
        awaitClaimedWebhook(code);
        Waits.sleep(500);
        assertEquals(1, claimedWebhooks(code).size(), "one claim, one webhook");
    }

    /**
     * Invitation links live on the platform's UMA domain, read from the platform config when an
     * invitation is made: without one, invitations are not configured; a new one is used at once.
     */
    @Test
    void invitationsNeedTheUmaDomainOfThePlatformConfig() {
        String pending = invite().getString("code");
        try {
            Api.Reply removed = patchJson("/config", "{\"umaDomain\":null}");
            assertEquals(200, removed.status(), removed.raw().body());
            assertFalse(removed.json().containsKey("umaDomain"));
            postJson("/invitations", "{\"inviterUma\":\"" + inviterUma + "\"}").assertError(400, "INVITATIONS_NOT_CONFIGURED");
            assertEquals(Set.of("inviterUma"), fields(postJson("/invitations", "{\"inviterUma\":\"$nobody@nowhere.example\"}")
                    .assertError(400, "INVALID_INPUT")), "a bad request is still told what is wrong with it");
            assertEquals(200, claim(pending, "$grace@other-platform.example").status(), "invitations already made can still be claimed");

            assertEquals(200, patchJson("/config", "{\"umaDomain\":\"invite.example.com\"}").status());
            JsonObject created = invite();
            assertEquals("https://invite.example.com/invitations/" + created.getString("code"), created.getString("url"));
        } finally {
            assertEquals(200, patchJson("/config", "{\"umaDomain\":\"" + umaDomain + "\"}").status());
        }
        assertEquals("https://" + umaDomain + "/invitations/", invite().getString("url").replaceAll("[0-9a-z]{10}$", ""));
    }
}
