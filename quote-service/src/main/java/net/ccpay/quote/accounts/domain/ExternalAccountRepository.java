package net.ccpay.quote.accounts.domain;

import java.util.Optional;

public interface ExternalAccountRepository {
    /** A live (not deleted) account by id. */
    Optional<ExternalAccount> findActive(String id);
}
