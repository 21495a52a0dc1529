package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The end-user terms version a consent names is not the one the platform offers. */
public class TermsVersionNotFound extends DomainException {
    public TermsVersionNotFound(String given, String current) {
        super(Kind.INVALID, ErrorCode.END_USER_TERMS_VERSION_NOT_FOUND, "End-user terms version '" + given + "' is not supported; the current version is " + current
                + " (GET /customers/end-user-terms)");
    }
}
