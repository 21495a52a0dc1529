package net.ccpay.auth.wallet.credentials.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import net.ccpay.common.events.EventEnvelope;
import net.ccpay.common.events.EventHandler;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;
import java.time.Instant;

/**
 * What auth-service takes from the platform's events: which internal accounts are embedded wallets
 * (INTERNAL_ACCOUNT.STATUS_UPDATED) and where their owners receive one-time codes (CUSTOMER.*). Runs in the inbox
 * transaction, once per event id.
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
    public boolean handles(String eventType) {
        return "INTERNAL_ACCOUNT.STATUS_UPDATED".equals(eventType) || eventType.startsWith("CUSTOMER.");
    }

    @Override
    public void handle(EventEnvelope event) {
        if (!handles(event.type())) {
            return;
        }
        boolean account = event.type().startsWith("INTERNAL_ACCOUNT.");
        JsonObject data;
        try (JsonReader r = JsonP.createReader(new StringReader(event.data()))) {
            data = r.readObject();
        }
        Instant asOf = Instant.parse(event.occurredAt());
        if (account) {
            if ("EMBEDDED_WALLET".equals(text(data, "type")) && text(data, "customerId") != null) {
                wallets.walletChanged(data.getString("id"), data.getString("customerId"), text(data, "status"), asOf);
            }
            return;
        }
        wallets.customerChanged(data.getString("id"), text(data, "email"), text(data, "phoneNumber"),
                "CUSTOMER.DELETED".equals(event.type()) || data.getBoolean("isDeleted", false), asOf);
    }

    private static String text(JsonObject o, String name) {
        return o.get(name) instanceof JsonString s ? s.getString() : null;
    }
}
