package net.ccpay.quote.accounts.domain;

import net.ccpay.common.paging.Cursor;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Internal accounts, the customers' and the platform's own. */
public interface InternalAccountRepository {

    /**
     * Records the owner (customer id, or {@link InternalAccount#PLATFORM}) when absent and holds its row's exclusive lock
     * until the transaction ends: provisioning for one owner runs one after the other.
     */
    void lockOwner(String ownerKey);

    /** Inserts the account unless the unique key (owner, currency) or its id already holds a row; true when inserted. */
    boolean addIfAbsent(InternalAccount account);

    Optional<InternalAccount> find(String id);

    /** The account with its row locked until the transaction ends. */
    Optional<InternalAccount> findForUpdate(String id);

    /** The account as the database holds it now (read again, not as this transaction's context last saw it). */
    Optional<InternalAccount> findRefreshed(String id);

    boolean hasAccounts(String customerId);

    /** The customer's account ids, in id order (the order their rows are locked in). */
    List<String> idsOf(String customerId);

    /**
     * Up to 200 PENDING accounts created at or before {@code createdUpTo}, oldest first, their rows locked until the
     * transaction ends; rows another transaction holds are skipped.
     */
    List<String> pendingIdsForUpdate(Instant createdUpTo);

    /** The customer's ACTIVE accounts, oldest first. */
    List<InternalAccount> activeOf(String customerId);

    /** The customer's account in this currency (one account per owner and currency), whatever its status. */
    Optional<InternalAccount> findOf(String customerId, String currency);

    /** Currencies of the customer's ACTIVE accounts, oldest account first. */
    List<String> activeCurrenciesOf(String customerId);

    /** Id and currency of each platform account. */
    List<AccountCurrency> platformAccountCurrencies();

    /** The platform's own accounts, oldest first. */
    List<InternalAccount> platformAccounts();

    /**
     * A page of customers' accounts (oldest first, after the cursor): up to {@code limit + 1} rows, the extra one saying
     * there is more, and how many match the filter.
     */
    AccountRows customerAccounts(String customerId, String currency, String type, int limit, Cursor after);

    record AccountCurrency(String id, String currency) {}

    record AccountRows(List<InternalAccount> rows, long totalCount) {}
}
