package net.ccpay.customer.customers.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import net.ccpay.common.validation.CountryCode;
import net.ccpay.common.validation.EmailAddress;
import net.ccpay.common.validation.IsoDate;
import net.ccpay.common.validation.IsoDateTime;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.validation.PhoneNumber;
import net.ccpay.customer.customers.application.CustomerShapes;

import java.util.List;

/**
 * The body of {@code POST /customers}, as the public contract defines it: an {@link Individual} unless its
 * {@code customerType} is BUSINESS. The rules are those of CustomerShapes, by which the bulk import still
 * checks its rows; the constants there (UMA address, currency, region) are shared.
 */
public final class CustomerRequests {
    private CustomerRequests() {}

    static final String REQUIRED = "is required";
    static final String LENGTH = "must be {min} to {max} characters long";
    static final String ITEMS = "must be an array of at most {max} items";
    static final String A_CURRENCY = "must be a currency code such as USD";
    static final String AN_UMA_ADDRESS = "must be a UMA address such as $alice@example.com";
    static final String A_REGION = "must be a two-letter region code such as US";

    /** The record a create body is read as: the customer type it names decides, an individual otherwise. */
    static Class<? extends Record> createRecord(String customerType) {
        return "BUSINESS".equals(customerType) ? Business.class : Individual.class;
    }

    /** The record a PATCH body is read as: the stored customer's type decides. */
    static Class<? extends Record> updateRecord(boolean individual) {
        return individual ? IndividualUpdate.class : BusinessUpdate.class;
    }

    record Individual(
            @NotNull(message = REQUIRED) @OneOf({"INDIVIDUAL", "BUSINESS"}) String customerType,
            @Size(max = 50, message = ITEMS) List<@Pattern(regexp = CustomerShapes.CURRENCY_REGEX, message = A_CURRENCY) String> currencies,
            @EmailAddress String email,
            @PhoneNumber String phoneNumber,
            @Pattern(regexp = CustomerShapes.UMA_ADDRESS_REGEX, message = AN_UMA_ADDRESS) String umaAddress,
            @Valid TermsConsent endUserTermsConsent,
            @Size(min = 1, max = 200, message = LENGTH) String platformCustomerId,
            @Pattern(regexp = CustomerShapes.REGION_REGEX, message = A_REGION) String region,
            @OneOf({"UNVERIFIED", "PENDING", "APPROVED", "REJECTED", "HOLD"}) String kycStatus,
            @Size(min = 1, max = 200, message = LENGTH) String fullName,
            @IsoDate(notInFuture = true) String birthDate,
            @CountryCode String nationality,
            @Valid Address address,
            @OneOf({"SSN", "ITIN", "EIN", "NON_US_TAX_ID"}) String idType,
            @Size(min = 1, max = 100, message = LENGTH) String identifier,
            @CountryCode String countryOfIssuance,
            @Size(max = 20, message = ITEMS) List<@OneOf({"SALARY", "SELF_EMPLOYMENT_INCOME", "INVESTMENT_INCOME", "PENSION", "RENTAL_INCOME",
                "GIFT", "INHERITANCE", "LOAN", "SAVINGS", "SALE_OF_ASSETS", "OTHER"}) String> sourceOfFundsCategories,
            @Size(min = 1, max = 500, message = LENGTH) String sourceOfFundsOtherDescription,
            @Size(max = 20, message = ITEMS) List<@OneOf({"SALARY", "BUSINESS_INCOME", "INVESTMENTS", "INHERITANCE", "PROPERTY_SALE", "GIFT",
                "RETIREMENT", "SAVINGS", "OTHER"}) String> sourceOfWealthCategories,
            @Size(min = 1, max = 500, message = LENGTH) String sourceOfWealthOtherDescription,
            @OneOf({"CONTRACTOR_PAYOUTS", "CREATOR_PAYOUTS", "EMPLOYEE_PAYOUTS", "MARKETPLACE_SELLER_PAYOUTS", "SUPPLIER_PAYMENTS",
                "CROSS_BORDER_B2B", "AR_AUTOMATION", "AP_AUTOMATION", "EMBEDDED_PAYMENTS", "PLATFORM_FEE_COLLECTION", "P2P_TRANSFERS",
                "CHARITABLE_DONATIONS", "OTHER"}) String purposeOfAccount,
            @Size(min = 1, max = 500, message = LENGTH) String purposeOfAccountOtherDescription,
            @OneOf({"COUNT_UNDER_10", "COUNT_10_TO_100", "COUNT_100_TO_500", "COUNT_500_TO_1000", "COUNT_OVER_1000"})
            String expectedMonthlyTransactionCount,
            @OneOf({"VOLUME_UNDER_10K", "VOLUME_10K_TO_100K", "VOLUME_100K_TO_1M", "VOLUME_1M_TO_10M", "VOLUME_OVER_10M"})
            String expectedMonthlyTransactionVolume,
            @OneOf({"UNDER_50K", "RANGE_50K_100K", "RANGE_100K_250K", "RANGE_250K_1M", "OVER_1M"}) String annualIncomeRange,
            @OneOf({"UNDER_100K", "RANGE_100K_500K", "RANGE_500K_1M", "RANGE_1M_5M", "RANGE_5M_25M", "OVER_25M"}) String netWorthRange,
            @OneOf({"NONE", "DOMESTIC", "FOREIGN", "HIO", "FAMILY_OR_ASSOCIATE"}) String pepStatus) {}

    record Business(
            @NotNull(message = REQUIRED) @OneOf({"INDIVIDUAL", "BUSINESS"}) String customerType,
            @Size(max = 50, message = ITEMS) List<@Pattern(regexp = CustomerShapes.CURRENCY_REGEX, message = A_CURRENCY) String> currencies,
            @EmailAddress String email,
            @PhoneNumber String phoneNumber,
            @Pattern(regexp = CustomerShapes.UMA_ADDRESS_REGEX, message = AN_UMA_ADDRESS) String umaAddress,
            @Valid TermsConsent endUserTermsConsent,
            @Size(min = 1, max = 200, message = LENGTH) String platformCustomerId,
            @Pattern(regexp = CustomerShapes.REGION_REGEX, message = A_REGION) String region,
            @OneOf({"UNVERIFIED", "PENDING", "APPROVED", "REJECTED", "HOLD"}) String kybStatus,
            @Valid Address address,
            @NotNull(message = REQUIRED) @Valid BusinessInfo businessInfo) {}

    /**
     * {@code PATCH /customers/{id}} of an individual: every field optional (the service says when
     * customerType is missing or not the customer's); a JSON null is left out like an absent field, so
     * it keeps the stored value; an object sent is checked whole.
     */
    record IndividualUpdate(
            @OneOf({"INDIVIDUAL", "BUSINESS"}) String customerType,
            @Size(max = 50, message = ITEMS) List<@Pattern(regexp = CustomerShapes.CURRENCY_REGEX, message = A_CURRENCY) String> currencies,
            @EmailAddress String email,
            @PhoneNumber String phoneNumber,
            @Pattern(regexp = CustomerShapes.UMA_ADDRESS_REGEX, message = AN_UMA_ADDRESS) String umaAddress,
            @Valid TermsConsent endUserTermsConsent,
            @OneOf({"UNVERIFIED", "PENDING", "APPROVED", "REJECTED", "HOLD"}) String kycStatus,
            @Size(min = 1, max = 200, message = LENGTH) String fullName,
            @IsoDate(notInFuture = true) String birthDate,
            @CountryCode String nationality,
            @Valid Address address,
            @OneOf({"SSN", "ITIN", "EIN", "NON_US_TAX_ID"}) String idType,
            @Size(min = 1, max = 100, message = LENGTH) String identifier,
            @CountryCode String countryOfIssuance,
            @Size(max = 20, message = ITEMS) List<@OneOf({"SALARY", "SELF_EMPLOYMENT_INCOME", "INVESTMENT_INCOME", "PENSION", "RENTAL_INCOME",
                "GIFT", "INHERITANCE", "LOAN", "SAVINGS", "SALE_OF_ASSETS", "OTHER"}) String> sourceOfFundsCategories,
            @Size(min = 1, max = 500, message = LENGTH) String sourceOfFundsOtherDescription,
            @Size(max = 20, message = ITEMS) List<@OneOf({"SALARY", "BUSINESS_INCOME", "INVESTMENTS", "INHERITANCE", "PROPERTY_SALE", "GIFT",
                "RETIREMENT", "SAVINGS", "OTHER"}) String> sourceOfWealthCategories,
            @Size(min = 1, max = 500, message = LENGTH) String sourceOfWealthOtherDescription,
            @OneOf({"CONTRACTOR_PAYOUTS", "CREATOR_PAYOUTS", "EMPLOYEE_PAYOUTS", "MARKETPLACE_SELLER_PAYOUTS", "SUPPLIER_PAYMENTS",
                "CROSS_BORDER_B2B", "AR_AUTOMATION", "AP_AUTOMATION", "EMBEDDED_PAYMENTS", "PLATFORM_FEE_COLLECTION", "P2P_TRANSFERS",
                "CHARITABLE_DONATIONS", "OTHER"}) String purposeOfAccount,
            @Size(min = 1, max = 500, message = LENGTH) String purposeOfAccountOtherDescription,
            @OneOf({"COUNT_UNDER_10", "COUNT_10_TO_100", "COUNT_100_TO_500", "COUNT_500_TO_1000", "COUNT_OVER_1000"})
            String expectedMonthlyTransactionCount,
            @OneOf({"VOLUME_UNDER_10K", "VOLUME_10K_TO_100K", "VOLUME_100K_TO_1M", "VOLUME_1M_TO_10M", "VOLUME_OVER_10M"})
            String expectedMonthlyTransactionVolume,
            @OneOf({"UNDER_50K", "RANGE_50K_100K", "RANGE_100K_250K", "RANGE_250K_1M", "OVER_1M"}) String annualIncomeRange,
            @OneOf({"UNDER_100K", "RANGE_100K_500K", "RANGE_500K_1M", "RANGE_1M_5M", "RANGE_5M_25M", "OVER_25M"}) String netWorthRange,
            @OneOf({"NONE", "DOMESTIC", "FOREIGN", "HIO", "FAMILY_OR_ASSOCIATE"}) String pepStatus) {}

    /** {@code PATCH /customers/{id}} of a business: as {@link IndividualUpdate}; {@code businessInfo} is merged field by field. */
    record BusinessUpdate(
            @OneOf({"INDIVIDUAL", "BUSINESS"}) String customerType,
            @Size(max = 50, message = ITEMS) List<@Pattern(regexp = CustomerShapes.CURRENCY_REGEX, message = A_CURRENCY) String> currencies,
            @EmailAddress String email,
            @PhoneNumber String phoneNumber,
            @Pattern(regexp = CustomerShapes.UMA_ADDRESS_REGEX, message = AN_UMA_ADDRESS) String umaAddress,
            @Valid TermsConsent endUserTermsConsent,
            @OneOf({"UNVERIFIED", "PENDING", "APPROVED", "REJECTED", "HOLD"}) String kybStatus,
            @Valid Address address,
            @Valid BusinessInfoUpdate businessInfo) {}

    record TermsConsent(
            @NotNull(message = REQUIRED) @IsoDateTime String acceptedAt,
            @NotNull(message = REQUIRED) @Size(min = 1, max = 45, message = LENGTH) String ipAddress,
            @NotNull(message = REQUIRED) @Size(min = 1, max = 20, message = LENGTH) String termsVersion,
            @NotNull(message = REQUIRED) @OneOf({"CHECKBOX", "CLICK_TO_ACCEPT"}) String acceptanceMethod) {}

    /** The contract's Address, of customers and of beneficial owners. */
    public record Address(
            @NotNull(message = REQUIRED) @Size(min = 1, max = 200, message = LENGTH) String line1,
            @Size(min = 0, max = 200, message = LENGTH) String line2,
            @Size(min = 1, max = 100, message = LENGTH) String city,
            @Size(min = 1, max = 100, message = LENGTH) String state,
            @NotNull(message = REQUIRED) @Size(min = 1, max = 20, message = LENGTH) String postalCode,
            @NotNull(message = REQUIRED) @CountryCode String country) {}

    record BusinessInfo(
            @NotNull(message = REQUIRED) @Size(min = 1, max = 300, message = LENGTH) String legalName,
            @Size(min = 1, max = 300, message = LENGTH) String doingBusinessAs,
            @NotNull(message = REQUIRED) @CountryCode String country,
            @NotNull(message = REQUIRED) @IsoDate(notInFuture = true) String incorporatedOn,
            @NotNull(message = REQUIRED) @Size(min = 1, max = 100, message = LENGTH) String taxId,
            @Size(min = 1, max = 100, message = LENGTH) String registrationNumber,
            @OneOf({"SOLE_PROPRIETORSHIP", "PARTNERSHIP", "LLC", "CORPORATION", "S_CORPORATION", "NON_PROFIT", "PUBLICLY_LISTED_COMPANY",
                "TRUST", "PRIVATE_FOUNDATION", "CHARITY", "OTHER"}) String entityType,
            @Size(max = 250, message = ITEMS) List<@CountryCode String> countriesOfOperation,
            @OneOf({"AGRICULTURE_FORESTRY_FISHING_AND_HUNTING", "MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION", "UTILITIES", "CONSTRUCTION",
                "MANUFACTURING", "WHOLESALE_TRADE", "RETAIL_TRADE", "TRANSPORTATION_AND_WAREHOUSING", "INFORMATION", "FINANCE_AND_INSURANCE",
                "REAL_ESTATE_AND_RENTAL_AND_LEASING", "PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES",
                "MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES", "ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES",
                "EDUCATIONAL_SERVICES", "HEALTH_CARE_AND_SOCIAL_ASSISTANCE", "ARTS_ENTERTAINMENT_AND_RECREATION",
                "ACCOMMODATION_AND_FOOD_SERVICES", "OTHER_SERVICES", "PUBLIC_ADMINISTRATION"}) String businessType,
            @OneOf({"CONTRACTOR_PAYOUTS", "CREATOR_PAYOUTS", "EMPLOYEE_PAYOUTS", "MARKETPLACE_SELLER_PAYOUTS", "SUPPLIER_PAYMENTS",
                "CROSS_BORDER_B2B", "AR_AUTOMATION", "AP_AUTOMATION", "EMBEDDED_PAYMENTS", "PLATFORM_FEE_COLLECTION", "P2P_TRANSFERS",
                "CHARITABLE_DONATIONS", "OTHER"}) String purposeOfAccount,
            @Size(min = 1, max = 500, message = LENGTH) String sourceOfFunds,
            @OneOf({"COUNT_UNDER_10", "COUNT_10_TO_100", "COUNT_100_TO_500", "COUNT_500_TO_1000", "COUNT_OVER_1000"})
            String expectedMonthlyTransactionCount,
            @OneOf({"VOLUME_UNDER_10K", "VOLUME_10K_TO_100K", "VOLUME_100K_TO_1M", "VOLUME_1M_TO_10M", "VOLUME_OVER_10M"})
            String expectedMonthlyTransactionVolume,
            @Size(max = 250, message = ITEMS) List<@CountryCode String> expectedRecipientJurisdictions,
            @Pattern(regexp = "^\\d{2,6}$", message = "must be a NAICS code of 2 to 6 digits") String naicsCode,
            @Size(max = 20, message = ITEMS) List<@OneOf({"OPERATING_REVENUE", "INVESTMENT_INCOME", "LOANS", "VENTURE_CAPITAL",
                "PERSONAL_SAVINGS", "DONATIONS", "OTHER"}) String> sourceOfFundsCategories,
            @Size(min = 1, max = 500, message = LENGTH) String sourceOfFundsOtherDescription,
            @Size(min = 1, max = 500, message = LENGTH) String purposeOfAccountOtherDescription,
            @Size(max = 250, message = ITEMS) List<@CountryCode String> expectedCounterpartyCountries,
            @Size(min = 1, max = 250, message = LENGTH) String primaryContactFirstName,
            @Size(min = 1, max = 250, message = LENGTH) String primaryContactLastName) {}

    /** {@link BusinessInfo} with every field optional. */
    record BusinessInfoUpdate(
            @Size(min = 1, max = 300, message = LENGTH) String legalName,
            @Size(min = 1, max = 300, message = LENGTH) String doingBusinessAs,
            @CountryCode String country,
            @IsoDate(notInFuture = true) String incorporatedOn,
            @Size(min = 1, max = 100, message = LENGTH) String taxId,
            @Size(min = 1, max = 100, message = LENGTH) String registrationNumber,
            @OneOf({"SOLE_PROPRIETORSHIP", "PARTNERSHIP", "LLC", "CORPORATION", "S_CORPORATION", "NON_PROFIT", "PUBLICLY_LISTED_COMPANY",
                "TRUST", "PRIVATE_FOUNDATION", "CHARITY", "OTHER"}) String entityType,
            @Size(max = 250, message = ITEMS) List<@CountryCode String> countriesOfOperation,
            @OneOf({"AGRICULTURE_FORESTRY_FISHING_AND_HUNTING", "MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION", "UTILITIES", "CONSTRUCTION",
                "MANUFACTURING", "WHOLESALE_TRADE", "RETAIL_TRADE", "TRANSPORTATION_AND_WAREHOUSING", "INFORMATION", "FINANCE_AND_INSURANCE",
                "REAL_ESTATE_AND_RENTAL_AND_LEASING", "PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES",
                "MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES", "ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES",
                "EDUCATIONAL_SERVICES", "HEALTH_CARE_AND_SOCIAL_ASSISTANCE", "ARTS_ENTERTAINMENT_AND_RECREATION",
                "ACCOMMODATION_AND_FOOD_SERVICES", "OTHER_SERVICES", "PUBLIC_ADMINISTRATION"}) String businessType,
            @OneOf({"CONTRACTOR_PAYOUTS", "CREATOR_PAYOUTS", "EMPLOYEE_PAYOUTS", "MARKETPLACE_SELLER_PAYOUTS", "SUPPLIER_PAYMENTS",
                "CROSS_BORDER_B2B", "AR_AUTOMATION", "AP_AUTOMATION", "EMBEDDED_PAYMENTS", "PLATFORM_FEE_COLLECTION", "P2P_TRANSFERS",
                "CHARITABLE_DONATIONS", "OTHER"}) String purposeOfAccount,
            @Size(min = 1, max = 500, message = LENGTH) String sourceOfFunds,
            @OneOf({"COUNT_UNDER_10", "COUNT_10_TO_100", "COUNT_100_TO_500", "COUNT_500_TO_1000", "COUNT_OVER_1000"})
            String expectedMonthlyTransactionCount,
            @OneOf({"VOLUME_UNDER_10K", "VOLUME_10K_TO_100K", "VOLUME_100K_TO_1M", "VOLUME_1M_TO_10M", "VOLUME_OVER_10M"})
            String expectedMonthlyTransactionVolume,
            @Size(max = 250, message = ITEMS) List<@CountryCode String> expectedRecipientJurisdictions,
            @Pattern(regexp = "^\\d{2,6}$", message = "must be a NAICS code of 2 to 6 digits") String naicsCode,
            @Size(max = 20, message = ITEMS) List<@OneOf({"OPERATING_REVENUE", "INVESTMENT_INCOME", "LOANS", "VENTURE_CAPITAL",
                "PERSONAL_SAVINGS", "DONATIONS", "OTHER"}) String> sourceOfFundsCategories,
            @Size(min = 1, max = 500, message = LENGTH) String sourceOfFundsOtherDescription,
            @Size(min = 1, max = 500, message = LENGTH) String purposeOfAccountOtherDescription,
            @Size(max = 250, message = ITEMS) List<@CountryCode String> expectedCounterpartyCountries,
            @Size(min = 1, max = 250, message = LENGTH) String primaryContactFirstName,
            @Size(min = 1, max = 250, message = LENGTH) String primaryContactLastName) {}
}
