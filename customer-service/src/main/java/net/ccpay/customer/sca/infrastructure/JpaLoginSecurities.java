package net.ccpay.customer.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import net.ccpay.common.db.JpaRows;
import net.ccpay.customer.sca.domain.LoginSecurities;
import net.ccpay.customer.sca.domain.LoginSecurity;

/** {@link LoginSecurities} in the service's database; joins the caller's transaction. */
@ApplicationScoped
public class JpaLoginSecurities extends JpaRows<LoginSecurity> implements LoginSecurities {

    public JpaLoginSecurities() {
        super(LoginSecurity.class);
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
