package net.ccpay.customer.sca.domain;

import java.util.Optional;

/** The SCA login challenges (SMS_OTP codes issued): the port the use cases store and check them through. */
public interface LoginChallenges {

    void add(LoginChallenge challenge);

    /** The challenge locked for this transaction (its attempts and use are counted under the lock). */
    Optional<LoginChallenge> findForUpdate(String challengeId);
}
