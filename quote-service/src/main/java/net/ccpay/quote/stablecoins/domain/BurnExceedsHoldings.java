package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** A burn asks for more coins than its source holds. Nothing was moved. */
public class BurnExceedsHoldings extends DomainException {
    public BurnExceedsHoldings(String symbol, long held, long requested) {
        // the contract has no dedicated code for it; the ledger's own refusal uses the same one
        super(Kind.INVALID, ErrorCode.INVALID_AMOUNT, "The source holds " + held + " " + symbol + " (smallest unit), less than the "
                + requested + " to burn", Map.of("available", Long.toString(held), "requested", Long.toString(requested)));
    }
}
