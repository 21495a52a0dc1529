package net.ccpay.quote.payments.domain;

/**
 * A create-quote request as checked at the edge: every field has its type and shape; whether the
 * accounts, lookup and currencies it names exist and fit is for the application to decide.
 */
public record QuoteCommand(String lookupId, Source source, Destination destination, boolean lockSending, long lockedAmount,
                           boolean immediatelyExecute, String description, FeeOverride feeOverride) {

    /** {@code type} ACCOUNT (accountId, customerId?) or REALTIME_FUNDING (currency, customerId?, cryptoNetwork?). */
    public record Source(String type, String accountId, String customerId, String currency, String cryptoNetwork) {
        public boolean realtime() { return "REALTIME_FUNDING".equals(type); }
    }

    /** {@code type} ACCOUNT (accountId, paymentRail?) or UMA_ADDRESS (umaAddress, currency?). */
    public record Destination(String type, String accountId, String paymentRail, String umaAddress, String currency) {
        public boolean uma() { return "UMA_ADDRESS".equals(type); }
    }

    /** The platform fee to charge instead of the config's: fixed (in {@code currency}) plus basis points. */
    public record FeeOverride(long fixedAmount, String currency, int variableBps) {}
}
