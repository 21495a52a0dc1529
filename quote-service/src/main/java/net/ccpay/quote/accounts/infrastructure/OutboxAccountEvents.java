package net.ccpay.quote.accounts.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.quote.accounts.api.InternalAccountMapper;
import net.ccpay.quote.accounts.domain.AccountEvents;
import net.ccpay.quote.accounts.domain.IncomingPayment;
import net.ccpay.quote.accounts.domain.InternalAccountView;
import net.ccpay.quote.currency.CurrencyCatalog;

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

    @Override
    public String incomingPaymentCompleted(IncomingPayment p) {
        JsonObject currency = CurrencyCatalog.find(p.amount().currency().code()).orElseThrow().toJson();
        JsonObjectBuilder tx = JsonP.createObjectBuilder()
                .add("id", p.id().value()).add("status", "COMPLETED").add("type", "INCOMING").add("direction", "CREDIT");
        if (p.customerId() != null) {
            tx.add("customerId", p.customerId());
        }
        if (p.platformCustomerId() != null) {
            tx.add("platformCustomerId", p.platformCustomerId());
        }
        String json = tx.add("destination", JsonP.createObjectBuilder().add("destinationType", "ACCOUNT").add("accountId", p.accountId())
                        .add("currency", p.amount().currency().code()))
                .add("receivedAmount", JsonP.createObjectBuilder().add("amount", p.amount().amount()).add("currency", currency))
                .add("description", p.description())
                .add("createdAt", p.at().toString()).add("updatedAt", p.at().toString()).add("settledAt", p.at().toString())
                .build().toString();
        outbox.record("INCOMING_PAYMENT.COMPLETED", p.id().value(), json);
        return json;
    }
}
