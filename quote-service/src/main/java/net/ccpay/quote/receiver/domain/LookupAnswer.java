package net.ccpay.quote.receiver.domain;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.currency.CurrencyCatalog.Currency;

import java.util.List;

/**
 * What a receiver lookup found: the sender's currency, what the receiver can take in which bounds and
 * at which estimated rate, and the payer data it requires, under a fresh {@code Lookup:} id.
 *
 * <p>The answer is kept verbatim as the evidence the quote that follows refers to, so its document
 * (the contract's lookup shape) belongs to the domain, like the platform config's: {@link #document()}
 * is built once and is both what is stored and what the caller receives.
 */
public final class LookupAnswer {

    /** One currency the receiver can take. The sending-side bounds are absent when they do not fit 64 bits. */
    public record Receivable(Currency currency, double estimatedExchangeRate, long min, long max,
                             Long minSendingAmount, Long maxSendingAmount) {}

    private final String lookupId;
    private final String accountId;
    private final String receiverUmaAddress;
    private final Currency sending;
    private final String document;

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
        this.document = document(receivable, requiredPayerFields);
    }

    private String document(List<Receivable> receivable, List<String> requiredPayerFields) {
        JsonArrayBuilder prefs = JsonP.createArrayBuilder();
        for (Receivable r : receivable) {
            JsonObjectBuilder p = JsonP.createObjectBuilder()
                    .add("currency", r.currency().toJson())
                    .add("estimatedExchangeRate", r.estimatedExchangeRate())
                    .add("min", r.min())
                    .add("max", r.max());
            if (r.minSendingAmount() != null && r.maxSendingAmount() != null) {
                p.add("minSendingAmount", r.minSendingAmount()).add("maxSendingAmount", r.maxSendingAmount());
            }
            prefs.add(p);
        }
        JsonArrayBuilder required = JsonP.createArrayBuilder();
        requiredPayerFields.forEach(f -> required.add(JsonP.createObjectBuilder().add("name", f).add("mandatory", true)));
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("sendingCurrency", sending.toJson())
                .add("supportedCurrencies", prefs)
                .add("requiredPayerDataFields", required)
                .add("lookupId", lookupId);
        if (accountId != null) {
            b.add("accountId", accountId);
        } else {
            b.add("receiverUmaAddress", receiverUmaAddress);
        }
        return b.build().toString();
    }

    public String lookupId() { return lookupId; }
    public String accountId() { return accountId; }
    public String receiverUmaAddress() { return receiverUmaAddress; }
    public Currency sending() { return sending; }

    /** The contract-shaped answer, serialized once: stored under {@link #lookupId()} and sent as it is. */
    public String document() { return document; }
}
