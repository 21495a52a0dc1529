package net.ccpay.quote.rates.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.List;
import java.util.Map;

/** An amount outside what can be priced or paid: beyond the exact 64-bit amounts, or outside the receiver's bounds. */
public class AmountOutOfRange extends DomainException {
    public AmountOutOfRange(String field, long amount) {
        this(field, amount, "is too large to price");
    }

    public AmountOutOfRange(String field, long amount, String why) {
        super(Kind.INVALID, ErrorCode.AMOUNT_OUT_OF_RANGE, field + " " + amount + " " + why,
                Map.of("errors", List.of(Map.of("field", field, "message", why))));
    }
}
