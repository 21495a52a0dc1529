package net.ccpay.auth.wallet.credentials.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * The credential to add exists already (400 with the brief's code): the wallet's EMAIL_OTP or SMS_OTP
 * (one of each per wallet), or a passkey with the same WebAuthn credential id anywhere on the platform.
 */
public final class CredentialAlreadyExists extends DomainException {

    private CredentialAlreadyExists(String code, String message) {
        super(Kind.INVALID, code, message);
    }

    public static CredentialAlreadyExists of(AuthCredential.Type type) {
        return switch (type) {
            case EMAIL_OTP -> new CredentialAlreadyExists(ErrorCode.EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS,
                    "This wallet already has an EMAIL_OTP credential; a wallet has at most one");
            case SMS_OTP -> new CredentialAlreadyExists(ErrorCode.SMS_OTP_CREDENTIAL_ALREADY_EXISTS,
                    "This wallet already has an SMS_OTP credential; a wallet has at most one");
            case PASSKEY -> new CredentialAlreadyExists(ErrorCode.PASSKEY_CREDENTIAL_ALREADY_EXISTS,
                    "A passkey with this WebAuthn credentialId is already registered");
            case OAUTH -> throw new IllegalArgumentException("OAUTH credentials have no uniqueness rule");
        };
    }
}
