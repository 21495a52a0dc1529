package net.ccpay.quote.currency;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.List;
import java.util.Map;

/** A currency this platform does not support, named by the field that carried it. */
public class UnsupportedCurrency extends DomainException {
    public UnsupportedCurrency(String field, String code) {
        super(Kind.INVALID, ErrorCode.INVALID_CURRENCY, code + " is not a currency this platform supports",
                Map.of("errors", List.of(Map.of("field", field, "message", "unsupported currency " + code))));
    }
}
