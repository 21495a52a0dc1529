package net.ccpay.quote.receiver.domain;

import net.ccpay.common.error.DomainException;

/** The counterparty did not answer the receiver lookup. */
public class CounterpartyUnreachable extends DomainException {
    public CounterpartyUnreachable() {
        super(Kind.DEPENDENCY_FAILED, "LNURLP_REQUEST_FAILED", "The counterparty did not answer the receiver lookup; retry later");
    }
}
