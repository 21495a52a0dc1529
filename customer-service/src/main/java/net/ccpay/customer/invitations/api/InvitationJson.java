package net.ccpay.customer.invitations.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.web.CurrencyJson;
import net.ccpay.customer.invitations.domain.Invitation;

import java.time.Instant;

/** The contract's UmaInvitation. */
public final class InvitationJson {

    private InvitationJson() {}

    /** The invitation as of {@code now} (a PENDING one past its expiresAt shows EXPIRED). */
    public static JsonObject of(Invitation i, Instant now) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("code", i.code())
                .add("createdAt", i.createdAt().toString())
                .add("url", i.url())
                .add("inviterUma", i.inviterUma())
                .add("status", i.status(now).name());
        i.claimedAt().ifPresent(t -> b.add("claimedAt", t.toString()));
        i.expiresAt().ifPresent(t -> b.add("expiresAt", t.toString()));
        i.inviteeUma().ifPresent(u -> b.add("inviteeUma", u));
        i.firstName().ifPresent(n -> b.add("firstName", n));
        i.amountToSend().ifPresent(amount -> {
            Currency c = CurrencyCodes.find(i.amountCurrency().orElseThrow()).orElseThrow();
            b.add("amountToSend", JsonP.createObjectBuilder().add("amount", amount).add("currency", CurrencyJson.of(c)));
        });
        return b.build();
    }
}
