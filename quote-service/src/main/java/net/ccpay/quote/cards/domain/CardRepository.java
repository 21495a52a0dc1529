package net.ccpay.quote.cards.domain;

import net.ccpay.common.paging.Cursor;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The issued cards. */
public interface CardRepository {

    void add(Card card);

    Optional<Card> find(String id);

    /** The card with its row locked until the transaction ends: changes to one card run one after the other. */
    Optional<Card> findForUpdate(String id);

    /**
     * A page of cards by creation time (up to {@code limit + 1} rows; the extra one says there is more), with the
     * count of all that match; a null filter means "any", {@code accountId} matches a card any of whose funding
     * sources it is.
     */
    Listed list(String cardholderId, String platformCardId, CardState state, String accountId, boolean ascending, int limit, Cursor after);

    record Listed(List<Card> rows, long totalCount) {}

    /** The PROCESSING cards whose provisioning is due at {@code now}, the earliest first, at most {@code limit}. */
    List<String> dueActivations(Instant now, int limit);

    /**
     * PROCESSING → ACTIVE for one card due at {@code now}, by one conditional update (so of several copies of the
     * service only one claims it); true when this call changed the row.
     */
    boolean activateIfDue(String id, Instant updatedAt, Instant now);

    /** The card as its row is now (after {@link #activateIfDue} changed it behind the persistence context). */
    Card reload(String id);
}
