package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.quote.payments.api.WalletPayloadJson;
import net.ccpay.quote.payments.domain.PaymentQuote;
import net.ccpay.quote.payments.domain.WalletPayloads;

/** The payloadToSign the quote's answer shows ({@link WalletPayloadJson}), for the check of its signature. */
@ApplicationScoped
public class JsonWalletPayloads implements WalletPayloads {

    @Override
    public String toSign(PaymentQuote quote) {
        return WalletPayloadJson.toSign(quote);
    }
}
