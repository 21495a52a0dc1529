package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * Executing a quote whose source is an embedded wallet needs the wallet's signature
 * ({@code Platform-Wallet-Signature}), which this version does not verify yet: it answers 501 rather
 * than moving a wallet's money unsigned.
 */
public class WalletSignatureNotBuilt extends DomainException {
    public WalletSignatureNotBuilt(String quoteId) {
        super(Kind.NOT_IMPLEMENTED, ErrorCode.NOT_IMPLEMENTED, "Quote " + quoteId
                + " spends from an embedded wallet; executing it needs wallet signatures, which are not implemented yet");
    }
}
