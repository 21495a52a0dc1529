package net.ccpay.auth.wallet.credentials.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.events.EventFacts;
import net.ccpay.common.events.EventFacts.CustomerFacts;
import net.ccpay.common.events.EventFacts.InternalAccountFacts;
import net.ccpay.common.events.EventHandler;
import net.ccpay.common.events.EventType;

import java.time.Instant;

/**
 * What auth-service takes from the platform's events: which internal accounts are embedded wallets
 * (INTERNAL_ACCOUNT.STATUS_UPDATED) and where their owners receive one-time codes (CUSTOMER.*), read from the events'
 * facts. Runs in the inbox transaction, once per event id.
 */
@ApplicationScoped
public class WalletEventHandler implements EventHandler {

    @Inject
    Wallets wallets;

    /**
     * Customers, and accounts' creations and status changes (every account's first event is one): a balance update
     * carries the same type, owner and status, so it changes nothing here.
     */
    @Override
    public boolean handles(EventType eventType) {
        return eventType == EventType.INTERNAL_ACCOUNT_STATUS_UPDATED || eventType.family() == EventType.Family.CUSTOMER;
    }

    @Override
    public void handle(EventEnvelope event) {
        EventType type = event.eventType().orElse(null);
        if (type == null || !handles(type)) {
            return;
        }
        Instant asOf = Instant.parse(event.occurredAt());
        if (type == EventType.INTERNAL_ACCOUNT_STATUS_UPDATED) {
            InternalAccountFacts a = EventFacts.internalAccount(event);
            if (a.embeddedWallet() && a.customerId() != null) {
                wallets.walletChanged(a.id(), a.customerId(), a.status(), asOf);
            }
            return;
        }
        CustomerFacts c = EventFacts.customer(event);
        wallets.customerChanged(c.id(), c.email(), c.phoneNumber(), c.deleted(), asOf);
    }
}
