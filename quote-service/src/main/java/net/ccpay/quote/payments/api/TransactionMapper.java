package net.ccpay.quote.payments.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Money;
import net.ccpay.common.web.CurrencyJson;
import net.ccpay.quote.payments.domain.Counterparty;
import net.ccpay.quote.payments.domain.MoneyTransaction;

import java.math.BigDecimal;
import java.time.Instant;

/** A transaction as the contract shows it (OutgoingTransaction or IncomingTransaction), in API answers and in webhooks alike. */
public final class TransactionMapper {

    private TransactionMapper() {}

    public static JsonObject toJson(MoneyTransaction t) {
        boolean outgoing = t.type() == MoneyTransaction.Type.OUTGOING;
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", t.id())
                .add("status", t.status().name())
                .add("type", t.type().name())
                .add("direction", outgoing ? "DEBIT" : "CREDIT");
        if (t.sourceType() != null) {
            b.add("source", source(t));
        }
        b.add("destination", destination(t));
        optional(b, "customerId", t.customerId());
        optional(b, "platformCustomerId", t.platformCustomerId());
        if (outgoing) {
            b.add("sentAmount", amount(t.amount()));
        }
        b.add("receivedAmount", amount(t.received()));
        if (t.exchangeRate() != null) {
            b.add("exchangeRate", new BigDecimal(t.exchangeRate()));
        }
        optional(b, "quoteId", t.quoteId());
        optional(b, "agentId", t.agentId());
        b.add("fees", t.fees().amount());
        if (outgoing) {
            b.add("platformFees", t.fees().amount());
            b.add("paymentRail", nullable(t.paymentRail()));
            b.add("railSelectionMode", nullable(t.railSelectionMode()));
            b.add("expectedSettlementAt", nullable(t.expectedSettlementAt() == null ? null : t.expectedSettlementAt().toString()));
            b.add("settlementTimelineSeconds", t.settlementSeconds() == null ? JsonValue.NULL : JsonP.createValue((long) t.settlementSeconds()));
        }
        optional(b, "failureReason", t.failureReason());
        if (t.refundStatus() != null) {
            JsonObjectBuilder r = JsonP.createObjectBuilder()
                    .add("reference", "REFUND-" + (t.reference() != null ? t.reference() : t.id()))
                    .add("initiatedAt", t.refundInitiatedAt().toString())
                    .add("status", t.refundStatus().name());
            optional(r, "settledAt", t.refundSettledAt());
            optional(r, "reason", t.refundReason());
            b.add("refund", r);
        }
        if (t.reference() != null) {
            b.add("reconciliationInstructions", JsonP.createObjectBuilder().add("reference", t.reference()));
        }
        JsonObject counterparty = counterparty(t.counterparty());
        if (counterparty != null) {
            b.add("counterpartyInformation", counterparty);
        }
        optional(b, "description", t.description());
        optional(b, "settledAt", t.settledAt());
        optional(b, "receiptDeliveryConfirmedAt", t.receiptConfirmedAt());
        b.add("createdAt", t.createdAt().toString()).add("updatedAt", t.updatedAt().toString());
        return b.build();
    }

    private static JsonObject source(MoneyTransaction t) {
        JsonObjectBuilder s = JsonP.createObjectBuilder().add("sourceType", t.sourceType());
        switch (t.sourceType()) {
            case "ACCOUNT" -> s.add("accountId", t.sourceAccountId()).add("currency", t.sourceCurrency());
            case "UMA_ADDRESS" -> s.add("umaAddress", t.sourceUma()).add("currency", t.sourceCurrency());
            default -> {
                s.add("currency", t.sourceCurrency());
                optional(s, "customerId", t.customerId());
            }
        }
        return s.build();
    }

    private static JsonObject destination(MoneyTransaction t) {
        JsonObjectBuilder d = JsonP.createObjectBuilder().add("destinationType", t.destinationType());
        if ("UMA_ADDRESS".equals(t.destinationType())) {
            d.add("umaAddress", t.destinationUma());
        } else {
            d.add("accountId", t.destinationAccountId());
        }
        return d.add("currency", t.destinationCurrency()).build();
    }

    /** The contract's {@code CurrencyAmount}: the integer amount in the smallest unit and the currency object. */
    static JsonObject amount(Money m) {
        return JsonP.createObjectBuilder().add("amount", m.amount()).add("currency", CurrencyJson.of(m.currency())).build();
    }

    /** The counterpartyInformation object, or null when the payment tells none. */
    static JsonObject counterparty(Counterparty c) {
        return c == null ? null : CounterpartyJson.toJson(c);
    }

    private static JsonValue nullable(String value) {
        return value == null ? JsonValue.NULL : JsonP.createValue(value);
    }

    static void optional(JsonObjectBuilder b, String name, String value) {
        if (value != null) {
            b.add(name, value);
        }
    }

    static void optional(JsonObjectBuilder b, String name, Instant value) {
        if (value != null) {
            b.add(name, value.toString());
        }
    }
}
