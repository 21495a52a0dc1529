package net.ccpay.quote.stablecoins.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.stablecoins.domain.StablecoinInternalAccounts;

import java.util.Optional;

@ApplicationScoped
public class JpaStablecoinInternalAccounts implements StablecoinInternalAccounts {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<InternalAccount> find(String id) {
        return Optional.ofNullable(em.find(InternalAccount.class, id));
    }

    @Override
    public Optional<InternalAccount> findForUpdate(String id) {
        return Optional.ofNullable(em.find(InternalAccount.class, id, LockModeType.PESSIMISTIC_WRITE));
    }
}
