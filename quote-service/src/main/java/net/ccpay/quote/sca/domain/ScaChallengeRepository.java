package net.ccpay.quote.sca.domain;

import java.util.Optional;

/** The SCA challenges of quote-service's subjects. */
public interface ScaChallengeRepository {

    void add(ScaChallenge challenge);

    /** The latest challenge of a subject (by creation time, then id), satisfied or not. */
    Optional<ScaChallenge> latest(String subject);

    /** The challenge with its row locked until the transaction ends: checks and re-sends of one challenge run one after the other. */
    Optional<ScaChallenge> findForUpdate(String challengeId);
}
