package net.ccpay.customer.customers.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.JsonString;
import net.ccpay.common.validation.RequestRecords;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
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
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.customer.customers.application.CustomerService;
import net.ccpay.customer.customers.application.CustomerShapes;
import net.ccpay.customer.customers.domain.CustomerRepository.CustomerFilter;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.web.QueryParams;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** {@code /customers}: create, list, read, change and delete customers; terms. */
@ApplicationScoped
@Path("/customers")
@Produces(MediaType.APPLICATION_JSON)
public class CustomerResource {

    @Inject
    CustomerService service;

    @Inject
    @ConfigProperty(name = "platform.terms.url", defaultValue = "https://ccpay.example/legal/end-user-terms/v1")
    String termsUrl;

    /**
     * A retry with the same {@code Idempotency-Key} replays the first answer (a client that lost the answer
     * gets the customer it created, not the 409 of a second create with the same platformCustomerId).
     */
    @POST
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(JsonValue body) {
        JsonObject in = object(body);
        FieldErrors errors = new FieldErrors();
        Record request = RequestRecords.read(in, CustomerRequests.createRecord(in.get("customerType") instanceof JsonString s ? s.getString() : null),
                errors);
        return Response.status(201).entity(CustomerMapper.toJson(service.create(RequestRecords.validJson(request, errors), errors))).build();
    }

    @GET
    public JsonObject list(@QueryParam("platformCustomerId") String platformCustomerId, @QueryParam("customerType") String customerType,
                           @QueryParam("createdAfter") String createdAfter, @QueryParam("createdBefore") String createdBefore,
                           @QueryParam("updatedAfter") String updatedAfter, @QueryParam("updatedBefore") String updatedBefore,
                           @QueryParam("region") String region, @QueryParam("currency") String currency,
                           @QueryParam("umaAddress") String umaAddress, @QueryParam("isIncludingDeleted") String includingDeleted,
                           @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        QueryParams.oneOf("customerType", customerType, CustomerShapes.CUSTOMER_TYPES, errors);
        if (region != null && !CustomerShapes.REGION.matcher(region).matches()) {
            errors.add(new FieldError("region", FieldError.Constraint.pattern(CustomerShapes.REGION.pattern()),
                    "must be a two-letter region code such as US"));
        }
        QueryParams.currency("currency", currency, errors);
        Boolean withDeleted = QueryParams.bool("isIncludingDeleted", includingDeleted, errors);
        CustomerFilter filter = new CustomerFilter(platformCustomerId, customerType,
                QueryParams.dateTime("createdAfter", createdAfter, errors), QueryParams.dateTime("createdBefore", createdBefore, errors),
                QueryParams.dateTime("updatedAfter", updatedAfter, errors), QueryParams.dateTime("updatedBefore", updatedBefore, errors),
                region, currency, umaAddress, Boolean.TRUE.equals(withDeleted));
        QueryParams.window("createdAfter", filter.createdAfter(), "createdBefore", filter.createdBefore(), errors);
        QueryParams.window("updatedAfter", filter.updatedAfter(), "updatedBefore", filter.updatedBefore(), errors);
        errors.throwIfAny();
        return service.list(filter, page).toJson(CustomerMapper::toJson);
    }

    /** A literal path that {@code {customerId}} would otherwise capture. */
    @GET
    @Path("end-user-terms")
    public JsonObject endUserTerms() {
        return JsonP.createObjectBuilder().add("version", CustomerShapes.TERMS_VERSION).add("url", termsUrl).build();
    }

    @GET
    @Path("{customerId}")
    public JsonObject get(@PathParam("customerId") String id) {
        return CustomerMapper.toJson(service.get(id));
    }

    @PATCH
    @Path("{customerId}")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject update(@PathParam("customerId") String id, JsonValue body) {
        JsonObject in = object(body);
        return CustomerMapper.toJson(service.update(id, in.get("customerType"), (individual, errors) -> RequestRecords.validJson(
                RequestRecords.read(in, CustomerRequests.updateRecord(individual), errors),
                errors)));
    }

    @DELETE
    @Path("{customerId}")
    public JsonObject delete(@PathParam("customerId") String id) {
        return CustomerMapper.toJson(service.delete(id));
    }

    static JsonObject object(JsonValue body) {
        if (!(body instanceof JsonObject o)) {
            throw ApiException.invalidInput("The body must be a JSON object describing the customer");
        }
        return o;
    }
}
