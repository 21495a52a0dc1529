package net.ccpay.customer.bulk.domain;

import net.ccpay.common.error.DomainException;

/** No bulk import job has this id: 404 BULK_UPLOAD_JOB_NOT_FOUND. */
public final class BulkJobNotFound extends DomainException {
    public BulkJobNotFound(String id) {
        super(Kind.NOT_FOUND, "BULK_UPLOAD_JOB_NOT_FOUND", "Bulk import job " + id + " not found");
    }
}
