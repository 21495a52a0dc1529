package net.ccpay.customer.customers.api;

import net.ccpay.common.validation.Shape;

import java.util.List;
import java.util.regex.Pattern;

/** The request shapes of the customer operations, as the public contract defines them. */
public final class CustomerShapes {
    private CustomerShapes() {}

    public static final List<String> CUSTOMER_TYPES = List.of("INDIVIDUAL", "BUSINESS");
    public static final List<String> KYC_STATUSES = List.of("UNVERIFIED", "PENDING", "APPROVED", "REJECTED", "HOLD");
    public static final List<String> ID_TYPES = List.of("SSN", "ITIN", "EIN", "NON_US_TAX_ID");
    public static final Pattern UMA_ADDRESS = Pattern.compile("^\\$[a-zA-Z0-9._-]{1,64}@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$");
    public static final Pattern CURRENCY = Pattern.compile("^[A-Z0-9]{3,5}$");
    public static final Pattern REGION = Pattern.compile("^[A-Z]{2}$");

    static final Shape ADDRESS = Shape.object()
            .string("line1", true, 1, 200)
            .string("line2", false, 0, 200)
            .string("city", false, 1, 100)
            .string("state", false, 1, 100)
            .string("postalCode", true, 1, 20)
            .country("country", true);

    private static Shape common(Shape s) {
        return s.oneOf("customerType", true, CUSTOMER_TYPES)
                .string("platformCustomerId", false, 1, 200)
                .pattern("region", false, REGION, "a two-letter region code such as US")
                .arrayOf("currencies", false, 50, Shape.item().pattern("", true, CURRENCY, "a currency code such as USD"))
                .email("email", false)
                .phone("phoneNumber", false)
                .pattern("umaAddress", false, UMA_ADDRESS, "a UMA address such as $alice@example.com");
    }

    public static final Shape INDIVIDUAL = common(Shape.object())
            .oneOf("kycStatus", false, KYC_STATUSES)
            .string("fullName", false, 1, 200)
            .date("birthDate", false, true)
            .country("nationality", false)
            .nested("address", false, ADDRESS)
            .oneOf("idType", false, ID_TYPES)
            .string("identifier", false, 1, 100)
            .country("countryOfIssuance", false);

    static final Shape BUSINESS_INFO = Shape.object()
            .string("legalName", true, 1, 300)
            .string("doingBusinessAs", false, 1, 300)
            .country("country", true)
            .date("incorporatedOn", true, true)
            .string("taxId", true, 1, 100)
            .string("registrationNumber", false, 1, 100)
            .oneOf("entityType", false, List.of("SOLE_PROPRIETORSHIP", "PARTNERSHIP", "LLC", "CORPORATION", "S_CORPORATION",
                    "NON_PROFIT", "PUBLICLY_LISTED_COMPANY", "TRUST", "PRIVATE_FOUNDATION", "CHARITY", "OTHER"))
            .arrayOf("countriesOfOperation", false, 250, Shape.item().country("", true))
            .pattern("naicsCode", false, Pattern.compile("^\\d{2,6}$"), "a NAICS code of 2 to 6 digits");

    public static final Shape BUSINESS = common(Shape.object())
            .oneOf("kybStatus", false, KYC_STATUSES)
            .nested("address", false, ADDRESS)
            .nested("businessInfo", true, BUSINESS_INFO);
}
