package net.ccpay.quote.payments.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.payments.domain.Counterparty;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The contract's {@code counterpartyInformation} object, both on the wire and as stored in the
 * {@code money_transaction.counterparty} column ({@code infrastructure.CounterpartyConverter}): its
 * fields' names and texts, so {@link #fromJson} reads back exactly what {@link #toJson} wrote.
 */
public final class CounterpartyJson {

    private CounterpartyJson() {}

    public static JsonObject toJson(Counterparty c) {
        JsonObjectBuilder b = JsonP.createObjectBuilder();
        c.fields().forEach(b::add);
        return b.build();
    }

    /** Its text fields (the only kind ever written); null for an object without any. */
    public static Counterparty fromJson(JsonObject o) {
        Map<String, String> fields = new LinkedHashMap<>();
        o.forEach((name, value) -> {
            if (value instanceof JsonString s) {
                fields.put(name, s.getString());
            }
        });
        return fields.isEmpty() ? null : new Counterparty(fields);
    }
}
