package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** The quote is not waiting to be executed: it was executed already, it expired, or it waits for its funding. */
public class QuoteNotExecutable extends DomainException {
    public QuoteNotExecutable(String id, String quoteStatus, String why) {
        super(Kind.CONFLICT, ErrorCode.INVALID_STATE_TRANSITION, "Quote " + id + " cannot be executed: " + why,
                Map.of("quoteStatus", quoteStatus));
    }
}
