package net.ccpay.quote.payments.domain;

/** A quote's status follows its transaction's: the refund states are a failed quote's, as the contract's quote has no refund states. */
public final class QuoteStatus {
    private QuoteStatus() {}

    public static String of(TransactionStatus transactionStatus) {
        return switch (transactionStatus) {
            case PENDING, PENDING_AUTHORIZATION, PROCESSING, COMPLETED, FAILED, EXPIRED -> transactionStatus.name();
            default -> TransactionStatus.FAILED.name();
        };
    }
}
