package net.ccpay.quote.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/**
 * The customer has no SCA login session, or it expired (409 SCA_SESSION_REQUIRED, as the contract's authorize answers):
 * the customer logs in again ({@code POST /sca/login/start} and {@code /complete}), then the quote is authorized again.
 */
public class ScaSessionRequired extends DomainException {
    public ScaSessionRequired(String customerId) {
        super(Kind.CONFLICT, ErrorCode.SCA_SESSION_REQUIRED, "The customer's strong customer authentication login session is missing or"
                + " expired: complete an SCA login (POST /sca/login/start, then /sca/login/complete), then authorize again",
                Map.of("customerId", customerId));
    }
}
