package net.ccpay.quote.payments.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.CurrencyJson;
import net.ccpay.quote.accounts.api.SandboxFundingInstructions;
import net.ccpay.quote.payments.application.Quotes.QuoteView;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.PaymentQuote;

import java.math.BigDecimal;

/** A quote as the contract shows it. */
public final class QuoteMapper {

    private QuoteMapper() {}

    public static JsonObject toJson(net.ccpay.quote.payments.application.QuoteAuthorizations.Authorizable a) {
        return toJson(a.view(), a.pending());
    }

    public static JsonObject toJson(QuoteView v) {
        return toJson(v, null);
    }

    /** {@code pending}: the SCA challenge the quote waits on (its status is then PENDING_AUTHORIZATION), or null. */
    public static JsonObject toJson(QuoteView v, net.ccpay.quote.sca.domain.ScaChallenge pending) {
        PaymentQuote q = v.quote();
        JsonObjectBuilder source = JsonP.createObjectBuilder().add("sourceType", q.sourceType());
        if ("REALTIME_FUNDING".equals(q.sourceType())) {
            source.add("currency", q.sourceCurrency());
            TransactionMapper.optional(source, "customerId", q.sourceCustomerId());
            TransactionMapper.optional(source, "cryptoNetwork", q.cryptoNetwork());
        } else {
            source.add("accountId", q.sourceAccountId());
            TransactionMapper.optional(source, "customerId", q.sourceCustomerId());
        }
        JsonObjectBuilder destination = JsonP.createObjectBuilder().add("destinationType", q.destinationType());
        if ("UMA_ADDRESS".equals(q.destinationType())) {
            destination.add("umaAddress", q.destinationUma());
            TransactionMapper.optional(destination, "currency", q.destinationCurrency());
        } else {
            destination.add("accountId", q.destinationAccountId());
            TransactionMapper.optional(destination, "paymentRail", q.destinationRail());
        }
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", q.id())
                .add("status", v.status())
                .add("createdAt", q.createdAt().toString())
                .add("expiresAt", q.expiresAt().toString())
                .add("source", source)
                .add("destination", destination)
                .add("sendingCurrency", CurrencyJson.of(q.totalSending().currency()))
                .add("receivingCurrency", CurrencyJson.of(q.totalReceiving().currency()))
                .add("totalSendingAmount", q.totalSending().amount())
                .add("totalReceivingAmount", q.totalReceiving().amount())
                .add("exchangeRate", q.exchangeRate())
                .add("feesIncluded", q.fees().amount())
                .add("platformFeesIncluded", q.fees().amount())
                .add("transactionId", q.transactionId())
                .add("rateDetails", JsonP.createObjectBuilder()
                        .add("counterpartyMultiplier", 1)
                        .add("counterpartyFixedFee", 0)
                        .add("gridApiMultiplier", q.multiplier())
                        .add("gridApiFixedFee", q.feeFixed().amount())
                        .add("gridApiVariableFeeRate", BigDecimal.valueOf(q.feeBps()).movePointLeft(4))
                        .add("gridApiVariableFeeAmount", q.variableFee().amount()));
        JsonObject counterparty = TransactionMapper.counterparty(v.transaction().counterparty());
        if (counterparty != null) {
            b.add("counterpartyInformation", counterparty);
        }
        if (pending != null) {
            b.add("scaChallenge", JsonP.createObjectBuilder()
                    .add("id", pending.id())
                    .add("expiresAt", pending.expiresAt().toString())
                    .add("factor", pending.factor())
                    .add("availableFactors", JsonP.createArrayBuilder().add(pending.factor()))
                    .add("purpose", "TRANSFER"));
        }
        JsonArray instructions = instructions(v);
        if (instructions != null) {
            b.add("paymentInstructions", instructions);
        }
        return b.build();
    }

    /**
     * Realtime funding: where to pay, withheld while the quote waits on its customer's strong customer authentication
     * (and for good when that was never completed); an embedded wallet source: what its owner signs to execute.
     */
    private static JsonArray instructions(QuoteView v) {
        PaymentQuote q = v.quote();
        if ("REALTIME_FUNDING".equals(q.sourceType())) {
            if (v.transaction().awaitingAuthorization() || MoneyTransaction.SCA_NOT_COMPLETED.equals(v.transaction().failureReason())) {
                return null;
            }
            return SandboxFundingInstructions.forQuote(q.id(), q.sendingCurrency());
        }
        if ("EMBEDDED_WALLET".equals(q.sourceAccountType())) {
            String payload = WalletPayloadJson.toSign(q);
            return JsonP.createArrayBuilder().add(JsonP.createObjectBuilder()
                    .add("accountOrWalletInfo", JsonP.createObjectBuilder().add("accountType", "EMBEDDED_WALLET").add("payloadToSign", payload))
                    .add("isPlatformAccount", false)).build();
        }
        return null;
    }
}
