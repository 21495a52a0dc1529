package net.ccpay.common.customers;

/**
 * Where a person's or a business's verification stands: an individual's KYC status, a business's KYB status (the
 * contract's KycStatus and KybStatus have the same values) and a beneficial owner's KYC status. customer-service
 * decides it; quote-service keeps a copy in its view of each customer.
 */
public enum KycStatus {
    UNVERIFIED, PENDING, APPROVED, REJECTED, HOLD;

    /** APPROVED or REJECTED: decided, so nothing is left to verify. */
    public boolean isDecided() {
        return this == APPROVED || this == REJECTED;
    }
}
