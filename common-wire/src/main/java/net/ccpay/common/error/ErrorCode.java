package net.ccpay.common.error;

/** Error codes of the brief (and of the public contract where the brief is silent). */
public final class ErrorCode {
    private ErrorCode() {}

    public static final String INVALID_INPUT = "INVALID_INPUT";
    public static final String SELF_PAYMENT = "SELF_PAYMENT";
    public static final String QUOTE_NOT_FOUND = "QUOTE_NOT_FOUND";
    public static final String TOKEN_NOT_FOUND = "TOKEN_NOT_FOUND";
    public static final String TRANSACTION_NOT_FOUND = "TRANSACTION_NOT_FOUND";
    public static final String INVALID_STATE_TRANSITION = "INVALID_STATE_TRANSITION";
    public static final String TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL = "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL";
    public static final String TRANSACTION_NOT_CANCELLABLE = "TRANSACTION_NOT_CANCELLABLE";
    public static final String INVALID_CURRENCY = "INVALID_CURRENCY";
    public static final String INVALID_UMA_ADDRESS = "INVALID_UMA_ADDRESS";
    public static final String INVALID_BANK_ACCOUNT = "INVALID_BANK_ACCOUNT";
    public static final String INVALID_AMOUNT = "INVALID_AMOUNT";
    public static final String AMOUNT_OUT_OF_RANGE = "AMOUNT_OUT_OF_RANGE";
    public static final String WEBHOOK_ENDPOINT_NOT_SET = "WEBHOOK_ENDPOINT_NOT_SET";
    public static final String WEBHOOK_DELIVERY_ERROR = "WEBHOOK_DELIVERY_ERROR";
    public static final String UNAUTHORIZED = "UNAUTHORIZED";
    // 401 codes of the brief for signed requests (embedded-wallet signature and its Request-Id)
    public static final String INVALID_SIGNATURE = "INVALID_SIGNATURE";
    public static final String WALLET_SIGNATURE_MISSING = "WALLET_SIGNATURE_MISSING";
    public static final String WALLET_SIGNATURE_MALFORMED = "WALLET_SIGNATURE_MALFORMED";
    public static final String WALLET_SIGNATURE_BODY_MISMATCH = "WALLET_SIGNATURE_BODY_MISMATCH";
    public static final String WALLET_SIGNATURE_INVALID = "WALLET_SIGNATURE_INVALID";
    public static final String REQUEST_ID_MISSING = "REQUEST_ID_MISSING";
    // 400 of the brief: one EMAIL_OTP and one SMS_OTP credential per wallet; a PASSKEY credential with
    // the same WebAuthn credentialId is already registered
    public static final String EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS = "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS";
    public static final String SMS_OTP_CREDENTIAL_ALREADY_EXISTS = "SMS_OTP_CREDENTIAL_ALREADY_EXISTS";
    public static final String PASSKEY_CREDENTIAL_ALREADY_EXISTS = "PASSKEY_CREDENTIAL_ALREADY_EXISTS";
    // UMA invitations (brief, 400 and 404 tables)
    public static final String INVITATION_NOT_FOUND = "INVITATION_NOT_FOUND";
    public static final String INVITATION_ALREADY_CLAIMED = "INVITATION_ALREADY_CLAIMED";
    public static final String INVITATION_CANCELLED = "INVITATION_CANCELLED";
    public static final String INVITATIONS_NOT_CONFIGURED = "INVITATIONS_NOT_CONFIGURED";
    public static final String FORBIDDEN = "FORBIDDEN";
    public static final String USER_NOT_FOUND = "USER_NOT_FOUND";
    public static final String REFERENCE_NOT_FOUND = "REFERENCE_NOT_FOUND";
    public static final String UMA_NOT_FOUND = "UMA_NOT_FOUND";
    public static final String METHOD_NOT_ALLOWED = "METHOD_NOT_ALLOWED";
    public static final String CONFLICT = "CONFLICT";
    public static final String UMA_ADDRESS_EXISTS = "UMA_ADDRESS_EXISTS";
    public static final String CUSTOMER_DELETED = "CUSTOMER_DELETED";
    public static final String END_USER_TERMS_VERSION_NOT_FOUND = "END_USER_TERMS_VERSION_NOT_FOUND";
    public static final String PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE";
    public static final String UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE";
    public static final String NOT_ACCEPTABLE = "NOT_ACCEPTABLE";
    public static final String RATE_LIMITED = "RATE_LIMITED";
    public static final String ACCOUNT_LOCKED = "ACCOUNT_LOCKED";
    // 409 of the contract's Strong Customer Authentication: the customer's SCA login session is missing or expired
    // (POST /quotes/{id}/authorize), and an external account that is a trusted beneficiary cannot be deleted
    public static final String SCA_SESSION_REQUIRED = "SCA_SESSION_REQUIRED";
    public static final String BENEFICIARY_TRUSTED = "BENEFICIARY_TRUSTED";
    public static final String INTERNAL_ERROR = "INTERNAL_ERROR";
    public static final String NOT_IMPLEMENTED = "NOT_IMPLEMENTED";
    public static final String SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE";
}
