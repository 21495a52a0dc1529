package net.ccpay.customer.customers.application;

import net.ccpay.common.validation.Shape;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The rules of a customer: the shapes of a bulk-import row, and the constants the request records of
 * {@code POST} and {@code PATCH /customers} (customers/api CustomerRequests) share with them.
 */
public final class CustomerShapes {
    private CustomerShapes() {}

    public static final List<String> CUSTOMER_TYPES = List.of("INDIVIDUAL", "BUSINESS");
    public static final List<String> KYC_STATUSES = List.of("UNVERIFIED", "PENDING", "APPROVED", "REJECTED", "HOLD");
    public static final List<String> ID_TYPES = List.of("SSN", "ITIN", "EIN", "NON_US_TAX_ID");
    /** A UMA address ({@code $alice@example.com}), as a regular expression for request records' {@code @Pattern}. */
    public static final String UMA_ADDRESS_REGEX = "^\\$[a-zA-Z0-9._-]{1,64}@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$";
    public static final Pattern UMA_ADDRESS = Pattern.compile(UMA_ADDRESS_REGEX);
    public static final String CURRENCY_REGEX = "^[A-Z0-9]{3,5}$";
    public static final Pattern CURRENCY = Pattern.compile(CURRENCY_REGEX);
    public static final String REGION_REGEX = "^[A-Z]{2}$";
    public static final Pattern REGION = Pattern.compile(REGION_REGEX);

    static final List<String> PURPOSE_OF_ACCOUNT = List.of("CONTRACTOR_PAYOUTS", "CREATOR_PAYOUTS", "EMPLOYEE_PAYOUTS",
            "MARKETPLACE_SELLER_PAYOUTS", "SUPPLIER_PAYMENTS", "CROSS_BORDER_B2B", "AR_AUTOMATION", "AP_AUTOMATION",
            "EMBEDDED_PAYMENTS", "PLATFORM_FEE_COLLECTION", "P2P_TRANSFERS", "CHARITABLE_DONATIONS", "OTHER");
    static final List<String> MONTHLY_COUNT = List.of("COUNT_UNDER_10", "COUNT_10_TO_100", "COUNT_100_TO_500", "COUNT_500_TO_1000",
            "COUNT_OVER_1000");
    static final List<String> MONTHLY_VOLUME = List.of("VOLUME_UNDER_10K", "VOLUME_10K_TO_100K", "VOLUME_100K_TO_1M",
            "VOLUME_1M_TO_10M", "VOLUME_OVER_10M");

    /** The only end-user terms version the platform serves (GET /customers/end-user-terms). */
    public static final String TERMS_VERSION = "V1";

    public static final Shape ADDRESS = Shape.object()
            .string("line1", true, 1, 200)
            .string("line2", false, 0, 200)
            .string("city", false, 1, 100)
            .string("state", false, 1, 100)
            .string("postalCode", true, 1, 20)
            .country("country", true);

    static final Shape TERMS_CONSENT = Shape.object()
            .dateTime("acceptedAt", true)
            .string("ipAddress", true, 1, 45)
            .string("termsVersion", true, 1, 20)
            .oneOf("acceptanceMethod", true, List.of("CHECKBOX", "CLICK_TO_ACCEPT"));

    /** Fields every customer accepts, on create and on update. */
    private static Shape contact(Shape s) {
        return s.oneOf("customerType", true, CUSTOMER_TYPES)
                .arrayOf("currencies", false, 50, Shape.item().pattern("", true, CURRENCY, "a currency code such as USD"))
                .email("email", false)
                .phone("phoneNumber", false)
                .pattern("umaAddress", false, UMA_ADDRESS, "a UMA address such as $alice@example.com")
                .nested("endUserTermsConsent", false, TERMS_CONSENT);
    }

    /** Create-only fields. */
    private static Shape common(Shape s) {
        return contact(s)
                .string("platformCustomerId", false, 1, 200)
                .pattern("region", false, REGION, "a two-letter region code such as US");
    }

    private static Shape individualFields(Shape s) {
        return s.oneOf("kycStatus", false, KYC_STATUSES)
                .string("fullName", false, 1, 200)
                .date("birthDate", false, true)
                .country("nationality", false)
                .nested("address", false, ADDRESS)
                .oneOf("idType", false, ID_TYPES)
                .string("identifier", false, 1, 100)
                .country("countryOfIssuance", false)
                // enhanced due diligence (all optional)
                .arrayOf("sourceOfFundsCategories", false, 20, Shape.item().oneOf("", true, List.of("SALARY",
                        "SELF_EMPLOYMENT_INCOME", "INVESTMENT_INCOME", "PENSION", "RENTAL_INCOME", "GIFT", "INHERITANCE", "LOAN",
                        "SAVINGS", "SALE_OF_ASSETS", "OTHER")))
                .string("sourceOfFundsOtherDescription", false, 1, 500)
                .arrayOf("sourceOfWealthCategories", false, 20, Shape.item().oneOf("", true, List.of("SALARY", "BUSINESS_INCOME",
                        "INVESTMENTS", "INHERITANCE", "PROPERTY_SALE", "GIFT", "RETIREMENT", "SAVINGS", "OTHER")))
                .string("sourceOfWealthOtherDescription", false, 1, 500)
                .oneOf("purposeOfAccount", false, PURPOSE_OF_ACCOUNT)
                .string("purposeOfAccountOtherDescription", false, 1, 500)
                .oneOf("expectedMonthlyTransactionCount", false, MONTHLY_COUNT)
                .oneOf("expectedMonthlyTransactionVolume", false, MONTHLY_VOLUME)
                .oneOf("annualIncomeRange", false, List.of("UNDER_50K", "RANGE_50K_100K", "RANGE_100K_250K", "RANGE_250K_1M", "OVER_1M"))
                .oneOf("netWorthRange", false, List.of("UNDER_100K", "RANGE_100K_500K", "RANGE_500K_1M", "RANGE_1M_5M",
                        "RANGE_5M_25M", "OVER_25M"))
                .oneOf("pepStatus", false, List.of("NONE", "DOMESTIC", "FOREIGN", "HIO", "FAMILY_OR_ASSOCIATE"));
    }

    private static Shape businessInfo(boolean create) {
        return Shape.object()
                .string("legalName", create, 1, 300)
                .string("doingBusinessAs", false, 1, 300)
                .country("country", create)
                .date("incorporatedOn", create, true)
                .string("taxId", create, 1, 100)
                .string("registrationNumber", false, 1, 100)
                .oneOf("entityType", false, List.of("SOLE_PROPRIETORSHIP", "PARTNERSHIP", "LLC", "CORPORATION", "S_CORPORATION",
                        "NON_PROFIT", "PUBLICLY_LISTED_COMPANY", "TRUST", "PRIVATE_FOUNDATION", "CHARITY", "OTHER"))
                .arrayOf("countriesOfOperation", false, 250, Shape.item().country("", true))
                .oneOf("businessType", false, List.of("AGRICULTURE_FORESTRY_FISHING_AND_HUNTING",
                        "MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION", "UTILITIES", "CONSTRUCTION", "MANUFACTURING", "WHOLESALE_TRADE",
                        "RETAIL_TRADE", "TRANSPORTATION_AND_WAREHOUSING", "INFORMATION", "FINANCE_AND_INSURANCE",
                        "REAL_ESTATE_AND_RENTAL_AND_LEASING", "PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES",
                        "MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES",
                        "ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES", "EDUCATIONAL_SERVICES",
                        "HEALTH_CARE_AND_SOCIAL_ASSISTANCE", "ARTS_ENTERTAINMENT_AND_RECREATION", "ACCOMMODATION_AND_FOOD_SERVICES",
                        "OTHER_SERVICES", "PUBLIC_ADMINISTRATION"))
                .oneOf("purposeOfAccount", false, PURPOSE_OF_ACCOUNT)
                .string("sourceOfFunds", false, 1, 500)
                .oneOf("expectedMonthlyTransactionCount", false, MONTHLY_COUNT)
                .oneOf("expectedMonthlyTransactionVolume", false, MONTHLY_VOLUME)
                .arrayOf("expectedRecipientJurisdictions", false, 250, Shape.item().country("", true))
                .pattern("naicsCode", false, Pattern.compile("^\\d{2,6}$"), "a NAICS code of 2 to 6 digits")
                .arrayOf("sourceOfFundsCategories", false, 20, Shape.item().oneOf("", true, List.of("OPERATING_REVENUE",
                        "INVESTMENT_INCOME", "LOANS", "VENTURE_CAPITAL", "PERSONAL_SAVINGS", "DONATIONS", "OTHER")))
                .string("sourceOfFundsOtherDescription", false, 1, 500)
                .string("purposeOfAccountOtherDescription", false, 1, 500)
                .arrayOf("expectedCounterpartyCountries", false, 250, Shape.item().country("", true))
                .string("primaryContactFirstName", false, 1, 250)
                .string("primaryContactLastName", false, 1, 250);
    }

    /**
     * A row of the bulk-import CSV, whose own format asks more of an individual (name, birth date and
     * address) and less of a business (its legal name and address: no tax id or incorporation date,
     * which the file has no column for) than {@code POST /customers} (whose request records say the
     * same rules); every field it has is checked by the same rules.
     */
    public static final Shape INDIVIDUAL_IMPORT = individualFields(common(Shape.object()))
            .string("fullName", true, 1, 200)
            .date("birthDate", true, true)
            .nested("address", true, importedAddress());

    /** The business form of {@link #INDIVIDUAL_IMPORT}. */
    public static final Shape BUSINESS_IMPORT = common(Shape.object())
            .nested("address", true, importedAddress())
            .nested("businessInfo", true, businessInfo(true).date("incorporatedOn", false, true).string("taxId", false, 1, 100));

    /** The CSV's address: every column but the second line is required. */
    private static Shape importedAddress() {
        return Shape.object()
                .string("line1", true, 1, 200)
                .string("line2", false, 0, 200)
                .string("city", true, 1, 100)
                .string("state", true, 1, 100)
                .string("postalCode", true, 1, 20)
                .country("country", true);
    }
}
