package net.ccpay.quote.payments.api;

import net.ccpay.common.json.JsonP;
import net.ccpay.quote.payments.domain.PaymentQuote;

/**
 * What the owner of an EMBEDDED_WALLET source signs to execute a quote (a Turnkey sign-transaction
 * activity; clients treat it as opaque): derived from the quote alone, so every copy of the service
 * shows ({@link QuoteMapper}), and checks ({@code infrastructure.JsonWalletPayloads}), the same bytes.
 */
public final class WalletPayloadJson {

    private WalletPayloadJson() {}

    public static String toSign(PaymentQuote q) {
        return JsonP.createObjectBuilder()
                .add("type", "ACTIVITY_TYPE_SIGN_TRANSACTION_V2")
                .add("timestampMs", String.valueOf(q.createdAt().toEpochMilli()))
                .add("organizationId", "org_" + q.customerId())
                .add("parameters", JsonP.createObjectBuilder()
                        .add("signWith", q.sourceAccountId())
                        .add("unsignedTransaction", q.id() + ":" + q.totalSending().amount() + ":" + q.sendingCurrency())
                        .add("type", "TRANSACTION_TYPE_QUOTE_EXECUTION"))
                .add("generateAppProofs", true)
                .build().toString();
    }
}
