package net.ccpay.quote.accounts.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.quote.accounts.api.InternalAccountMapper;
import net.ccpay.quote.accounts.domain.AccountEvents;
import net.ccpay.quote.accounts.domain.InternalAccountView;

/** Account events through the transactional outbox; their data is the contract's JSON, as the API shows it. */
@ApplicationScoped
public class OutboxAccountEvents implements AccountEvents {

    @Inject
    Outbox outbox;

    @Override
    public void statusUpdated(InternalAccountView account) {
        outbox.record("INTERNAL_ACCOUNT.STATUS_UPDATED", account.account().id(), InternalAccountMapper.toJson(account).toString());
    }

    @Override
    public void balanceUpdated(InternalAccountView account) {
        outbox.record("INTERNAL_ACCOUNT.BALANCE_UPDATED", account.account().id(), InternalAccountMapper.toJson(account).toString());
    }
}
