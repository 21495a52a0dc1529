package net.ccpay.quote.sca.infrastructure;

import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** customer-service's internal sending of SCA codes, as a MicroProfile Rest Client interface (built by {@link net.ccpay.common.remote.RemoteServices}). */
@Path("/internal/sca-codes")
public interface CustomerServiceScaCodesApi {

    /** 204 when a code could go to the customer's phone now; 409 without a phone number; 503 when SMS cannot go. Sends nothing. */
    @GET
    @Path("/{customerId}")
    Response deliverable(@PathParam("customerId") String customerId);

    /** 204 when the SMS provider took the message; 409 without a phone number; 503 when SMS cannot go. */
    @POST
    @Path("/{customerId}")
    @Consumes(MediaType.APPLICATION_JSON)
    Response send(@PathParam("customerId") String customerId, JsonObject body);
}
