package net.ccpay.quote.accounts.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.events.EventFacts.InternalAccountFacts;
import net.ccpay.common.events.EventType;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.quote.accounts.api.InternalAccountMapper;
import net.ccpay.quote.accounts.domain.AccountEvents;
import net.ccpay.quote.accounts.domain.InternalAccountView;

/**
 * Account events through the transactional outbox: their data is the contract's JSON, as the API shows it (for
 * webhooks); their facts are what auth-service reads.
 */
@ApplicationScoped
public class OutboxAccountEvents implements AccountEvents {

    @Inject
    Outbox outbox;

    @Override
    public void statusUpdated(InternalAccountView account) {
        outbox.record(EventType.INTERNAL_ACCOUNT_STATUS_UPDATED, account.account().id(), InternalAccountMapper.toJson(account).toString(),
                facts(account));
    }

    @Override
    public void balanceUpdated(InternalAccountView account) {
        outbox.record(EventType.INTERNAL_ACCOUNT_BALANCE_UPDATED, account.account().id(), InternalAccountMapper.toJson(account).toString(),
                facts(account));
    }

    private static InternalAccountFacts facts(InternalAccountView v) {
        return new InternalAccountFacts(v.account().id(), v.account().customerId(), v.account().type(), v.account().status().name());
    }
}
