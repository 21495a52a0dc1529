package net.ccpay.quote.receiver.domain;

import net.ccpay.quote.customers.domain.CustomerView;

import java.util.List;
import java.util.Optional;

/** What a lookup reads: the receiving account's currency and the sender, as one read where it can be (the port). */
public interface LookupInputs {

    /** A customer as quote-service's read model has it, with the currencies of its ACTIVE accounts, oldest account first. */
    record Sender(CustomerView customer, List<String> activeCurrencies) {}

    /**
     * What an external-account lookup reads, in one round trip: the receiving account's currency (empty when there
     * is no live account with that id) and, when {@code customerId} is given and the read model has it, the sender.
     */
    record ExternalLookup(Optional<String> accountCurrency, Optional<Sender> sender) {}

    /** The reads of an external-account lookup; {@code customerId} may be null (a sender by UMA address). */
    ExternalLookup externalLookup(String accountId, String customerId);

    /** The customer's row of the read model (deleted ones too) and its active currencies; empty when the read model lacks it. */
    Optional<Sender> sender(String customerId);
}
