package net.ccpay.auth.tokens.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.tokens.application.TokenAdmin;
import net.ccpay.auth.tokens.domain.ApiToken;
import net.ccpay.auth.tokens.domain.ApiTokenRepository;
import net.ccpay.auth.tokens.domain.TokenNotFound;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.web.QueryParams;
import net.ccpay.common.web.RequestContext;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** {@code /tokens}: the platform's API tokens (HTTP Basic credentials {@code clientId:clientSecret}). */
@ApplicationScoped
@Path("/tokens")
@Produces(MediaType.APPLICATION_JSON)
public class ApiTokenResource {

    /** The contract's permissions; the platform's own OPERATOR permission is neither granted nor shown here. */
    static final List<String> PERMISSIONS = List.of("VIEW", "TRANSACT", "MANAGE");

    /** The body of {@code POST /tokens} (the contract's ApiTokenCreateRequest). */
    record CreateRequest(
            @NotNull(message = "is required") @Size(min = 1, max = 200, message = "must be {min} to {max} characters long") String name,
            @NotNull(message = "is required") @Size(max = 3, message = "must be an array of at most {max} items")
            List<@OneOf({"VIEW", "TRANSACT", "MANAGE"}) String> permissions) {}

    @Inject
    TokenAdmin tokens;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(JsonValue body) {
        if (!(body instanceof JsonObject in)) {
            throw InvalidFields.of("body", "must be a JSON object {name, permissions}");
        }
        FieldErrors errors = new FieldErrors();
        CreateRequest request = RequestRecords.read(in, CreateRequest.class, errors);
        Set<String> permissions = new LinkedHashSet<>();
        if (request.permissions() != null && !errors.has("permissions")) {
            permissions.addAll(request.permissions());
            if (permissions.isEmpty()) {
                errors.add("permissions", FieldError.Constraint.oneOf(PERMISSIONS), "must name at least one permission");
            }
        }
        errors.throwIfAny();
        Caller caller = RequestContext.caller();
        TokenAdmin.Created created = tokens.create(request.name(), List.copyOf(permissions),
                caller == null ? Set.of() : caller.permissions());
        JsonObject json = JsonP.createObjectBuilder(toJson(created.token())).add("clientSecret", created.clientSecret()).build();
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(json).build();
    }

    @GET
    public JsonObject list(@QueryParam("name") String name, @QueryParam("createdAfter") String createdAfter,
                           @QueryParam("createdBefore") String createdBefore, @QueryParam("updatedAfter") String updatedAfter,
                           @QueryParam("updatedBefore") String updatedBefore, @QueryParam("limit") String limit,
                           @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        ApiTokenRepository.Filter filter = new ApiTokenRepository.Filter(name, QueryParams.dateTime("createdAfter", createdAfter, errors),
                QueryParams.dateTime("createdBefore", createdBefore, errors), QueryParams.dateTime("updatedAfter", updatedAfter, errors),
                QueryParams.dateTime("updatedBefore", updatedBefore, errors));
        QueryParams.window("createdAfter", filter.createdAfter(), "createdBefore", filter.createdBefore(), errors);
        QueryParams.window("updatedAfter", filter.updatedAfter(), "updatedBefore", filter.updatedBefore(), errors);
        errors.throwIfAny();
        TokenAdmin.TokenPage p = tokens.list(filter, page.limit(), page.after());
        return Page.of(p.rows(), p.limit(), p.totalCount(), t -> new Cursor(t.createdAt(), t.id())).toJson(ApiTokenResource::toJson);
    }

    @GET
    @Path("/{tokenId}")
    public JsonObject get(@PathParam("tokenId") String id) {
        return toJson(tokens.get(id(id)));
    }

    @DELETE
    @Path("/{tokenId}")
    public Response delete(@PathParam("tokenId") String id) {
        Caller caller = RequestContext.caller();
        tokens.delete(id(id), caller == null ? Set.of() : caller.permissions());
        return Response.noContent().build();
    }

    static JsonObject toJson(ApiToken t) {
        JsonArrayBuilder permissions = JsonP.createArrayBuilder();
        t.permissions().stream().filter(PERMISSIONS::contains).forEach(permissions::add);
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", t.id())
                .add("name", t.name())
                .add("permissions", permissions)
                .add("clientId", t.clientId())
                .add("createdAt", t.createdAt().toString())
                .add("updatedAt", t.updatedAt().toString());
        return b.build();
    }

    private static String id(String tokenId) {
        if (!Ids.hasType("Token", tokenId)) {
            throw new TokenNotFound(tokenId);
        }
        return tokenId;
    }
}
