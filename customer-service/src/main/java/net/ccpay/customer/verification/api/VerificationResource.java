package net.ccpay.customer.verification.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import net.ccpay.common.validation.RequestRecords;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.web.QueryParams;
import net.ccpay.customer.verification.application.VerificationService;
import net.ccpay.customer.verification.domain.Verification;

/** {@code /verifications}: submit a customer for KYC/KYB verification and read the results. */
@ApplicationScoped
@Path("/verifications")
@Produces(MediaType.APPLICATION_JSON)
public class VerificationResource {

    @Inject
    VerificationService service;

    /** The body of {@code POST /verifications}. */
    record SubmitRequest(
            @NotNull(message = "is required") @Size(min = 1, max = 64, message = "must be {min} to {max} characters long") String customerId) {}

    /** 200 (not 201), as the contract says: the verification is a result of submitting the customer. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject submit(JsonValue body) {
        if (!(body instanceof JsonObject o)) {
            throw ApiException.invalidInput("The body must be a JSON object such as {\"customerId\": \"Customer:...\"}");
        }
        return VerificationMapper.toJson(service.submit(RequestRecords.read(o, SubmitRequest.class).customerId()));
    }

    @GET
    public JsonObject list(@QueryParam("customerId") String customerId, @QueryParam("verificationStatus") String status,
                           @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        Verification.Status wanted = QueryParams.oneOf("verificationStatus", status, Verification.Status.class, errors);
        errors.throwIfAny();
        return service.list(customerId, wanted, page).toJson(VerificationMapper::toJson);
    }

    @GET
    @Path("{verificationId}")
    public JsonObject get(@PathParam("verificationId") String id) {
        return VerificationMapper.toJson(service.get(id));
    }
}
