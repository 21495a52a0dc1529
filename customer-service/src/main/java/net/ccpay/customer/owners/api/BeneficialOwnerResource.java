package net.ccpay.customer.owners.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import net.ccpay.common.validation.RequestRecords;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.customer.owners.application.BeneficialOwnerService;
import net.ccpay.common.paging.PageRequest;

/** {@code /beneficial-owners}: the owners and controllers of business customers. */
@ApplicationScoped
@Path("/beneficial-owners")
@Produces(MediaType.APPLICATION_JSON)
public class BeneficialOwnerResource {

    @Inject
    BeneficialOwnerService service;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(JsonValue body) {
        FieldErrors errors = new FieldErrors();
        var request = RequestRecords.read(object(body), BeneficialOwnerRequests.Create.class, errors);
        return Response.status(201).entity(BeneficialOwnerMapper.toJson(service.create(RequestRecords.validJson(request, errors), errors))).build();
    }

    @GET
    public JsonObject list(@QueryParam("customerId") String customerId, @QueryParam("limit") String limit,
                           @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        if (customerId == null || customerId.isBlank()) {
            errors.add("customerId", "is required: the id of the business customer whose beneficial owners to list");
        }
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        errors.throwIfAny();
        return service.list(customerId, page).toJson(BeneficialOwnerMapper::toJson);
    }

    @GET
    @Path("{beneficialOwnerId}")
    public JsonObject get(@PathParam("beneficialOwnerId") String id) {
        return BeneficialOwnerMapper.toJson(service.get(id));
    }

    @PATCH
    @Path("{beneficialOwnerId}")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject update(@PathParam("beneficialOwnerId") String id, JsonValue body) {
        FieldErrors errors = new FieldErrors();
        var request = RequestRecords.read(object(body), BeneficialOwnerRequests.Update.class, errors);
        return BeneficialOwnerMapper.toJson(service.update(id, RequestRecords.validJson(request, errors), errors));
    }

    static JsonObject object(JsonValue body) {
        if (!(body instanceof JsonObject o)) {
            throw ApiException.invalidInput("The body must be a JSON object");
        }
        return o;
    }
}
