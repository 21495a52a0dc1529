package net.ccpay.quote.external.domain;

/** The announcements of external-account changes (recorded in the caller's transaction). */
public interface ExternalAccountEvents {

    void statusUpdated(ExternalAccount account);
}
