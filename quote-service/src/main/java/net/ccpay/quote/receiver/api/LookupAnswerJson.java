package net.ccpay.quote.receiver.api;

import jakarta.json.stream.JsonGenerator;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;
import net.ccpay.quote.receiver.domain.LookupAnswer;

import java.io.StringWriter;
import java.math.BigDecimal;

/**
 * A receiver lookup's answer as the contract's lookup document: what the caller receives and, for a stored
 * lookup, the very text kept under its id ({@code infrastructure.LookupStore}) for the quote that follows.
 */
public final class LookupAnswerJson {

    private LookupAnswerJson() {}

    /**
     * Written with a streaming generator, field by field, rather than built as a JSON-P tree and then
     * serialized (that tree was about 6 % of a lookup's CPU under load). Numbers are written as the tree
     * wrote them: a double through {@link BigDecimal#valueOf(double)}, so the text is the same.
     */
    public static String document(LookupAnswer a) {
        StringWriter out = new StringWriter(512 + 256 * a.receivable().size());
        try (JsonGenerator g = JsonP.provider().createGenerator(out)) {
            g.writeStartObject();
            currency(g, "sendingCurrency", a.sending());
            g.writeStartArray("supportedCurrencies");
            for (LookupAnswer.Receivable r : a.receivable()) {
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
            for (String f : a.requiredPayerFields()) {
                g.writeStartObject().write("name", f).write("mandatory", true).writeEnd();
            }
            g.writeEnd();
            g.write("lookupId", a.lookupId());
            if (a.accountId() != null) {
                g.write("accountId", a.accountId());
            } else {
                g.write("receiverUmaAddress", a.receiverUmaAddress());
            }
            g.writeEnd();
        }
        return out.toString();
    }

    private static void currency(JsonGenerator g, String name, Currency c) {
        g.writeStartObject(name).write("code", c.code()).write("name", c.name()).write("symbol", c.symbol())
                .write("decimals", c.decimals()).writeEnd();
    }
}
