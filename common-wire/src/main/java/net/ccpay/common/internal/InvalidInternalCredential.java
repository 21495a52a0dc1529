package net.ccpay.common.internal;

/** The internal credential of a request is missing, forged, expired or meant for another service. */
public final class InvalidInternalCredential extends Exception {

    public InvalidInternalCredential(String reason) {
        super(reason, null, false, false);
    }
}
