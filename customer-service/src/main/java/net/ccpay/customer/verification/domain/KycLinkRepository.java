package net.ccpay.customer.verification.domain;

import java.util.Optional;

public interface KycLinkRepository {
    Optional<KycLink> findByIdempotencyKey(String customerId, String key);
    void add(KycLink link);
}
