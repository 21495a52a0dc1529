package net.ccpay.quote.payments.domain;

import java.util.Optional;

/**
 * Transactions that another context holds for the platform's decision: an agent's action awaiting
 * approval. {@code POST /transactions/{id}/approve} and {@code /reject} decide such a transaction through
 * its holder; the agents context implements this port, so payments does not depend on agents.
 */
public interface HeldTransactions {

    /** The id of what holds this transaction for a decision (an agent's action), if anything does. */
    Optional<String> holderOf(String transactionId);

    /** Approves the holder: its money moves now, or it fails and nothing moves. The transaction as it then stands. */
    MoneyTransaction approve(String holderId);

    /** Rejects the holder: nothing moves. The transaction as it then stands. */
    MoneyTransaction reject(String holderId, String reason);
}
