package net.ccpay.quote.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.sca.ChallengeCheck;

import java.util.Map;

/** The proof does not satisfy the challenge: wrong code, expired or already used challenge (400; the code is never echoed). */
public class ScaProofRejected extends DomainException {
    public ScaProofRejected(String challengeId, ChallengeCheck why) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message(why), Map.of("challengeId", challengeId, "reason", why.name()));
    }

    private static String message(ChallengeCheck why) {
        return switch (why) {
            case EXPIRED -> "The SCA challenge has expired; start a new one";
            case ALREADY_USED -> "The SCA challenge was already used (satisfied, or spent by too many wrong codes); start a new one";
            case ATTEMPTS_EXHAUSTED -> "The code is not the challenge's, and that was the last attempt: the challenge is spent; start a new one";
            default -> "The code is not the challenge's code";
        };
    }
}
