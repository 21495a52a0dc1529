package net.ccpay.customer.documents.api;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import net.ccpay.common.validation.CountryCode;
import net.ccpay.common.validation.OneOf;

/**
 * The text parts of {@code POST /documents} and {@code PUT /documents/{id}}, as the public contract defines
 * them (the file part is the service's to judge). {@code documentType} takes the values of
 * {@code DocumentTypes.ALL}.
 */
final class DocumentRequests {
    private DocumentRequests() {}

    static final String REQUIRED = "is required";
    static final String LENGTH = "must be {min} to {max} characters long";

    record Upload(
            @NotNull(message = REQUIRED) @Size(min = 1, max = 64, message = LENGTH) String documentHolder,
            @NotNull(message = REQUIRED) @OneOf({"PASSPORT", "DRIVERS_LICENSE", "NATIONAL_ID", "PROOF_OF_ADDRESS", "BANK_STATEMENT",
                "TAX_RETURN", "CERTIFICATE_OF_INCORPORATION", "ARTICLES_OF_INCORPORATION", "ARTICLES_OF_ASSOCIATION",
                "STATE_REGISTRY_EXCERPT", "GOOD_STANDING_CERTIFICATE", "INFORMATION_STATEMENT", "INCUMBENCY_CERTIFICATE",
                "BUSINESS_LICENSE", "SHAREHOLDER_REGISTER", "POWER_OF_ATTORNEY", "UTILITY_BILL", "ELECTRICITY_BILL",
                "RENT_OR_LEASE_AGREEMENT", "DIRECTOR_REGISTRY", "TRUST_AGREEMENT", "STATE_COMPANY_REGISTRY",
                "PARTNERSHIP_CONTROL_AGREEMENT", "PARTNERSHIP_AGREEMENT", "SELFIE", "OTHER"}) String documentType,
            @OneOf({"FRONT", "BACK"}) String side,
            @NotNull(message = REQUIRED) @CountryCode String country,
            @Size(min = 1, max = 100, message = LENGTH) String documentNumber,
            @Size(min = 1, max = 200, message = LENGTH) String issuingAuthority) {}

    /** A replacement describes the document anew; its holder stays. */
    record Replace(
            @NotNull(message = REQUIRED) @OneOf({"PASSPORT", "DRIVERS_LICENSE", "NATIONAL_ID", "PROOF_OF_ADDRESS", "BANK_STATEMENT",
                "TAX_RETURN", "CERTIFICATE_OF_INCORPORATION", "ARTICLES_OF_INCORPORATION", "ARTICLES_OF_ASSOCIATION",
                "STATE_REGISTRY_EXCERPT", "GOOD_STANDING_CERTIFICATE", "INFORMATION_STATEMENT", "INCUMBENCY_CERTIFICATE",
                "BUSINESS_LICENSE", "SHAREHOLDER_REGISTER", "POWER_OF_ATTORNEY", "UTILITY_BILL", "ELECTRICITY_BILL",
                "RENT_OR_LEASE_AGREEMENT", "DIRECTOR_REGISTRY", "TRUST_AGREEMENT", "STATE_COMPANY_REGISTRY",
                "PARTNERSHIP_CONTROL_AGREEMENT", "PARTNERSHIP_AGREEMENT", "SELFIE", "OTHER"}) String documentType,
            @OneOf({"FRONT", "BACK"}) String side,
            @NotNull(message = REQUIRED) @CountryCode String country,
            @Size(min = 1, max = 100, message = LENGTH) String documentNumber,
            @Size(min = 1, max = 200, message = LENGTH) String issuingAuthority) {}
}
