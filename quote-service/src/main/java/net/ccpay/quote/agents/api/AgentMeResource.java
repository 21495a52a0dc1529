package net.ccpay.quote.agents.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.web.QueryParams;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.quote.accounts.api.InternalAccountMapper;
import net.ccpay.quote.accounts.application.InternalAccounts;
import net.ccpay.quote.agents.application.AgentActionBook;
import net.ccpay.quote.agents.application.AgentMoney;
import net.ccpay.quote.agents.domain.ActingAgent;
import net.ccpay.quote.agents.domain.AgentAction;
import net.ccpay.quote.agents.domain.AgentActionNotFound;
import net.ccpay.quote.external.api.ExternalAccountMapper;
import net.ccpay.quote.external.api.CustomerExternalAccountResource;
import net.ccpay.quote.external.application.ExternalAccounts;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.payments.api.QuoteMapper;
import net.ccpay.quote.payments.api.QuoteRequests;
import net.ccpay.quote.payments.api.TransactionMapper;
import net.ccpay.quote.payments.api.TransactionResource;
import net.ccpay.quote.payments.api.TransferResource;
import net.ccpay.quote.payments.application.Transactions;
import net.ccpay.quote.payments.domain.QuoteNotFound;
import net.ccpay.quote.payments.domain.TransactionNotFound;

import java.util.List;

/**
 * {@code /agents/me/...}: the agent's operations, with its access token (the gateway checked it and
 * forwards the agent, its customer and its policy). Everything is scoped to the agent's customer.
 */
@ApplicationScoped
@Path("/agents/me")
@Produces(MediaType.APPLICATION_JSON)
public class AgentMeResource {

    private static final List<String> ACCOUNT_TYPES = List.of("INTERNAL_FIAT", "INTERNAL_CRYPTO", "EMBEDDED_WALLET");

    @Inject
    AgentMoney money;

    @Inject
    AgentActionBook actions;

    // ---- quotes --------------------------------------------------------------------------------

    @POST
    @Path("quotes")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public Response createQuote(JsonValue body) {
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE)
                .entity(QuoteMapper.toJson(money.createQuote(AgentCallers.current(), QuoteRequests.parse(body)))).build();
    }

    @GET
    @Path("quotes/{quoteId}")
    public JsonObject quote(@PathParam("quoteId") String quoteId) {
        ActingAgent agent = AgentCallers.current();
        return QuoteMapper.toJson(money.quote(agent, typed("Quote", quoteId, new QuoteNotFound(quoteId))));
    }

    /** 200 AgentAction: APPROVED with its transaction under way, or PENDING_APPROVAL; the body is optional. */
    @POST
    @Path("quotes/{quoteId}/execute")
    @Idempotent
    public JsonObject execute(@PathParam("quoteId") String quoteId, @HeaderParam("Grid-Wallet-Signature") String gridSignature,
                              @HeaderParam("Platform-Wallet-Signature") String signature, String body) {
        ActingAgent agent = AgentCallers.current();
        if (body != null && !body.isBlank() && !body.trim().startsWith("{")) {
            throw InvalidFields.of("body", "must be empty or a JSON object");
        }
        return AgentActionMapper.toJson(money.execute(agent, typed("Quote", quoteId, new QuoteNotFound(quoteId)),
                signature != null ? signature : gridSignature));
    }

    // ---- transfers -----------------------------------------------------------------------------

    @POST
    @Path("transfer-in")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public Response transferIn(JsonValue body) {
        ActingAgent agent = AgentCallers.current();
        TransferResource.TransferIn t = TransferResource.TransferIn.of(body);
        return created(AgentActionMapper.toJson(money.transferIn(agent, t.source(), t.destination(), t.amount())));
    }

    @POST
    @Path("transfer-out")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public Response transferOut(JsonValue body) {
        ActingAgent agent = AgentCallers.current();
        TransferResource.TransferOut t = TransferResource.TransferOut.of(body);
        return created(AgentActionMapper.toJson(money.transferOut(agent, t.source(), t.destination(), t.paymentRail(),
                t.amount(), t.remittanceInformation())));
    }

    // ---- transactions --------------------------------------------------------------------------

    @GET
    @Path("transactions")
    public JsonObject transactions(@QueryParam("accountIdentifier") String accountIdentifier,
                                   @QueryParam("senderAccountIdentifier") String senderAccountIdentifier,
                                   @QueryParam("receiverAccountIdentifier") String receiverAccountIdentifier,
                                   @QueryParam("status") String status, @QueryParam("type") String type, @QueryParam("reference") String reference,
                                   @QueryParam("startDate") String startDate, @QueryParam("endDate") String endDate,
                                   @QueryParam("limit") String limit, @QueryParam("cursor") String cursor, @QueryParam("sortOrder") String sortOrder) {
        ActingAgent agent = AgentCallers.current();
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        Transactions.Filter filter = TransactionResource.filter(null, null, accountIdentifier, senderAccountIdentifier,
                receiverAccountIdentifier, status, type, reference, startDate, endDate, sortOrder, errors);
        errors.throwIfAny();
        Transactions.TransactionPage p = money.transactions(agent, filter, page.limit(), page.after());
        return Page.of(p.rows(), p.limit(), p.totalCount(), t -> new Cursor(t.createdAt(), t.id()).in(filter.ascending()))
                .toJson(TransactionMapper::toJson);
    }

    @GET
    @Path("transactions/{transactionId}")
    public JsonObject transaction(@PathParam("transactionId") String id) {
        ActingAgent agent = AgentCallers.current();
        return TransactionMapper.toJson(money.transaction(agent, typed("Transaction", id, new TransactionNotFound(id))));
    }

    // ---- actions -------------------------------------------------------------------------------

    @GET
    @Path("actions")
    public JsonObject actions(@QueryParam("status") String status, @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        ActingAgent agent = AgentCallers.current();
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        AgentAction.Status wanted = QueryParams.oneOf("status", status, AgentAction.Status.class, errors);
        errors.throwIfAny();
        return actions.list(new AgentActionBook.Filter(agent.agentId(), null, wanted, null, null, false), page).toJson(AgentActionMapper::toJson);
    }

    @GET
    @Path("actions/{actionId}")
    public JsonObject action(@PathParam("actionId") String actionId) {
        ActingAgent agent = AgentCallers.current();
        return AgentActionMapper.toJson(actions.get(agent.agentId(), typed("AgentAction", actionId, new AgentActionNotFound(actionId))));
    }

    // ---- accounts ------------------------------------------------------------------------------

    @GET
    @Path("internal-accounts")
    public JsonObject internalAccounts(@QueryParam("currency") String currency, @QueryParam("type") String type,
                                       @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        ActingAgent agent = AgentCallers.current();
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        QueryParams.oneOf("type", type, ACCOUNT_TYPES, errors);
        QueryParams.currency("currency", currency, errors);
        errors.throwIfAny();
        InternalAccounts.AccountPage p = money.internalAccounts(agent, currency, type, page.limit(), page.after());
        return Page.of(p.rows(), p.limit(), p.totalCount(), v -> new Cursor(v.account().createdAt(), v.account().id()))
                .toJson(InternalAccountMapper::toJson);
    }

    @GET
    @Path("external-accounts")
    public JsonObject externalAccounts(@QueryParam("currency") String currency, @QueryParam("limit") String limit,
                                       @QueryParam("cursor") String cursor) {
        ActingAgent agent = AgentCallers.current();
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        QueryParams.currency("currency", currency, errors);
        errors.throwIfAny();
        ExternalAccounts.AccountPage p = money.externalAccounts(agent, currency, page.limit(), page.after());
        return Page.of(p.rows(), p.limit(), p.totalCount(), a -> new Cursor(a.createdAt(), a.id())).toJson(ExternalAccountMapper::toJson);
    }

    @POST
    @Path("external-accounts")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response createExternalAccount(JsonValue body) {
        ActingAgent agent = AgentCallers.current();
        if (!(body instanceof JsonObject o)) {
            throw ApiException.invalidInput("The body must be a JSON object describing the external account");
        }
        return created(ExternalAccountMapper.toJson(money.createExternalAccount(agent, o)));
    }

    @GET
    @Path("external-accounts/{externalAccountId}")
    public JsonObject externalAccount(@PathParam("externalAccountId") String id) {
        return ExternalAccountMapper.toJson(money.externalAccount(AgentCallers.current(), CustomerExternalAccountResource.pathId(id)));
    }

    @DELETE
    @Path("external-accounts/{externalAccountId}")
    public Response deleteExternalAccount(@PathParam("externalAccountId") String id) {
        money.deleteExternalAccount(AgentCallers.current(), AccountRef.parse(id));
        return Response.noContent().build();
    }

    // ---- helpers -------------------------------------------------------------------------------

    private static Response created(JsonObject body) {
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(body).build();
    }

    /** An id of another type names nothing: the operation's own 404. */
    static String typed(String type, String id, RuntimeException notFound) {
        if (!Ids.hasType(type, id)) {
            throw notFound;
        }
        return id;
    }
}
