package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.quote.payments.domain.PaymentQuote;
import net.ccpay.quote.payments.domain.WalletPayloads;
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

    @Inject
    WalletPayloads payloads;

    /**
     * Without a signature there is nothing to check first: the execute's own transaction refuses a quote from an
     * embedded wallet (the same error as {@link #signed}), so the quote is read once, not once more before it.
     */
    public Quotes.QuoteView execute(String quoteId, String walletSignature) {
        if (walletSignature == null || walletSignature.isBlank()) {
            return quotes.execute(quoteId, false);
        }
        return quotes.execute(quoteId, signed(quotes.get(quoteId), walletSignature));
    }

    /**
     * Whether the quote's execution is signed by its wallet's owner: false when its source is no
     * embedded wallet (nothing to sign), true when auth-service accepted the signature; refused
     * (WalletSignatureRejected) when a wallet's signature is missing or does not verify.
     */
    public boolean signed(Quotes.QuoteView current, String walletSignature) {
        if (!"EMBEDDED_WALLET".equals(current.sourceAccountType())) {
            return false;
        }
        if (walletSignature == null || walletSignature.isBlank()) {
            throw WalletSignatureRejected.signatureMissing("Executing a quote from an embedded wallet");
        }
        PaymentQuote q = current.quote();
        signing.verify(q.sourceAccountId(), payloads.toSign(q), walletSignature);
        return true;
    }
}
