package net.ccpay.webhook.config.api;

import net.ccpay.common.validation.Shape;

import java.util.List;
import java.util.regex.Pattern;

/** What PATCH /config was checked with before its request record (common's Shape): the oracle of ConfigUpdateRequestTest. */
final class ShapeOfConfigUpdate {
    private ShapeOfConfigUpdate() {}

    public static final Pattern CURRENCY = Pattern.compile("^[A-Z0-9]{3,5}$");
    public static final Pattern DOMAIN = Pattern.compile("^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}$");
    public static final Pattern HTTPS_URL = Pattern.compile("^https://[^\\s]{1,500}$");
    public static final List<String> FIELD_NAMES = List.of("FULL_NAME", "BIRTH_DATE", "NATIONALITY", "PHONE_NUMBER", "EMAIL",
            "POSTAL_ADDRESS", "TAX_ID", "REGISTRATION_NUMBER", "USER_TYPE", "COUNTRY_OF_RESIDENCE", "ACCOUNT_IDENTIFIER",
            "FI_LEGAL_ENTITY_NAME", "FI_ADDRESS", "PURPOSE_OF_PAYMENT", "ULTIMATE_INSTITUTION_COUNTRY", "IDENTIFIER",
            "BUSINESS_TYPE", "COMPANY_LEGAL_NAME", "ID_TYPE", "ID_NUMBER");
    public static final List<String> TRANSACTION_TYPES = List.of("INCOMING", "OUTGOING");
    public static final List<String> FEE_TYPES = List.of("CROSS_CURRENCY_TRANSACTION");

    static final Shape COUNTERPARTY_FIELD = Shape.object()
            .oneOf("name", true, FIELD_NAMES)
            .bool("mandatory", true);

    static final Shape CURRENCY_CONFIG = Shape.object()
            .pattern("currencyCode", true, CURRENCY, "a currency code such as USD")
            .integer("minAmount", true, 0, Long.MAX_VALUE)
            .integer("maxAmount", true, 0, Long.MAX_VALUE)
            .arrayOf("requiredCounterpartyFields", true, 50, Shape.item().nested("", true, COUNTERPARTY_FIELD))
            .arrayOf("enabledTransactionTypes", true, 2, Shape.item().oneOf("", true, TRANSACTION_TYPES));

    static final Shape EMBEDDED_WALLET = Shape.object()
            .string("appName", false, 1, 255)
            .integer("otpLength", false, 4, 12)
            .bool("alphanumeric", false)
            .integer("expirationSeconds", false, 1, 86400)
            .email("sendFromEmailAddress", false)
            .string("sendFromEmailSenderName", false, 1, 255)
            .email("replyToEmailAddress", false)
            .pattern("logoUrl", false, HTTPS_URL, "an https URL of at most 512 characters");

    static final Shape CARD_TOKENIZATION_2FA_EMAIL = Shape.object()
            .email("fromAddress", false)
            .string("fromName", false, 1, 255)
            .email("replyToAddress", false)
            .string("subject", false, 1, 255)
            .string("bodyText", false, 1, 2000);

    static final Shape CARD_TOKENIZATION_2FA_SMS = Shape.object()
            .string("templateSid", false, 1, 64)
            .string("bodyText", false, 1, 480);

    static final Shape CARD_TOKENIZATION_2FA = Shape.object()
            .string("displayName", false, 1, 255)
            .pattern("logoUrl", false, HTTPS_URL, "an https URL of at most 512 characters")
            .nested("email", false, CARD_TOKENIZATION_2FA_EMAIL)
            .nested("sms", false, CARD_TOKENIZATION_2FA_SMS);

    static final Shape FIXED_FEE = Shape.object()
            .integer("amount", true, 0, Long.MAX_VALUE)
            .pattern("currency", true, CURRENCY, "a currency code such as USD");

    static final Shape FEE_CONFIG = Shape.object()
            .oneOf("feeType", true, FEE_TYPES)
            .oneOf("sourceCurrency", true, List.of("USD"))
            .integer("variableFeeBps", true, 0, 10_000)
            .nested("fixedFee", true, FIXED_FEE);

    /** webhookEndpoint is only length-checked here; {@code EndpointPolicy} judges the URL. */
    public static final Shape UPDATE = Shape.object()
            .pattern("umaDomain", false, DOMAIN, "a domain name such as uma.example.com")
            .string("webhookEndpoint", false, 1, 2048)
            .arrayOf("supportedCurrencies", false, 100, Shape.item().nested("", true, CURRENCY_CONFIG))
            .nested("embeddedWalletConfig", false, EMBEDDED_WALLET)
            .nested("cardTokenization2faConfig", false, CARD_TOKENIZATION_2FA)
            .arrayOf("feeConfigs", false, 20, Shape.item().nested("", true, FEE_CONFIG));
}
