package net.ccpay.quote.payments.infrastructure;

import jakarta.json.JsonReader;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.payments.api.CounterpartyJson;
import net.ccpay.quote.payments.domain.Counterparty;

import java.io.StringReader;

/** A payment's counterparty stored as the contract's counterpartyInformation JSON text (the {@code money_transaction.counterparty} column). */
@Converter(autoApply = true)
public class CounterpartyConverter implements AttributeConverter<Counterparty, String> {

    @Override
    public String convertToDatabaseColumn(Counterparty counterparty) {
        return counterparty == null ? null : CounterpartyJson.toJson(counterparty).toString();
    }

    @Override
    public Counterparty convertToEntityAttribute(String json) {
        if (json == null) {
            return null;
        }
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            return CounterpartyJson.fromJson(r.readObject());
        }
    }
}
