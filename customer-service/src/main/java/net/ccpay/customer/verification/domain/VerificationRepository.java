package net.ccpay.customer.verification.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.util.Optional;

public interface VerificationRepository {
    Optional<Verification> find(String id);
    void add(Verification v);
    /** When this customer was last told POOR_QUALITY_DOCUMENT, if ever. */
    Optional<java.time.Instant> lastPoorQualityAt(String customerId);
    Page<Verification> list(String customerId, Verification.Status verificationStatus, PageRequest page);
}
