package net.ccpay.customer.bulk.application;

/** Announces finished imports (recorded in the caller's transaction). */
public interface BulkImportEvents {

    /** {@code BULK_UPLOAD.COMPLETED} or {@code BULK_UPLOAD.FAILED}, with the job as the API shows it. */
    void finished(BulkJobView job);
}
