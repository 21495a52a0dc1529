package net.ccpay.quote.accounts.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.web.CurrencyJson;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountView;


/** InternalAccount → the contract's InternalAccount JSON (API responses and event data alike). */
public final class InternalAccountMapper {
    private InternalAccountMapper() {}

    public static JsonObject toJson(InternalAccount a, long balance) {
        return toJson(a, balance, 0);
    }

    /** {@code balance} is spendable; {@code held} (card authorizations) counts only in totalBalance. */
    public static JsonObject toJson(InternalAccount a, long balance, long held) {
        Currency c = CurrencyCodes.find(a.currency()).orElseThrow();
        JsonObject amount = JsonP.createObjectBuilder().add("amount", balance).add("currency", CurrencyJson.of(c)).build();
        JsonObject total = JsonP.createObjectBuilder().add("amount", balance + held).add("currency", CurrencyJson.of(c)).build();
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("id", a.id());
        if (a.customerId() != null) {
            b.add("customerId", a.customerId());
        }
        b.add("type", a.type())
                .add("status", a.status().name())
                .add("balance", amount)
                .add("totalBalance", total)
                .add("fundingPaymentInstructions", SandboxFundingInstructions.of(a.id(), a.currency(), a.type(), a.customerId() == null));
        if (a.privateEnabled() != null) {
            b.add("privateEnabled", a.privateEnabled());
        }
        return b.add("createdAt", a.createdAt().toString()).add("updatedAt", a.updatedAt().toString()).build();
    }

    public static JsonObject toJson(InternalAccountView v) {
        return toJson(v.account(), v.balance().amount(), v.held().amount());
    }
}
