package net.ccpay.customer.verification.domain;

public interface KycLinkRepository {
    void add(KycLink link);
}
