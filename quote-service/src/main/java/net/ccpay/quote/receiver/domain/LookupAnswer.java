package net.ccpay.quote.receiver.domain;

import jakarta.json.stream.JsonGenerator;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;

import java.io.StringWriter;
import java.math.BigDecimal;
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

    /**
     * Written with a streaming generator, field by field, rather than built as a JSON-P tree and then
     * serialized (that tree was about 6 % of a lookup's CPU under load). Numbers are written as the tree
     * wrote them: a double through {@link BigDecimal#valueOf(double)}, so the text is the same.
     */
    private String document(List<Receivable> receivable, List<String> requiredPayerFields) {
        StringWriter out = new StringWriter(512 + 256 * receivable.size());
        try (JsonGenerator g = JsonP.provider().createGenerator(out)) {
            g.writeStartObject();
            currency(g, "sendingCurrency", sending);
            g.writeStartArray("supportedCurrencies");
            for (Receivable r : receivable) {
                g.writeStartObject();
                currency(g, "currency", r.currency());
                g.write("estimatedExchangeRate", BigDecimal.valueOf(r.estimatedExchangeRate()))
                        .write("min", r.min())
                        .write("max", r.max());
                if (r.minSendingAmount() != null && r.maxSendingAmount() != null) {
                    g.write("minSendingAmount", r.minSendingAmount()).write("maxSendingAmount", r.maxSendingAmount());
                }
                g.writeEnd();
            }
            g.writeEnd();
            g.writeStartArray("requiredPayerDataFields");
            for (String f : requiredPayerFields) {
                g.writeStartObject().write("name", f).write("mandatory", true).writeEnd();
            }
            g.writeEnd();
            g.write("lookupId", lookupId);
            if (accountId != null) {
                g.write("accountId", accountId);
            } else {
                g.write("receiverUmaAddress", receiverUmaAddress);
            }
            g.writeEnd();
        }
        return out.toString();
    }

    private static void currency(JsonGenerator g, String name, Currency c) {
        g.writeStartObject(name).write("code", c.code()).write("name", c.name()).write("symbol", c.symbol())
                .write("decimals", c.decimals()).writeEnd();
    }

    public String lookupId() { return lookupId; }
    public String accountId() { return accountId; }
    public String receiverUmaAddress() { return receiverUmaAddress; }
    public Currency sending() { return sending; }

    /** The contract-shaped answer, serialized once: stored under {@link #lookupId()} and sent as it is. */
    public String document() { return document; }
}
