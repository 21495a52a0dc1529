package net.ccpay.customer.bulk.application;

import net.ccpay.customer.bulk.domain.BulkJob;

import java.util.List;

/** A job with the errors of its failed rows, in file order. */
public record BulkJobView(BulkJob job, List<RowError> errors) {

    /** A failed row: the id the platform gave it (its platformCustomerId, else its line), the envelope code, message and details. */
    public record RowError(String correlationId, int line, String code, String message, String detailsJson) {}
}
