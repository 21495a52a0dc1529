package net.ccpay.quote.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.events.EventHandler;
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
    public boolean handles(String eventType) {
        return eventType.startsWith("CUSTOMER.") || "PLATFORM_CONFIG.UPDATED".equals(eventType);
    }

    @Override
    public void handle(EventEnvelope event) {
        if (!handles(event.type())) {
            return;
        }
        boolean customer = event.type().startsWith("CUSTOMER.");
        JsonObject data;
        try (JsonReader r = JsonP.createReader(new StringReader(event.data()))) {
            data = r.readObject();
        }
        if (!customer) {
            platformCurrencies.replace(data);
            return;
        }
        CustomerView c = customers.apply(data, Instant.parse(event.occurredAt()));
        if (c.deleted()) {
            accounts.closeFor(c.id());
        } else if (c.approved()) {
            accounts.provisionFor(c);
        }
    }
}
