package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/**
 * The quote carries no Strong Customer Authentication challenge: SCA applies only to customers in
 * regions that require it, and the sandbox's customers are in none (as customer-service's {@code /sca}
 * operations answer too), so quotes never wait in PENDING_AUTHORIZATION: 409 CONFLICT.
 */
public final class ScaNotRequired extends DomainException {
    public ScaNotRequired(String quoteId, String quoteStatus) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Quote " + quoteId + " has no SCA challenge to authorize: strong customer authentication is not "
                + "required in this customer's region, so the quote never waits in PENDING_AUTHORIZATION (it is " + quoteStatus
                + "); fund or execute it as it is", Map.of("quoteStatus", quoteStatus));
    }
}
