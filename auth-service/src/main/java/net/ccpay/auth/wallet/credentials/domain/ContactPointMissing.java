package net.ccpay.auth.wallet.credentials.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * An EMAIL_OTP or SMS_OTP credential needs the wallet owner's email or phone number (its nickname and
 * where its codes go), and the customer has none on file: 400 INVALID_INPUT saying so.
 */
public final class ContactPointMissing extends DomainException {

    private ContactPointMissing(String message) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, message);
    }

    public static ContactPointMissing of(AuthCredential.Type type) {
        return new ContactPointMissing(type == AuthCredential.Type.SMS_OTP
                ? "The wallet's customer has no phone number: set the customer's phoneNumber before adding an SMS_OTP credential"
                : "The wallet's customer has no email address: set the customer's email before adding an EMAIL_OTP credential");
    }
}
