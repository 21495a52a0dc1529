package net.ccpay.customer.owners.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import net.ccpay.common.validation.CountryCode;
import net.ccpay.common.validation.EmailAddress;
import net.ccpay.common.validation.IntegerRange;
import net.ccpay.common.validation.IsoDate;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.validation.PhoneNumber;
import net.ccpay.customer.customers.api.CustomerRequests;

import java.util.List;

/**
 * The request bodies of {@code POST /beneficial-owners} and {@code PATCH /beneficial-owners/{id}}, as the
 * public contract defines them. An empty {@code roles} array passes here; the service refuses it with the
 * other errors.
 */
final class BeneficialOwnerRequests {
    private BeneficialOwnerRequests() {}

    static final String REQUIRED = "is required";
    static final String LENGTH = "must be {min} to {max} characters long";
    static final String ITEMS = "must be an array of at most {max} items";

    record Create(
            @NotNull(message = REQUIRED) @Size(min = 1, max = 64, message = LENGTH) String customerId,
            @NotNull(message = REQUIRED) @Size(max = 6, message = ITEMS)
            List<@OneOf({"UBO", "DIRECTOR", "COMPANY_OFFICER", "CONTROL_PERSON", "TRUSTEE", "GENERAL_PARTNER"}) String> roles,
            @NotNull(message = REQUIRED) @IntegerRange(min = 0, max = 100) Long ownershipPercentage,
            @NotNull(message = REQUIRED) @Valid PersonalInfo personalInfo) {}

    /** A partial update: each field sent replaces the stored one, {@code personalInfo} field by field. */
    record Update(
            @Size(max = 6, message = ITEMS)
            List<@OneOf({"UBO", "DIRECTOR", "COMPANY_OFFICER", "CONTROL_PERSON", "TRUSTEE", "GENERAL_PARTNER"}) String> roles,
            @IntegerRange(min = 0, max = 100) Long ownershipPercentage,
            @Valid PersonalInfoUpdate personalInfo) {}

    record PersonalInfo(
            @NotNull(message = REQUIRED) @Size(min = 1, max = 100, message = LENGTH) String firstName,
            @Size(min = 1, max = 100, message = LENGTH) String middleName,
            @NotNull(message = REQUIRED) @Size(min = 1, max = 100, message = LENGTH) String lastName,
            @NotNull(message = REQUIRED) @IsoDate(notInFuture = true) String birthDate,
            @NotNull(message = REQUIRED) @CountryCode String nationality,
            @EmailAddress String email,
            @PhoneNumber String phoneNumber,
            @NotNull(message = REQUIRED) @Valid CustomerRequests.Address address,
            @NotNull(message = REQUIRED) @OneOf({"SSN", "ITIN", "EIN", "NON_US_TAX_ID"}) String idType,
            @NotNull(message = REQUIRED) @Size(min = 1, max = 100, message = LENGTH) String identifier,
            @CountryCode String countryOfIssuance) {}

    /** {@link PersonalInfo} with every field optional; an address sent is checked whole. */
    record PersonalInfoUpdate(
            @Size(min = 1, max = 100, message = LENGTH) String firstName,
            @Size(min = 1, max = 100, message = LENGTH) String middleName,
            @Size(min = 1, max = 100, message = LENGTH) String lastName,
            @IsoDate(notInFuture = true) String birthDate,
            @CountryCode String nationality,
            @EmailAddress String email,
            @PhoneNumber String phoneNumber,
            @Valid CustomerRequests.Address address,
            @OneOf({"SSN", "ITIN", "EIN", "NON_US_TAX_ID"}) String idType,
            @Size(min = 1, max = 100, message = LENGTH) String identifier,
            @CountryCode String countryOfIssuance) {}
}
