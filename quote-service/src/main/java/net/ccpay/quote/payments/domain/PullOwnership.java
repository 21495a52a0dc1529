package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.InvalidFields;

/**
 * The one ownership rule of every pull (a transfer-in, or a quote funded from an external account into an
 * internal account): the money pulled must be the receiving customer's own. A customer's external account
 * pays only into that customer's internal accounts; the platform's own accounts (no customer) may fund or
 * receive either side.
 */
public final class PullOwnership {

    private PullOwnership() {}

    /**
     * @param externalOwner the customer owning the external account pulled from (null: the platform's)
     * @param internalOwner the customer owning the internal account paid into (null: the platform's)
     * @param field the request field to blame
     * @throws net.ccpay.common.error.InvalidFields when they are two different customers
     */
    public static void require(String externalOwner, String internalOwner, String internalAccountId, String field) {
        if (externalOwner != null && internalOwner != null && !externalOwner.equals(internalOwner)) {
            throw InvalidFields.of(field, "belongs to another customer than " + internalAccountId);
        }
    }
}
