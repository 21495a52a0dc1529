package net.ccpay.quote.cards.domain;

/**
 * The contract's sandbox table for card authorizations, read from the last three characters of the
 * merchant descriptor: 002 declines for insufficient funds, 003 declines as if the card were paused,
 * 005 is a delayed pull (the sandbox confirms it at once), 006 is a pull whose confirmation fails
 * (the transaction ends in EXCEPTION), anything else is approved.
 */
public final class CardSandboxRules {

    public enum Outcome { APPROVED, DECLINE_INSUFFICIENT_FUNDS, DECLINE_CARD_PAUSED, DELAYED_PULL, PULL_CONFIRMATION_FAILED }

    private CardSandboxRules() {}

    public static Outcome of(String merchantDescriptor) {
        String d = merchantDescriptor == null ? "" : merchantDescriptor;
        String suffix = d.length() >= 3 ? d.substring(d.length() - 3) : d;
        return switch (suffix) {
            case "002" -> Outcome.DECLINE_INSUFFICIENT_FUNDS;
            case "003" -> Outcome.DECLINE_CARD_PAUSED;
            case "005" -> Outcome.DELAYED_PULL;
            case "006" -> Outcome.PULL_CONFIRMATION_FAILED;
            default -> Outcome.APPROVED;
        };
    }
}
