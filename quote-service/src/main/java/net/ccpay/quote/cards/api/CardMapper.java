package net.ccpay.quote.cards.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.cards.application.CardSimulations;
import net.ccpay.quote.cards.domain.Card;
import net.ccpay.quote.cards.domain.CardTransaction;
import net.ccpay.quote.currency.CurrencyCatalog;

/** Card and CardTransaction → the contract's JSON (API answers and event data alike). */
public final class CardMapper {
    private CardMapper() {}

    public static JsonObject toJson(Card c) {
        JsonArrayBuilder sources = JsonP.createArrayBuilder();
        c.fundingSources().forEach(sources::add);
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", c.id())
                .add("cardholderId", c.cardholderId())
                .add("platformCardId", c.platformCardId())
                .add("state", c.state().name());
        if (c.stateReason() != null) {
            b.add("stateReason", c.stateReason());
        } else {
            b.add("stateReason", JsonValue.NULL);
        }
        b.add("brand", c.brand()).add("form", c.form()).add("last4", c.last4())
                .add("expMonth", c.expMonth()).add("expYear", c.expYear())
                .add("fundingSources", sources);
        if (c.maxSpendPerTransaction() != null) {
            b.add("maxSpendPerTransaction", c.maxSpendPerTransaction());
        } else {
            b.add("maxSpendPerTransaction", JsonValue.NULL);
        }
        return b.add("currency", c.currency()).add("processorRef", c.processorRef())
                .add("createdAt", c.createdAt().toString()).add("updatedAt", c.updatedAt().toString()).build();
    }

    public static JsonObject toJson(CardTransaction t) {
        CardTransaction.Merchant m = t.merchant();
        JsonObjectBuilder merchant = JsonP.createObjectBuilder().add("descriptor", m.descriptor());
        if (m.mcc() != null) {
            merchant.add("mcc", m.mcc());
        }
        if (m.country() != null) {
            merchant.add("country", m.country());
        }
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("type", "CARD")
                .add("id", t.id())
                .add("cardId", t.cardId())
                .add("customerId", t.customerId())
                .add("platformCustomerId", t.platformCustomerId() == null ? "" : t.platformCustomerId())
                .add("issuerTransactionToken", t.issuerTransactionToken())
                .add("status", t.status().name())
                .add("direction", t.direction().name())
                .add("merchant", merchant)
                .add("authorizedAmount", amount(t.authorizedAmount(), t.currency()))
                .add("settledAmount", amount(t.settledAmount(), t.currency()))
                .add("refundedAmount", amount(t.refundedAmount(), t.currency()))
                .add("accountId", t.accountId())
                .add("pullSummary", JsonP.createObjectBuilder().add("count", t.pullCount()).add("totalAmount", t.pulledAmount()).add("pendingCount", 0))
                .add("refundSummary", JsonP.createObjectBuilder().add("count", t.refundCount()).add("totalAmount", t.refundedAmount()))
                .add("settlementSummary", JsonP.createObjectBuilder().add("count", t.settlementCount()).add("totalAmount", t.settledAmount()))
                .add("authorizedAt", t.authorizedAt().toString())
                .add("lastEventAt", t.lastEventAt().toString())
                .add("createdAt", t.createdAt().toString())
                .add("updatedAt", t.updatedAt().toString());
        return b.build();
    }

    /**
     * The contract's SandboxCardSimulationResponse, plus what the sandbox decided (outcome, the decline
     * reason, the card transaction it made or changed) so a platform sees a decline without a webhook.
     */
    public static JsonObject toJson(CardSimulations.Result r) {
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("issuerTransactionToken", r.issuerTransactionToken())
                .add("outcome", r.outcome().name());
        if (r.declineReason() != null) {
            b.add("declineReason", r.declineReason());
            if (r.declineDetail() != null) {
                b.add("declineDetail", r.declineDetail());
            }
        }
        if (r.transaction() != null) {
            b.add("cardTransactionId", r.transaction().id()).add("cardTransaction", toJson(r.transaction()));
        }
        return b.build();
    }

    private static JsonObject amount(long amount, String currency) {
        return JsonP.createObjectBuilder().add("amount", amount)
                .add("currency", CurrencyCatalog.find(currency).orElseThrow().toJson()).build();
    }
}
