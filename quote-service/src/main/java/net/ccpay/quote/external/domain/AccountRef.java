package net.ccpay.quote.external.domain;

import net.ccpay.common.ids.InternalAccountId;

import java.util.Optional;

/**
 * An account a request names where more than one kind may stand (a quote's source or destination, a
 * mint's destination, a transfer's side, a card's funding source): read once, where the request is read,
 * as one of the platform's internal accounts, an external account, or text that is neither. The use case
 * decides what each kind means for it, and reports the text that is neither in its own words (an unknown
 * account, a field error among the request's others) where the edge alone could not.
 */
public sealed interface AccountRef {

    /** The text the request gave. */
    String text();

    record Internal(InternalAccountId id) implements AccountRef {
        @Override
        public String text() { return id.value(); }
    }

    record External(ExternalAccountId id) implements AccountRef {
        @Override
        public String text() { return id.value(); }
    }

    /** Text that is neither an internal nor an external account's id. */
    record Neither(String text) implements AccountRef {}

    static AccountRef parse(String text) {
        Optional<AccountRef> internal = InternalAccountId.parse(text).map(Internal::new);
        if (internal.isPresent()) {
            return internal.get();
        }
        Optional<AccountRef> external = ExternalAccountId.parse(text).map(External::new);
        return external.orElseGet(() -> new Neither(text));
    }

    /** The internal account's id, when this is one. */
    default Optional<InternalAccountId> internal() {
        return this instanceof Internal i ? Optional.of(i.id()) : Optional.empty();
    }

    /** The external account's id, when this is one. */
    default Optional<ExternalAccountId> external() {
        return this instanceof External e ? Optional.of(e.id()) : Optional.empty();
    }
}
