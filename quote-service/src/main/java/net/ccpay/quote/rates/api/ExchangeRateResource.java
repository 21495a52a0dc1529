package net.ccpay.quote.rates.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.web.QueryParams;
import net.ccpay.quote.rates.domain.ExchangeRates;

import java.util.List;

/**
 * {@code GET /exchange-rates}: the platform's corridors, with its fees, cached about five minutes.
 * {@code destinationCurrency} may be repeated or comma-joined.
 */
@ApplicationScoped
@Path("/exchange-rates")
public class ExchangeRateResource {

    @Inject
    ExchangeRates rates;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject list(@QueryParam("sourceCurrency") String source, @QueryParam("destinationCurrency") List<String> destinations,
                           @QueryParam("sendingAmount") String sendingAmount) {
        FieldErrors errors = new FieldErrors();
        Long amount = QueryParams.integer("sendingAmount", sendingAmount, 0, Long.MAX_VALUE, errors);
        errors.throwIfAny();
        return ExchangeRateMapper.toJson(rates.list(source, QueryParams.list(destinations), amount));
    }
}
