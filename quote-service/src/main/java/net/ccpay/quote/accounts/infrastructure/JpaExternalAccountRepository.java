package net.ccpay.quote.accounts.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.accounts.domain.ExternalAccount;
import net.ccpay.quote.accounts.domain.ExternalAccountRepository;

import java.util.Optional;

@ApplicationScoped
public class JpaExternalAccountRepository implements ExternalAccountRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<ExternalAccount> findActive(String id) {
        return Optional.ofNullable(em.find(ExternalAccount.class, id)).filter(a -> !a.isDeleted());
    }
}
