package net.ccpay.customer.customers.api;

import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.customer.customers.application.CustomerService;

/** {@code /customers}: create and read customers. */
@Path("/customers")
@Produces(MediaType.APPLICATION_JSON)
public class CustomerResource {

    @Inject
    CustomerService service;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(JsonValue body) {
        if (!(body instanceof JsonObject o)) {
            throw ApiException.invalidInput("The body must be a JSON object describing the customer");
        }
        return Response.status(201).entity(service.create(o)).build();
    }

    /** A literal path that {@code {customerId}} would otherwise capture. */
    @GET
    @Path("end-user-terms")
    public JsonObject endUserTerms() {
        throw ApiException.notImplemented("GET /customers/end-user-terms");
    }

    @GET
    @Path("{customerId}")
    public JsonObject get(@PathParam("customerId") String id) {
        return service.get(id).orElseThrow(() -> ApiException.notFound(ErrorCode.USER_NOT_FOUND, "Customer " + id + " not found"));
    }
}
