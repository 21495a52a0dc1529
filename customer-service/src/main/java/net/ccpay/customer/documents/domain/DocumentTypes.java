package net.ccpay.customer.documents.domain;

import java.util.List;

/** The contract's document types, and the groups verification asks for. */
public final class DocumentTypes {
    private DocumentTypes() {}

    public static final List<String> ALL = List.of("PASSPORT", "DRIVERS_LICENSE", "NATIONAL_ID", "PROOF_OF_ADDRESS", "BANK_STATEMENT",
            "TAX_RETURN", "CERTIFICATE_OF_INCORPORATION", "ARTICLES_OF_INCORPORATION", "ARTICLES_OF_ASSOCIATION",
            "STATE_REGISTRY_EXCERPT", "GOOD_STANDING_CERTIFICATE", "INFORMATION_STATEMENT", "INCUMBENCY_CERTIFICATE",
            "BUSINESS_LICENSE", "SHAREHOLDER_REGISTER", "POWER_OF_ATTORNEY", "UTILITY_BILL", "ELECTRICITY_BILL",
            "RENT_OR_LEASE_AGREEMENT", "DIRECTOR_REGISTRY", "TRUST_AGREEMENT", "STATE_COMPANY_REGISTRY",
            "PARTNERSHIP_CONTROL_AGREEMENT", "PARTNERSHIP_AGREEMENT", "SELFIE", "OTHER");

    /** What proves a person's identity (the brief's acceptedDocumentTypes of MISSING_IDENTITY_DOCUMENT). */
    public static final List<String> IDENTITY = List.of("PASSPORT", "DRIVERS_LICENSE", "NATIONAL_ID");

    /** What proves that a business legally exists. */
    public static final List<String> LEGAL_PRESENCE = List.of("CERTIFICATE_OF_INCORPORATION", "ARTICLES_OF_INCORPORATION",
            "ARTICLES_OF_ASSOCIATION", "STATE_REGISTRY_EXCERPT", "STATE_COMPANY_REGISTRY", "GOOD_STANDING_CERTIFICATE",
            "BUSINESS_LICENSE", "INCUMBENCY_CERTIFICATE");
}
