package net.ccpay.quote.external.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The ownership challenges of self-custody wallets. */
public interface OwnershipChallengeRepository {

    void add(OwnershipChallenge challenge);

    /** The account's OPEN challenges, their rows locked until the transaction ends. */
    List<OwnershipChallenge> openForUpdate(String accountId);

    /** The ids of OPEN challenges whose (sandbox) outcome is due at {@code now}, the earliest first, at most {@code limit}. */
    List<String> dueLiveness(Instant now, int limit);

    /** The challenge if it is still OPEN, its row locked; empty as well when another transaction holds it (skipped, not awaited). */
    Optional<OwnershipChallenge> findOpenForUpdateSkipLocked(String challengeId);
}
