package net.ccpay.quote.payments.domain;

import net.ccpay.quote.external.domain.AccountRef;

/**
 * A create-quote request as checked at the edge: every field has its type and shape; whether the
 * accounts, lookup and currencies it names exist and fit is for the application to decide.
 */
public record QuoteCommand(String lookupId, Source source, Destination destination, boolean lockSending, long lockedAmount,
                           boolean immediatelyExecute, String description, FeeOverride feeOverride) {

    /**
     * {@code type} ACCOUNT (account, customerId?) or REALTIME_FUNDING (currency, customerId?, cryptoNetwork?); {@code account}
     * is the accountId read as an internal or external account's id (null when none was given).
     */
    public record Source(String type, AccountRef account, String customerId, String currency, String cryptoNetwork) {
        public boolean realtime() { return "REALTIME_FUNDING".equals(type); }

        /** The accountId as the request gave it. */
        public String accountId() { return account == null ? null : account.text(); }
    }

    /** {@code type} ACCOUNT (account, paymentRail?) or UMA_ADDRESS (umaAddress, currency?); {@code account} as for {@link Source}. */
    public record Destination(String type, AccountRef account, String paymentRail, String umaAddress, String currency) {
        public boolean uma() { return "UMA_ADDRESS".equals(type); }

        /** The accountId as the request gave it. */
        public String accountId() { return account == null ? null : account.text(); }
    }

    /** The platform fee to charge instead of the config's: fixed (in {@code currency}) plus basis points. */
    public record FeeOverride(long fixedAmount, String currency, int variableBps) {}
}
