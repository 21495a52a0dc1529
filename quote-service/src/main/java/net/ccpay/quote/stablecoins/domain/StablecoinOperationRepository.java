package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Mints and burns. */
public interface StablecoinOperationRepository {

    Optional<StablecoinOperation> find(String id);

    /** Adds the operation and writes it at once. */
    void add(StablecoinOperation operation);

    /** A stablecoin's operations, most recent first; a null type means "any". */
    Page<StablecoinOperation> list(String stablecoinId, String operationType, PageRequest page);

    /** The ids of operations whose next step is due at {@code now}, the earliest first, at most {@code limit}. */
    List<String> due(Instant now, int limit);

    /**
     * The operation if a step of it is still scheduled, its row locked; empty as well when another transaction
     * holds it (skipped, not awaited).
     */
    Optional<StablecoinOperation> findScheduledForUpdateSkipLocked(String id);
}
