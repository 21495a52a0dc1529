package net.ccpay.customer.verification.domain;

/** Data submitted for verification as the rules read it: whether a dot path ({@code businessInfo.legalName}) names a non-blank value. */
@FunctionalInterface
public interface VerificationData {

    boolean present(String path);
}
