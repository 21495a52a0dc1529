package net.ccpay.quote.payments.domain;

import net.ccpay.quote.external.domain.ExternalAccount;

/** The counterparty a payment to an external account tells (the port; the account's info is stored as JSON). */
public interface Counterparties {

    /** The beneficiary the account's info names, or null when it names none (or its info cannot be read). */
    Counterparty of(ExternalAccount account);
}
