package net.ccpay.quote.stablecoins.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.stablecoins.domain.StablecoinInternalAccounts;

@ApplicationScoped
public class JpaStablecoinInternalAccounts extends JpaRows<InternalAccount> implements StablecoinInternalAccounts {

    public JpaStablecoinInternalAccounts() {
        super(InternalAccount.class);
    }
}
