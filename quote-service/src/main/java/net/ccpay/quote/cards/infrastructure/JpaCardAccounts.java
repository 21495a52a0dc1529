package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.cards.domain.CardAccounts;

@ApplicationScoped
public class JpaCardAccounts extends JpaRows<InternalAccount> implements CardAccounts {

    public JpaCardAccounts() {
        super(InternalAccount.class);
    }
}
