package net.ccpay.webhook.delivery.api;

import net.ccpay.common.error.ApiException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The optional body of POST /sandbox/webhooks/test is read by hand: what the parser refuses is a 400 before anything is sent. */
class SandboxTestWebhookBodyTest {

    @Test
    void aNumberTooLongMalformedJsonOrTrailingContentIsA400() {
        SandboxTestWebhookResource resource = new SandboxTestWebhookResource();
        for (String body : List.of("{\"url\":" + "1".repeat(1_200) + "}", "{\"url\":", "{} {}")) {
            ApiException e = assertThrows(ApiException.class, () -> resource.sandboxPath(body));
            assertEquals(400, e.status());
            assertEquals("The body must be a JSON object such as {\"url\": \"https://example.com/webhooks\"}", e.getMessage());
        }
    }
}
