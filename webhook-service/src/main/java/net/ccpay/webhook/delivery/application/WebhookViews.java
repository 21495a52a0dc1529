package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.transaction.Transactional;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.Cursor;
import net.ccpay.webhook.delivery.domain.WebhookRepository;

import java.io.StringReader;
import java.util.List;
import java.util.Optional;

/** What operators see: webhooks with their delivery state, and each webhook's attempts. Read-only. */
@ApplicationScoped
public class WebhookViews {

    @Inject
    WebhookRepository webhooks;

    /**
     * Up to {@code limit} webhooks, newest first (by created_at, then id), after {@code after} (the
     * position of the last row of the previous page) when given.
     */
    @Transactional
    public List<JsonObject> list(int limit, Cursor after, String type, String state) {
        return webhooks.list(limit, after, type, state).stream().map(WebhookViews::summary).toList();
    }

    @Transactional
    public Optional<JsonObject> get(String id) {
        Optional<WebhookRepository.Summary> row = webhooks.find(id);
        if (row.isEmpty()) {
            return Optional.empty();
        }
        JsonArrayBuilder a = JsonP.createArrayBuilder();
        for (WebhookRepository.AttemptRecord r : webhooks.attempts(id)) {
            JsonObjectBuilder b = JsonP.createObjectBuilder()
                    .add("attempt", r.attemptNo())
                    .add("url", r.url())
                    .add("startedAt", r.startedAt().toString())
                    .add("latencyMillis", r.latencyMillis())
                    .add("outcome", r.outcome());
            if (r.httpStatus() != null) b.add("httpStatus", r.httpStatus());
            if (r.error() != null) b.add("error", r.error());
            if (r.responseBody() != null) b.add("responseBody", r.responseBody());
            a.add(b);
        }
        return Optional.of(JsonP.createObjectBuilder(summary(row.get())).add("attempts", a).build());
    }

    private static JsonObject summary(WebhookRepository.Summary r) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", r.id())
                .add("eventId", r.eventId())
                .add("type", r.type())
                .add("createdAt", r.createdAt().toString());
        try (JsonReader reader = JsonP.createReader(new StringReader(r.body()))) {
            b.add("body", reader.readObject());
        }
        b.add("status", r.state() == null ? "UNKNOWN" : r.state());
        b.add("attemptCount", r.attempts() == null ? 0 : r.attempts());
        if (r.nextAttemptAt() != null && "PENDING".equals(r.state())) b.add("nextAttemptAt", r.nextAttemptAt().toString());
        if (r.lastAttemptAt() != null) b.add("lastAttemptAt", r.lastAttemptAt().toString());
        if (r.lastStatus() != null) b.add("lastHttpStatus", r.lastStatus());
        if (r.lastError() != null) b.add("lastError", r.lastError());
        return b.build();
    }
}
