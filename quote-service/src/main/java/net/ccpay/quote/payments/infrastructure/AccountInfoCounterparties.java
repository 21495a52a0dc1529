package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.payments.domain.Counterparties;
import net.ccpay.quote.payments.domain.Counterparty;

import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;

/** Reads the beneficiary of an external account from its stored {@code accountInfo} JSON. */
@ApplicationScoped
public class AccountInfoCounterparties implements Counterparties {

    @Override
    public Counterparty of(ExternalAccount account) {
        JsonObject info;
        try (JsonReader r = JsonP.createReader(new StringReader(account.accountInfo()))) {
            info = r.readObject();
        } catch (RuntimeException unreadable) {
            return null;
        }
        if (!(info.get("beneficiary") instanceof JsonObject beneficiary)) {
            return null;
        }
        Map<String, String> texts = new HashMap<>();
        beneficiary.forEach((name, value) -> {
            if (value instanceof JsonString s) {
                texts.put(name, s.getString());
            }
        });
        return Counterparty.ofBeneficiary(texts);
    }
}
