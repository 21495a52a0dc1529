package net.ccpay.quote.rates.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.List;
import java.util.Map;

/** An amount whose price does not fit the platform's exact 64-bit amounts. */
public class AmountOutOfRange extends DomainException {
    public AmountOutOfRange(String field, long amount) {
        super(Kind.INVALID, ErrorCode.AMOUNT_OUT_OF_RANGE, field + " " + amount + " is too large to price",
                Map.of("errors", List.of(Map.of("field", field, "message", "is too large to price"))));
    }
}
