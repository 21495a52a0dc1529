package net.ccpay.quote.rates.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.quote.rates.domain.ExchangeRates;

import java.util.List;

/** {@code GET /exchange-rates}: the platform's corridors, with its fees, cached about five minutes. */
@ApplicationScoped
@Path("/exchange-rates")
public class ExchangeRateResource {

    @Inject
    ExchangeRates rates;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject list(@QueryParam("sourceCurrency") String source, @QueryParam("destinationCurrency") List<String> destinations,
                           @QueryParam("sendingAmount") String sendingAmount) {
        return rates.list(source, destinations, sendingAmount);
    }
}
