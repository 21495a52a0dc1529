package net.ccpay.quote.external.infrastructure;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.quote.external.api.ExternalAccountMapper;
import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.external.domain.ExternalAccountEvents;

/** External-account events through the transactional outbox; their data is the contract's JSON, as the API shows it. */
@ApplicationScoped
public class OutboxExternalAccountEvents implements ExternalAccountEvents {

    @Inject
    Outbox outbox;

    @Override
    public void statusUpdated(ExternalAccount account) {
        outbox.record(EventType.EXTERNAL_ACCOUNT_STATUS_UPDATED, account.id(), ExternalAccountMapper.toJson(account).toString());
    }
}
