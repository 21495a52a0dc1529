package net.ccpay.quote.receiver.domain;

import net.ccpay.common.error.DomainException;

/** The counterparty speaks no UMA version this platform supports. */
public class UnsupportedUmaVersion extends DomainException {
    public UnsupportedUmaVersion() {
        super(Kind.PRECONDITION_FAILED, "UNSUPPORTED_UMA_VERSION", "The counterparty does not support this platform's UMA version");
    }
}
