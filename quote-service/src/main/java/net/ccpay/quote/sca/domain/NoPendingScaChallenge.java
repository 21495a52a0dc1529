package net.ccpay.quote.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** Nothing waits for an SCA proof here: no challenge was started, or it was already satisfied (409 CONFLICT). */
public class NoPendingScaChallenge extends DomainException {
    public NoPendingScaChallenge(String what, String status) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, what + " has no pending SCA challenge to satisfy (it is " + status + ")", Map.of("status", status));
    }
}
