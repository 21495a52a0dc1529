package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The agent a request was authenticated as no longer exists (deleted meanwhile): 401, as an unknown token would be. */
public final class AgentTokenRevoked extends DomainException {
    public AgentTokenRevoked() {
        super(Kind.UNAUTHORIZED, ErrorCode.UNAUTHORIZED, "Invalid agent access token");
    }
}
