package net.ccpay.auth.agents.infrastructure;

import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** quote-service's internal usage endpoint, as a MicroProfile Rest Client interface. */
@Path("/internal/agent-usage")
public interface QuoteServiceApi {

    /** 200 {@code {data: [{agentId, dailySpend, dailyTransactionCount, monthlySpend}]}}. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Response usage(JsonObject request);
}
