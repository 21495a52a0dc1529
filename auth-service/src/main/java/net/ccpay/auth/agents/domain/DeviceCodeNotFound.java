package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No device code of a live agent is this one: 404 REFERENCE_NOT_FOUND. The code is not repeated in the answer. */
public final class DeviceCodeNotFound extends DomainException {
    public DeviceCodeNotFound() {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Device code not found; check it, or ask the platform for a new one");
    }
}
