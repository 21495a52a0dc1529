package net.ccpay.auth.agents.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
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
import net.ccpay.auth.agents.application.Agents;
import net.ccpay.auth.agents.domain.Agent;
import net.ccpay.auth.agents.domain.AgentNotFound;
import net.ccpay.auth.agents.domain.AgentRepository;
import net.ccpay.auth.agents.domain.AgentUsage;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.web.QueryParams;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * {@code /agents} for the platform (HTTP Basic): create, list, read, rename or pause, change the
 * policy, delete, issue a new device code. The agent's own view is {@link AgentMeResource}; device
 * codes by code are {@link DeviceCodeResource}. The agents' actions (approvals) are quote-service's,
 * which records what agents do with money; so is each agent's usage, asked for every answer.
 */
@ApplicationScoped
@Path("/agents")
@Produces(MediaType.APPLICATION_JSON)
public class AgentResource {

    @Inject
    Agents agents;

    /**
     * Every invalid field at once, the customer's existence among them: customer-service is asked
     * about a well-formed customerId even when other fields are wrong, so one answer lists them all.
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(JsonValue body) {
        AgentRequests.Create read = AgentRequests.create(body);
        if (!read.errors().isEmpty()) {
            if (read.customerIdWellFormed() && !agents.customerExists(read.customerId())) {
                read.errors().add("customerId", "names no customer of the platform");
            }
            read.errors().throwIfAny();
        }
        Agents.Created created = agents.create(read.request(), callerPermissions());
        return Response.status(201).entity(AgentJson.created(created, Instant.now())).build();
    }

    @GET
    public JsonObject list(@QueryParam("customerId") String customerId, @QueryParam("isPaused") String paused,
                           @QueryParam("isConnected") String connected, @QueryParam("createdAfter") String createdAfter,
                           @QueryParam("createdBefore") String createdBefore, @QueryParam("updatedAfter") String updatedAfter,
                           @QueryParam("updatedBefore") String updatedBefore, @QueryParam("limit") String limit,
                           @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        QueryParams.id("customerId", customerId, "Customer", errors);
        AgentRepository.AgentFilter filter = new AgentRepository.AgentFilter(customerId, QueryParams.bool("isPaused", paused, errors),
                QueryParams.bool("isConnected", connected, errors),
                QueryParams.dateTime("createdAfter", createdAfter, errors), QueryParams.dateTime("createdBefore", createdBefore, errors),
                QueryParams.dateTime("updatedAfter", updatedAfter, errors), QueryParams.dateTime("updatedBefore", updatedBefore, errors));
        QueryParams.window("createdAfter", filter.createdAfter(), "createdBefore", filter.createdBefore(), errors);
        QueryParams.window("updatedAfter", filter.updatedAfter(), "updatedBefore", filter.updatedBefore(), errors);
        errors.throwIfAny();
        Instant now = Instant.now();
        Page<Agent> p = agents.list(filter, page);
        Map<String, AgentUsage> usage = agents.usageOf(p.items());
        return p.toJson(a -> AgentJson.agent(a, usage, now));
    }

    @GET
    @Path("{agentId}")
    public JsonObject get(@PathParam("agentId") String id) {
        return withUsage(agents.get(agentId(id)));
    }

    @PATCH
    @Path("{agentId}")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject update(@PathParam("agentId") String id, JsonValue body) {
        String agentId = agentId(id);
        return withUsage(agents.update(agentId, AgentRequests.changes(body), callerPermissions()));
    }

    @DELETE
    @Path("{agentId}")
    public Response delete(@PathParam("agentId") String id) {
        agents.delete(agentId(id));
        return Response.noContent().build();
    }

    @PATCH
    @Path("{agentId}/policy")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject updatePolicy(@PathParam("agentId") String id, JsonValue body) {
        String agentId = agentId(id);
        return withUsage(agents.updatePolicy(agentId, AgentRequests.policyPatch(body), callerPermissions()));
    }

    /** 201 AgentDeviceCode; the agent's earlier unredeemed codes stop working. */
    @POST
    @Path("{agentId}/device-codes")
    public Response regenerateDeviceCode(@PathParam("agentId") String id) {
        return Response.status(201).entity(AgentJson.deviceCode(agents.regenerateDeviceCode(agentId(id), callerPermissions()))).build();
    }

    /** The API token's permissions, which cap what an agent it creates or changes may do. */
    private static java.util.Set<String> callerPermissions() {
        net.ccpay.common.internal.Caller caller = net.ccpay.common.web.RequestContext.caller();
        return caller == null ? java.util.Set.of() : caller.permissions();
    }

    private JsonObject withUsage(Agent a) {
        return AgentJson.agent(a, agents.usageOf(List.of(a)), Instant.now());
    }

    /** An id that cannot be an agent's names none: 404 like an unknown one. */
    static String agentId(String id) {
        if (!Ids.hasType("Agent", id)) {
            throw new AgentNotFound(id);
        }
        return id;
    }
}
