package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.cards.domain.CardAccounts;

import java.util.Optional;

@ApplicationScoped
public class JpaCardAccounts implements CardAccounts {

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
