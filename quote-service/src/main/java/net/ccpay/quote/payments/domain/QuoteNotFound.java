package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No quote has this id. */
public class QuoteNotFound extends DomainException {
    public QuoteNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.QUOTE_NOT_FOUND, "Quote " + id + " not found");
    }
}
