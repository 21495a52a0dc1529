package net.ccpay.webhook.config.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import net.ccpay.common.validation.EmailAddress;
import net.ccpay.common.validation.IntegerRange;
import net.ccpay.common.validation.OneOf;

import java.util.List;

/**
 * The body of {@code PATCH /config} (the contract's PlatformConfigUpdateRequest): every field may be left
 * out; an object or array that is sent is checked whole. {@code webhookEndpoint} is only length-checked
 * here; {@code EndpointPolicy} judges the URL.
 */
public record ConfigUpdateRequest(
        @Pattern(regexp = ConfigUpdateRequest.DOMAIN, message = "must be a domain name such as uma.example.com") String umaDomain,
        @Size(min = 1, max = 2048, message = ConfigUpdateRequest.LENGTH) String webhookEndpoint,
        @Size(max = 100, message = ConfigUpdateRequest.ITEMS) List<@Valid CurrencyConfig> supportedCurrencies,
        @Valid EmbeddedWallet embeddedWalletConfig,
        @Valid CardTokenization2fa cardTokenization2faConfig,
        @Size(max = 20, message = ConfigUpdateRequest.ITEMS) List<@Valid FeeConfig> feeConfigs) {

    public static final String CURRENCY = "^[A-Z0-9]{3,5}$";
    public static final String DOMAIN = "^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}$";
    public static final String HTTPS_URL = "^https://[^\\s]{1,500}$";
    static final String REQUIRED = "is required";
    static final String LENGTH = "must be {min} to {max} characters long";
    static final String ITEMS = "must be an array of at most {max} items";
    static final String A_CURRENCY = "must be a currency code such as USD";
    static final String AN_HTTPS_URL = "must be an https URL of at most 512 characters";

    public record CurrencyConfig(
            @NotNull(message = REQUIRED) @Pattern(regexp = CURRENCY, message = A_CURRENCY) String currencyCode,
            @NotNull(message = REQUIRED) @IntegerRange(min = 0) Long minAmount,
            @NotNull(message = REQUIRED) @IntegerRange(min = 0) Long maxAmount,
            @NotNull(message = REQUIRED) @Size(max = 50, message = ITEMS) List<@Valid CounterpartyField> requiredCounterpartyFields,
            @NotNull(message = REQUIRED) @Size(max = 2, message = ITEMS) List<@OneOf({"INCOMING", "OUTGOING"}) String> enabledTransactionTypes) {}

    public record CounterpartyField(
            @NotNull(message = REQUIRED) @OneOf({"FULL_NAME", "BIRTH_DATE", "NATIONALITY", "PHONE_NUMBER", "EMAIL", "POSTAL_ADDRESS", "TAX_ID",
                "REGISTRATION_NUMBER", "USER_TYPE", "COUNTRY_OF_RESIDENCE", "ACCOUNT_IDENTIFIER", "FI_LEGAL_ENTITY_NAME", "FI_ADDRESS",
                "PURPOSE_OF_PAYMENT", "ULTIMATE_INSTITUTION_COUNTRY", "IDENTIFIER", "BUSINESS_TYPE", "COMPANY_LEGAL_NAME", "ID_TYPE",
                "ID_NUMBER"}) String name,
            @NotNull(message = REQUIRED) Boolean mandatory) {}

    public record EmbeddedWallet(
            @Size(min = 1, max = 255, message = LENGTH) String appName,
            @IntegerRange(min = 4, max = 12) Long otpLength,
            Boolean alphanumeric,
            @IntegerRange(min = 1, max = 86400) Long expirationSeconds,
            @EmailAddress String sendFromEmailAddress,
            @Size(min = 1, max = 255, message = LENGTH) String sendFromEmailSenderName,
            @EmailAddress String replyToEmailAddress,
            @Pattern(regexp = HTTPS_URL, message = AN_HTTPS_URL) String logoUrl) {}

    public record CardTokenization2fa(
            @Size(min = 1, max = 255, message = LENGTH) String displayName,
            @Pattern(regexp = HTTPS_URL, message = AN_HTTPS_URL) String logoUrl,
            @Valid Email email,
            @Valid Sms sms) {}

    public record Email(
            @EmailAddress String fromAddress,
            @Size(min = 1, max = 255, message = LENGTH) String fromName,
            @EmailAddress String replyToAddress,
            @Size(min = 1, max = 255, message = LENGTH) String subject,
            @Size(min = 1, max = 2000, message = LENGTH) String bodyText) {}

    public record Sms(
            @Size(min = 1, max = 64, message = LENGTH) String templateSid,
            @Size(min = 1, max = 480, message = LENGTH) String bodyText) {}

    public record FeeConfig(
            @NotNull(message = REQUIRED) @OneOf("CROSS_CURRENCY_TRANSACTION") String feeType,
            @NotNull(message = REQUIRED) @OneOf("USD") String sourceCurrency,
            @NotNull(message = REQUIRED) @IntegerRange(min = 0, max = 10_000) Long variableFeeBps,
            @NotNull(message = REQUIRED) @Valid FixedFee fixedFee) {}

    public record FixedFee(
            @NotNull(message = REQUIRED) @IntegerRange(min = 0) Long amount,
            @NotNull(message = REQUIRED) @Pattern(regexp = CURRENCY, message = A_CURRENCY) String currency) {}
}
