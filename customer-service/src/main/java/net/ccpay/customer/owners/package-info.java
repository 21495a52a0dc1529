/**
 * Beneficial owners of business customers: who owns or controls the business; their KYC status is
 * resolved by the sandbox table when their business's KYB resolves terminally.
 */
package net.ccpay.customer.owners;
