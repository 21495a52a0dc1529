package net.ccpay.quote.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonReader;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.events.EventFacts;
import net.ccpay.common.events.EventHandler;
import net.ccpay.common.events.EventType;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.accounts.application.InternalAccounts;
import net.ccpay.quote.currency.PlatformCurrencies;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;

import java.io.StringReader;
import java.time.Instant;

/**
 * What quote-service does with the platform's events: keeps its customer read model current,
 * provisions internal accounts when a customer's KYC or KYB is approved, and follows the platform
 * config (currencies, bounds, fees) that webhook-service owns. Runs in the inbox
 * transaction (handled once per event id).
 */
@ApplicationScoped
public class QuoteEventHandler implements EventHandler {

    @Inject
    CustomerDirectory customers;

    @Inject
    InternalAccounts accounts;

    @Inject
    PlatformCurrencies platformCurrencies;

    @Override
    public boolean handles(EventType eventType) {
        return eventType.family() == EventType.Family.CUSTOMER || eventType == EventType.PLATFORM_CONFIG_UPDATED;
    }

    @Override
    public void handle(EventEnvelope event) {
        EventType type = event.eventType().orElse(null);
        if (type == null || !handles(type)) {
            return;
        }
        if (type == EventType.PLATFORM_CONFIG_UPDATED) {
            // the contract's PlatformConfig, the same document its owner's internal endpoint answers
            try (JsonReader r = JsonP.createReader(new StringReader(event.data()))) {
                platformCurrencies.replace(r.readObject());
            }
            return;
        }
        CustomerView c = customers.apply(EventFacts.customer(event), Instant.parse(event.occurredAt()));
        if (c.deleted()) {
            accounts.closeFor(c.id());
        } else if (c.approved()) {
            accounts.provisionFor(c);
        }
    }
}
