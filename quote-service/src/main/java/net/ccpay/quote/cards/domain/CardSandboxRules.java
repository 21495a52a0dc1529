package net.ccpay.quote.cards.domain;

/**
 * The contract's sandbox table for card authorizations, read from the last three characters of the
 * merchant descriptor: 002 declines for insufficient funds, 003 declines as if the card were paused,
 * 005 is a delayed pull (the sandbox confirms it at once), 006 is a pull whose confirmation fails
 * (the transaction ends in EXCEPTION), anything else is approved.
 *
 * <p>The issuer's provisioning of a new card is read from the last three characters of its
 * {@code platformCardId}: 003 makes no decision (the card stays PROCESSING, as KYB's 003 makes no
 * decision), anything else activates it after the sandbox's provisioning delay.
 */
public final class CardSandboxRules {

    public enum Outcome { APPROVED, DECLINE_INSUFFICIENT_FUNDS, DECLINE_CARD_PAUSED, DELAYED_PULL, PULL_CONFIRMATION_FAILED }

    /** What the sandbox issuer does with a card it is provisioning. */
    public enum Provisioning { ACTIVATES, STAYS_PROCESSING }

    private CardSandboxRules() {}

    public static Provisioning provisioning(String platformCardId) {
        return platformCardId != null && platformCardId.endsWith("003") ? Provisioning.STAYS_PROCESSING : Provisioning.ACTIVATES;
    }

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
