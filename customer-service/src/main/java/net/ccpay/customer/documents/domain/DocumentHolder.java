package net.ccpay.customer.documents.domain;

import net.ccpay.common.ids.CustomerId;
import net.ccpay.customer.owners.domain.BeneficialOwnerId;

import java.util.Optional;

/** Whom a document describes: a customer or a beneficial owner, told apart once, where the request's text is read. */
public sealed interface DocumentHolder {

    record OfCustomer(CustomerId id) implements DocumentHolder {}

    record OfOwner(BeneficialOwnerId id) implements DocumentHolder {}

    /** The holder {@code text} names, or empty when it is neither a customer's nor a beneficial owner's id. */
    static Optional<DocumentHolder> parse(String text) {
        Optional<DocumentHolder> customer = CustomerId.parse(text).map(OfCustomer::new);
        return customer.isPresent() ? customer : BeneficialOwnerId.parse(text).map(OfOwner::new);
    }
}
