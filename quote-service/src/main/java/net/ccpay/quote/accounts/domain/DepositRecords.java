package net.ccpay.quote.accounts.domain;

import net.ccpay.common.money.Money;

import java.time.Instant;

/**
 * Where a deposit into an internal account becomes a transaction. The payments context keeps
 * transactions and implements this port, so the accounts context books the money without knowing how a
 * transaction is stored or announced.
 */
public interface DepositRecords {

    /**
     * Records a COMPLETED incoming transaction for a deposit the ledger booked as {@code journalId}, and
     * announces it as {@code GET /transactions/{id}} shows it; in the caller's transaction.
     *
     * @return the new transaction's id
     */
    String completed(InternalAccount account, String platformCustomerId, Money amount, String journalId, String description, Instant at);
}
