package net.ccpay.deploy.it.support;

import jakarta.json.JsonObject;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Cards as the tests issue them: answered PROCESSING, then ACTIVE once the sandbox issuer has provisioned them. */
public final class Cards {

    /** Well above the sandbox's provisioning delay and the activation timer's poll, on a loaded machine. */
    public static final Duration ACTIVATION = Duration.ofSeconds(30);

    private Cards() {}

    /** POST /cards with {@code body}; asserts 201 and PROCESSING; answers the card as created. */
    public static JsonObject issue(String body) {
        Api.Reply r = Api.postJson("/cards", body);
        assertEquals(201, r.status(), r.raw().body());
        assertEquals("PROCESSING", r.json().getString("state"), r.raw().body());
        return r.json();
    }

    /** Polls GET /cards/{id} until the card is {@code state}; answers it. */
    public static JsonObject awaitState(String cardId, String state) {
        AtomicReference<JsonObject> last = new AtomicReference<>();
        Payments.await(() -> {
            Api.Reply r = Api.get("/cards/" + cardId);
            assertEquals(200, r.status(), r.raw().body());
            last.set(r.json());
            return state.equals(r.json().getString("state"));
        }, ACTIVATION, () -> "card " + cardId + " " + state + "; last: " + last.get());
        return last.get();
    }

    /** Issues the card and waits until it is ACTIVE; answers it as GET shows it then. */
    public static JsonObject issueActive(String body) {
        return awaitState(issue(body).getString("id"), "ACTIVE");
    }
}
