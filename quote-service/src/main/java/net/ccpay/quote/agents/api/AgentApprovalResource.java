package net.ccpay.quote.agents.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.web.QueryParams;
import net.ccpay.quote.agents.application.AgentActionBook;
import net.ccpay.quote.agents.application.AgentMoney;
import net.ccpay.quote.agents.domain.AgentAction;
import net.ccpay.quote.agents.domain.AgentActionNotFound;
import net.ccpay.quote.payments.api.TransactionResource;

import java.time.Instant;

/**
 * The platform's side of agent actions (API token): the actions awaiting approval, and approving or
 * rejecting one. Approving starts its transaction; {@code POST /transactions/{id}/approve} does the same
 * for an agent's transaction.
 */
@ApplicationScoped
@Path("/agents")
@Produces(MediaType.APPLICATION_JSON)
public class AgentApprovalResource {

    @Inject
    AgentActionBook actions;

    @Inject
    AgentMoney money;

    @GET
    @Path("approvals")
    public JsonObject approvals(@QueryParam("agentId") String agentId, @QueryParam("customerId") String customerId,
                                @QueryParam("startDate") String startDate, @QueryParam("endDate") String endDate,
                                @QueryParam("sortOrder") String sortOrder, @QueryParam("limit") String limit,
                                @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        QueryParams.id("agentId", agentId, "Agent", errors);
        QueryParams.id("customerId", customerId, "Customer", errors);
        Instant start = QueryParams.dateTime("startDate", startDate, errors);
        Instant end = QueryParams.dateTime("endDate", endDate, errors);
        QueryParams.window("startDate", start, "endDate", end, errors);
        boolean ascending = QueryParams.ascending(sortOrder, errors);
        errors.throwIfAny();
        return actions.list(new AgentActionBook.Filter(agentId, customerId, AgentAction.Status.PENDING_APPROVAL, start, end, ascending), page)
                .toJson(AgentActionMapper::toJson);
    }

    /** 200 AgentAction: APPROVED with its transaction under way, or FAILED (its quote expired, or its source could not pay). */
    @POST
    @Path("{agentId}/actions/{actionId}/approve")
    @Consumes(MediaType.WILDCARD)
    public JsonObject approve(@PathParam("agentId") String agentId, @PathParam("actionId") String actionId, String body) {
        TransactionResource.object(body, TransactionResource.NoFields.class);
        return AgentActionMapper.toJson(money.approve(agentId, action(actionId)));
    }

    @POST
    @Path("{agentId}/actions/{actionId}/reject")
    @Consumes(MediaType.WILDCARD)
    public JsonObject reject(@PathParam("agentId") String agentId, @PathParam("actionId") String actionId, String body) {
        TransactionResource.Reason r = TransactionResource.object(body, TransactionResource.Reason.class);
        return AgentActionMapper.toJson(money.reject(agentId, action(actionId), r.reason()));
    }

    private static String action(String actionId) {
        return AgentMeResource.typed("AgentAction", actionId, new AgentActionNotFound(actionId));
    }
}
