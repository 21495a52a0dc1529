package net.ccpay.quote.accounts.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.accounts.domain.FundingInstructions;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountView;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.currency.CurrencyCatalog.Currency;

import java.util.List;
import java.util.Map;

/** InternalAccount → the contract's InternalAccount JSON (API responses and event data alike). */
public final class InternalAccountMapper {
    private InternalAccountMapper() {}

    public static JsonObject toJson(InternalAccount a, long balance) {
        Currency c = CurrencyCatalog.find(a.currency()).orElseThrow();
        JsonObject amount = JsonP.createObjectBuilder().add("amount", balance).add("currency", c.toJson()).build();
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("id", a.id());
        if (a.customerId() != null) {
            b.add("customerId", a.customerId());
        }
        b.add("type", a.type())
                .add("status", a.status().name())
                .add("balance", amount)
                .add("totalBalance", amount)
                .add("fundingPaymentInstructions", instructions(a, c));
        if (a.privateEnabled() != null) {
            b.add("privateEnabled", a.privateEnabled());
        }
        return b.add("createdAt", a.createdAt().toString()).add("updatedAt", a.updatedAt().toString()).build();
    }

    public static JsonObject toJson(InternalAccountView v) {
        return toJson(v.account(), v.balance().amount());
    }

    /** The contract's variant for the account's currency; none for embedded wallets and currencies without one. */
    private static JsonArrayBuilder instructions(InternalAccount a, Currency c) {
        JsonArrayBuilder out = JsonP.createArrayBuilder();
        FundingInstructions.accountOrWalletInfo(a.id(), c.code(), a.type()).ifPresent(info -> out.add(JsonP.createObjectBuilder()
                .add("accountOrWalletInfo", json(info))
                .add("instructionsNotes", "Sandbox: POST /sandbox/internal-accounts/" + a.id() + "/fund credits this account at once")
                .add("isPlatformAccount", a.customerId() == null)));
        return out;
    }

    private static JsonObjectBuilder json(Map<String, Object> info) {
        JsonObjectBuilder b = JsonP.createObjectBuilder();
        info.forEach((k, v) -> {
            if (v instanceof List<?> list) {
                JsonArrayBuilder arr = JsonP.createArrayBuilder();
                list.forEach(x -> arr.add(x.toString()));
                b.add(k, arr);
            } else {
                b.add(k, v.toString());
            }
        });
        return b;
    }
}
