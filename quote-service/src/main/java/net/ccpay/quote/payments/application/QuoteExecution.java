package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.quote.payments.domain.PaymentQuote;
import net.ccpay.quote.wallet.domain.WalletSignatureRejected;
import net.ccpay.quote.wallet.domain.WalletSigning;

/**
 * {@code POST /quotes/{id}/execute}: a quote from an EMBEDDED_WALLET needs its owner's stamp over the
 * quote's payloadToSign, by an active session of that wallet. auth-service checks it before the quote's
 * row is locked (no remote call holds a lock); the quote itself still executes once, so a replayed
 * signature finds it taken.
 */
@ApplicationScoped
public class QuoteExecution {

    @Inject
    Quotes quotes;

    @Inject
    WalletSigning signing;

    public Quotes.QuoteView execute(String quoteId, String walletSignature) {
        Quotes.QuoteView current = quotes.get(quoteId);
        boolean signed = false;
        if ("EMBEDDED_WALLET".equals(current.sourceAccountType())) {
            if (walletSignature == null || walletSignature.isBlank()) {
                throw WalletSignatureRejected.signatureMissing("Executing a quote from an embedded wallet");
            }
            PaymentQuote q = current.quote();
            signing.verify(q.sourceAccountId(), q.walletPayloadToSign(), walletSignature);
            signed = true;
        }
        return quotes.execute(quoteId, signed);
    }
}
