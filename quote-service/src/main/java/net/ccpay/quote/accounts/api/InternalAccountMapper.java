package net.ccpay.quote.accounts.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.currency.CurrencyCatalog.Currency;

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

    /** Sandbox deposit coordinates, derived from the account id so they are stable. */
    private static JsonArrayBuilder instructions(InternalAccount a, Currency c) {
        JsonArrayBuilder out = JsonP.createArrayBuilder();
        if ("EMBEDDED_WALLET".equals(a.type())) {
            return out;
        }
        String digits = Long.toString(Math.abs((long) a.id().hashCode()) % 10_000_000_000L);
        String ref = "REF" + digits;
        JsonObjectBuilder info = JsonP.createObjectBuilder();
        if (c.crypto()) {
            info.add("accountType", "SOLANA_WALLET").add("address", "Sbx" + digits + "WaLLet" + a.currency()).add("assetType", a.currency());
        } else {
            info.add("accountType", a.currency() + "_ACCOUNT").add("accountNumber", "00" + digits).add("reference", ref)
                    .add("bankName", "ccpay Sandbox Bank").add("paymentRails", JsonP.createArrayBuilder().add("BANK_TRANSFER"));
        }
        return out.add(JsonP.createObjectBuilder().add("accountOrWalletInfo", info)
                .add("instructionsNotes", "Sandbox: POST /sandbox/internal-accounts/" + a.id() + "/fund credits this account at once")
                .add("isPlatformAccount", a.customerId() == null));
    }
}
