package net.ccpay.customer.bulk.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.bulk.application.BulkJobView;
import net.ccpay.customer.bulk.domain.BulkJob;

import java.io.StringReader;

/** Bulk import jobs in the contract's shapes (BulkCustomerImportJobAccepted, BulkCustomerImportJob). */
public final class BulkJobJson {

    private BulkJobJson() {}

    public static JsonObject accepted(BulkJob job) {
        return JsonP.createObjectBuilder().add("jobId", job.id()).add("status", job.status().name()).build();
    }

    public static JsonObject job(BulkJobView v) {
        BulkJob j = v.job();
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", j.id())
                .add("status", j.status().name())
                .add("progress", JsonP.createObjectBuilder()
                        .add("total", j.total()).add("processed", j.processed()).add("successful", j.successful()).add("failed", j.failed()));
        JsonArrayBuilder errors = JsonP.createArrayBuilder();
        for (BulkJobView.RowError e : v.errors()) {
            JsonObjectBuilder details = e.detailsJson() == null ? JsonP.createObjectBuilder() : JsonP.createObjectBuilder(read(e.detailsJson()));
            errors.add(JsonP.createObjectBuilder()
                    .add("correlationId", e.correlationId())
                    .add("code", e.code())
                    .add("message", "Line " + e.line() + ": " + e.message())
                    .add("details", details.add("line", e.line())));
        }
        b.add("errors", errors);
        if (j.completedAt() != null) {
            b.add("completedAt", j.completedAt().toString());
        }
        return b.build();
    }

    private static JsonObject read(String json) {
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            return r.readObject();
        }
    }
}
