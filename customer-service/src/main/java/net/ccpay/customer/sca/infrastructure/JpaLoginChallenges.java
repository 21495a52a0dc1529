package net.ccpay.customer.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.customer.sca.domain.LoginChallenge;
import net.ccpay.customer.sca.domain.LoginChallenges;

/** {@link LoginChallenges} in the service's database; joins the caller's transaction. */
@ApplicationScoped
public class JpaLoginChallenges extends JpaRows<LoginChallenge> implements LoginChallenges {

    public JpaLoginChallenges() {
        super(LoginChallenge.class);
    }

    @Override
    public void add(LoginChallenge challenge) {
        em.persist(challenge);
    }
}
