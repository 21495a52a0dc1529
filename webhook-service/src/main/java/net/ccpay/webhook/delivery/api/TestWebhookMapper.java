package net.ccpay.webhook.delivery.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.webhook.delivery.domain.TestWebhookResult;

/** The contract's TestWebhookResponse: {@code url}, {@code response_status}, optional {@code response_body}. */
final class TestWebhookMapper {

    private TestWebhookMapper() {}

    static JsonObject toJson(TestWebhookResult r) {
        JsonObjectBuilder out = JsonP.createObjectBuilder().add("url", r.url()).add("response_status", r.responseStatus());
        r.responseBody().ifPresent(b -> out.add("response_body", b));
        return out.build();
    }
}
