package net.ccpay.quote.payments.api;

import net.ccpay.common.validation.Shape;
import net.ccpay.quote.receiver.application.ReceiverLookups;

import java.util.List;
import java.util.regex.Pattern;

/**
 * What the payment bodies were checked with before their request records (common's Shape), kept as the
 * oracle of {@link PaymentRequestRecordsTest}: the decisions' reason, the sandbox simulations, the transfers.
 */
final class ShapesOfPaymentRequests {
    private ShapesOfPaymentRequests() {}

    static final Shape NO_FIELDS = Shape.object();
    static final Shape REASON = Shape.object().string("reason", false, 1, 500);

    static final Shape SEND = Shape.object()
            .pattern("quoteId", true, Pattern.compile("^Quote:[0-9a-fA-F-]{36}$"), "a quote id (Quote:<uuid>)")
            .pattern("currencyCode", true, QuoteRequests.CURRENCY, "a currency code such as USD")
            .integer("currencyAmount", false, 1, QuoteRequests.MAX_AMOUNT);
    static final Shape RECEIVE = Shape.object()
            .pattern("senderUmaAddress", true, ReceiverLookups.UMA, "a UMA address ($user@domain)")
            .pattern("receiverUmaAddress", false, ReceiverLookups.UMA, "a UMA address ($user@domain)")
            .pattern("customerId", false, Pattern.compile("^Customer:[0-9a-f-]{36}$"), "a customer id (Customer:<uuid>)")
            .pattern("receivingCurrencyCode", true, QuoteRequests.CURRENCY, "a currency code such as USD")
            .integer("receivingCurrencyAmount", true, 1, 100_000_000_000L);

    private static final Pattern INTERNAL = Pattern.compile("^InternalAccount:[0-9a-fA-F-]{36}$");
    private static final Pattern EXTERNAL = Pattern.compile("^ExternalAccount:[0-9a-fA-F-]{36}$");
    static final Shape IN = Shape.object()
            .nested("source", true, Shape.object().pattern("accountId", true, EXTERNAL, "an ExternalAccount id"))
            .nested("destination", true, Shape.object().pattern("accountId", true, INTERNAL, "an InternalAccount id"))
            .integer("amount", true, 1, QuoteRequests.MAX_AMOUNT);
    static final Shape OUT = Shape.object()
            .nested("source", true, Shape.object().pattern("accountId", true, INTERNAL, "an InternalAccount id"))
            .nested("destination", true, Shape.object().pattern("accountId", true, EXTERNAL, "an ExternalAccount id")
                    .oneOf("paymentRail", false, QuoteRequests.RAILS))
            .integer("amount", true, 1, QuoteRequests.MAX_AMOUNT)
            .string("remittanceInformation", false, 1, 80)
            .oneOf("purposeOfPayment", false, QuoteRequests.PURPOSES);

    static final List<String> ALL = List.of("NO_FIELDS", "REASON", "SEND", "RECEIVE", "IN", "OUT");
}
