package net.ccpay.customer.sca.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import net.ccpay.common.validation.OneOf;

/** The request bodies of the {@code /sca} operations, as the public contract defines them. */
final class ScaRequests {
    private ScaRequests() {}

    static final String REQUIRED = "is required";
    static final String LENGTH = "must be {min} to {max} characters long";

    /** {@code POST /sca/factors}. */
    record Enroll(@NotNull(message = REQUIRED) @OneOf({"TOTP", "PASSKEY"}) String type) {}

    /** {@code POST /sca/factors/confirm}: {@code secret} and {@code code} are required for TOTP, which the resource says. */
    record ConfirmEnrollment(
            @NotNull(message = REQUIRED) @OneOf({"TOTP", "PASSKEY"}) String type,
            @Size(min = 1, max = 200, message = LENGTH) String secret,
            @Size(min = 1, max = 20, message = LENGTH) String code,
            @Size(min = 1, max = 500, message = LENGTH) String origin) {}

    /** {@code POST /sca/login/start} and {@code POST /sca/factors/reset}. */
    record Factor(@NotNull(message = REQUIRED) @OneOf({"SMS_OTP", "TOTP", "PASSKEY"}) String factor) {}

    /** {@code POST /sca/login/complete}: {@code code} is required for the factors offered, which the resource says. */
    record CompleteLogin(
            @NotNull(message = REQUIRED) @OneOf({"SMS_OTP", "TOTP", "PASSKEY"}) String factor,
            @NotNull(message = REQUIRED) @Size(min = 1, max = 45, message = LENGTH) String endUserIpAddress,
            @Size(min = 1, max = 100, message = LENGTH) String challengeId,
            @Size(min = 1, max = 20, message = LENGTH) String code,
            @Size(min = 1, max = 500, message = LENGTH) String origin) {}

    /** {@code POST /sca/record-event}. */
    record RecordEvent(@NotNull(message = REQUIRED) @OneOf({"RESET_PASSWORD_COMPLETED", "FAILED_LOGIN_ATTEMPT"}) String eventType) {}

    /** {@code POST /sca/factors/reset/{resetId}/complete}, whose body is optional. */
    record CompleteReset(@Valid Mobile mobile) {}

    record Mobile(
            @NotNull(message = REQUIRED) @Size(min = 2, max = 5, message = LENGTH) String countryCode,
            @NotNull(message = REQUIRED) @Size(min = 4, max = 20, message = LENGTH) String number) {}
}
