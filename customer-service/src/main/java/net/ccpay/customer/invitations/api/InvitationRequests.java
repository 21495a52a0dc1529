package net.ccpay.customer.invitations.api;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import net.ccpay.common.validation.IntegerRange;
import net.ccpay.common.validation.IsoDateTime;
import net.ccpay.customer.customers.application.CustomerShapes;

/** The request bodies of {@code POST /invitations} and {@code POST /invitations/{code}/claim}. */
final class InvitationRequests {
    private InvitationRequests() {}

    /** The inviter must also be a customer's UMA address and the expiry in the coming year, which the application judges. */
    record Create(
            @NotNull(message = "is required")
            @Pattern(regexp = CustomerShapes.UMA_ADDRESS_REGEX, message = "must be a UMA address such as $alice@example.com") String inviterUma,
            @Size(min = 1, max = 100, message = "must be {min} to {max} characters long") String firstName,
            @IntegerRange(min = 1) Long amountToSend,
            @IsoDateTime String expiresAt) {}

    record Claim(
            @NotNull(message = "is required")
            @Pattern(regexp = CustomerShapes.UMA_ADDRESS_REGEX, message = "must be a UMA address such as $bob@example.com") String inviteeUma) {}
}
