package net.ccpay.common.customers;

/**
 * Where a person's or a business's verification stands: an individual's KYC status, a business's KYB status (the
 * contract's KycStatus and KybStatus have the same values) and a beneficial owner's KYC status. customer-service
 * decides it; quote-service keeps a copy in its view of each customer.
 */
public enum KycStatus {
    UNVERIFIED, PENDING, APPROVED, REJECTED, HOLD;

    /**
     * The status of that name, or null when this version does not know it: a newer copy of customer-service may send
     * a status this one has never seen during a rolling upgrade, and a customer whose status is unknown is simply not
     * approved, rather than an event that fails again at every redelivery.
     */
    public static KycStatus namedOrNull(String name) {
        for (KycStatus s : values()) {
            if (s.name().equals(name)) {
                return s;
            }
        }
        return null;
    }

    /** APPROVED or REJECTED: decided, so nothing is left to verify. */
    public boolean isDecided() {
        return this == APPROVED || this == REJECTED;
    }
}
