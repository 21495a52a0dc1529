package net.ccpay.customer.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** The SCA proof does not verify: a wrong, expired or used code, or a challenge that is not this customer's (400; no code echoed). */
public class ScaProofRejected extends DomainException {
    public ScaProofRejected(String reason, String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message, Map.of("reason", reason));
    }
}
