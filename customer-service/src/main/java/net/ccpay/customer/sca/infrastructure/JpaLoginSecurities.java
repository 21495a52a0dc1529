package net.ccpay.customer.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.customer.sca.domain.LoginSecurities;
import net.ccpay.customer.sca.domain.LoginSecurity;

import java.util.Optional;

/** {@link LoginSecurities} in the service's database; joins the caller's transaction. */
@ApplicationScoped
public class JpaLoginSecurities implements LoginSecurities {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<LoginSecurity> find(String customerId) {
        return Optional.ofNullable(em.find(LoginSecurity.class, customerId));
    }

    @Override
    public LoginSecurity lockOrCreate(String customerId) {
        LoginSecurity s = em.find(LoginSecurity.class, customerId, LockModeType.PESSIMISTIC_WRITE);
        if (s == null) {
            s = new LoginSecurity(customerId);
            em.persist(s);
        }
        return s;
    }
}
