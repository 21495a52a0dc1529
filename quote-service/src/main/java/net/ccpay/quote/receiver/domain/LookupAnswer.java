package net.ccpay.quote.receiver.domain;

import net.ccpay.common.money.Currency;

import java.util.List;

/**
 * What a receiver lookup found: the sender's currency, what the receiver can take in which bounds and
 * at which estimated rate, and the payer data it requires, under a fresh {@code Lookup:} id.
 *
 * <p>The answer is kept verbatim as the evidence the quote that follows refers to: its document (the
 * contract's lookup shape, written by {@code receiver.api.LookupAnswerJson}) is both what is stored and
 * what the caller receives.
 */
public final class LookupAnswer {

    /** One currency the receiver can take. The sending-side bounds are absent when they do not fit 64 bits. */
    public record Receivable(Currency currency, double estimatedExchangeRate, long min, long max,
                             Long minSendingAmount, Long maxSendingAmount) {}

    private final String lookupId;
    private final String accountId;
    private final String receiverUmaAddress;
    private final Currency sending;
    private final List<Receivable> receivable;
    private final List<String> requiredPayerFields;

    /** Exactly one of {@code accountId} (an external-account lookup) and {@code receiverUmaAddress} (a UMA lookup). */
    public LookupAnswer(String lookupId, String accountId, String receiverUmaAddress, Currency sending,
                        List<Receivable> receivable, List<String> requiredPayerFields) {
        if ((accountId == null) == (receiverUmaAddress == null)) {
            throw new IllegalArgumentException("a lookup names an account or a UMA address");
        }
        this.lookupId = lookupId;
        this.accountId = accountId;
        this.receiverUmaAddress = receiverUmaAddress;
        this.sending = sending;
        this.receivable = List.copyOf(receivable);
        this.requiredPayerFields = List.copyOf(requiredPayerFields);
    }

    public String lookupId() { return lookupId; }
    public String accountId() { return accountId; }
    public String receiverUmaAddress() { return receiverUmaAddress; }
    public Currency sending() { return sending; }
    public List<Receivable> receivable() { return receivable; }
    public List<String> requiredPayerFields() { return requiredPayerFields; }
}
