package net.ccpay.quote.external.domain;

import net.ccpay.common.paging.Cursor;

import java.util.List;
import java.util.Optional;

/** External accounts of customers and of the platform (deleted ones included: a finder's caller filters them). */
public interface ExternalAccountRepository {

    /** The account, deleted or not. */
    Optional<ExternalAccount> find(String id);

    /**
     * The account, deleted or not, its row locked until the transaction ends: a delete, a trust change and an
     * ownership proof of one account run one after the other.
     */
    Optional<ExternalAccount> findForUpdate(String id);

    void add(ExternalAccount account);

    /**
     * Takes the lock of an owner's accounts (the owner's row, as account provisioning locks it; created when
     * missing), so that two changes of an owner's default UMA deposit account queue.
     */
    void lockOwner(String customerId);

    /** The customer's live accounts flagged as its default UMA deposit account, their rows locked. */
    List<ExternalAccount> defaultUmaDepositAccountsForUpdate(String customerId);

    /**
     * A page of live accounts of the given owner kind, oldest first (up to {@code limit + 1} rows; the extra one
     * says there is more), with the count of all that match.
     */
    Listed list(boolean platformOwned, String customerId, String currency, int limit, Cursor after);

    record Listed(List<ExternalAccount> rows, long totalCount) {}
}
