package net.ccpay.customer.bulk.infrastructure;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.customer.bulk.api.BulkJobJson;
import net.ccpay.customer.bulk.application.BulkImportEvents;
import net.ccpay.customer.bulk.application.BulkJobView;

/** BULK_UPLOAD.* through the transactional outbox, with the job as the API shows it. */
@ApplicationScoped
public class OutboxBulkImportEvents implements BulkImportEvents {

    @Inject
    Outbox outbox;

    @Override
    public void finished(BulkJobView job) {
        outbox.record(EventType.of(EventType.Family.BULK_UPLOAD, job.job().status().name()), job.job().id(), BulkJobJson.job(job).toString());
    }
}
