package net.ccpay.customer.customers.domain;

import net.ccpay.common.customers.KycStatus;

import java.time.Instant;

/**
 * A beneficial owner of a business as the customer's view carries it: what the owners context keeps, seen from
 * customers ({@code profile}: roles, ownershipPercentage and personalInfo, the stored JSON text).
 */
public record CustomerOwner(String id, String customerId, KycStatus kycStatus, String profile, Instant createdAt, Instant updatedAt) {}
