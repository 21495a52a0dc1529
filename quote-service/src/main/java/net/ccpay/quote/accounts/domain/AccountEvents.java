package net.ccpay.quote.accounts.domain;

/** The announcements of internal-account changes (recorded in the caller's transaction). */
public interface AccountEvents {

    void statusUpdated(InternalAccountView account);

    void balanceUpdated(InternalAccountView account);
}
