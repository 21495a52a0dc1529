package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.time.Instant;
import java.util.Map;

/**
 * A known device code that can no longer be redeemed: 400 INVALID_INPUT (the contract's "code already
 * redeemed or expired"), with {@code details.reason} saying which.
 */
public final class DeviceCodeRefused extends DomainException {

    public static final String ALREADY_REDEEMED = "DEVICE_CODE_ALREADY_REDEEMED";
    public static final String REPLACED = "DEVICE_CODE_REPLACED";
    public static final String EXPIRED = "DEVICE_CODE_EXPIRED";

    private DeviceCodeRefused(String reason, String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message, Map.of("reason", reason));
    }

    public String reason() {
        return (String) details().get("reason");
    }

    static DeviceCodeRefused alreadyRedeemed() {
        return new DeviceCodeRefused(ALREADY_REDEEMED, "This device code was already redeemed; a device code works once");
    }

    static DeviceCodeRefused replaced() {
        return new DeviceCodeRefused(REPLACED, "A newer device code was issued for this agent; redeem that one");
    }

    static DeviceCodeRefused expired(Instant expiresAt) {
        return new DeviceCodeRefused(EXPIRED, "This device code expired at " + expiresAt
                + "; ask the platform for a new one (POST /agents/{agentId}/device-codes)");
    }
}
