package net.ccpay.quote.rates.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.CurrencyJson;
import net.ccpay.quote.rates.domain.ExchangeRate;

import java.util.List;

/** The contract's exchange-rate list: {@code {data: [ExchangeRate...]}}. */
public final class ExchangeRateMapper {

    private ExchangeRateMapper() {}

    public static JsonObject toJson(List<ExchangeRate> rates) {
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        for (ExchangeRate r : rates) {
            data.add(JsonP.createObjectBuilder()
                    .add("sourceCurrency", CurrencyJson.of(r.source()))
                    .add("sendingAmount", r.sendingAmount())
                    .add("minSendingAmount", r.minSendingAmount())
                    .add("maxSendingAmount", r.maxSendingAmount())
                    .add("destinationCurrency", CurrencyJson.of(r.destination()))
                    .add("destinationPaymentRail", r.destinationPaymentRail())
                    .add("receivingAmount", r.receivingAmount())
                    .add("exchangeRate", r.exchangeRate())
                    .add("fees", JsonP.createObjectBuilder().add("fixed", r.fixedFee()).add("total", r.totalFee()))
                    .add("updatedAt", r.updatedAt().toString()));
        }
        return JsonP.createObjectBuilder().add("data", data).build();
    }
}
