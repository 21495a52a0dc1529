package net.ccpay.quote.payments.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.validation.IsoDateTime;
import net.ccpay.common.web.QueryParams;
import net.ccpay.quote.payments.application.Transactions;
import net.ccpay.quote.payments.domain.HeldTransactions;
import net.ccpay.quote.payments.domain.TransactionNotFound;
import net.ccpay.quote.payments.domain.TransactionStatus;

import java.io.StringReader;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;

/** {@code /transactions}: read, list, and the platform's decisions (approve, reject, cancel, confirm receipt). */
@ApplicationScoped
@Path("/transactions")
@Produces(MediaType.APPLICATION_JSON)
public class TransactionResource {

    static final List<String> TYPES = List.of("INCOMING", "OUTGOING");

    /** A body with no fields of its own (approve): a JSON object, or nothing. */
    public record NoFields() {}

    /** The body of the decisions that may say why (reject, cancel). */
    public record Reason(@Size(min = 1, max = 500, message = "must be {min} to {max} characters long") String reason) {}

    /** The body of {@code POST /transactions/{id}/confirm}: when the receipt reached the customer (now when left out). */
    public record ConfirmRequest(@IsoDateTime String receiptDeliveryConfirmedAt) {}

    @Inject
    Transactions transactions;

    @Inject
    HeldTransactions held;

    @GET
    @Path("/{transactionId}")
    public JsonObject get(@PathParam("transactionId") String id) {
        return TransactionMapper.toJson(transactions.get(id(id)));
    }

    @GET
    public JsonObject list(@QueryParam("customerId") String customerId, @QueryParam("platformCustomerId") String platformCustomerId,
                           @QueryParam("accountIdentifier") String accountIdentifier,
                           @QueryParam("senderAccountIdentifier") String senderAccountIdentifier,
                           @QueryParam("receiverAccountIdentifier") String receiverAccountIdentifier,
                           @QueryParam("status") String status, @QueryParam("type") String type, @QueryParam("reference") String reference,
                           @QueryParam("startDate") String startDate, @QueryParam("endDate") String endDate,
                           @QueryParam("limit") String limit, @QueryParam("cursor") String cursor, @QueryParam("sortOrder") String sortOrder) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        QueryParams.id("customerId", customerId, "Customer", errors);
        Transactions.Filter filter = filter(customerId, platformCustomerId, accountIdentifier, senderAccountIdentifier,
                receiverAccountIdentifier, status, type, reference, startDate, endDate, sortOrder, errors);
        errors.throwIfAny();
        Transactions.TransactionPage p = transactions.list(filter, page.limit(), page.after());
        return Page.of(p.rows(), p.limit(), p.totalCount(), t -> new Cursor(t.createdAt(), t.id()).in(filter.ascending()))
                .toJson(TransactionMapper::toJson);
    }

    /**
     * The filter of a transaction list from its query parameters, as the platform's list and an agent's own list take
     * them; every bad one is reported into {@code errors} (the status, the type, the sort order, the dates and a window
     * that ends before it starts).
     */
    public static Transactions.Filter filter(String customerId, String platformCustomerId, String accountIdentifier,
                                             String senderAccountIdentifier, String receiverAccountIdentifier, String status,
                                             String type, String reference, String startDate, String endDate, String sortOrder,
                                             FieldErrors errors) {
        TransactionStatus wanted = QueryParams.oneOf("status", status, TransactionStatus.class, errors);
        QueryParams.oneOf("type", type, TYPES, errors);
        boolean ascending = QueryParams.ascending(sortOrder, errors);
        Instant start = QueryParams.dateTime("startDate", startDate, errors);
        Instant end = QueryParams.dateTime("endDate", endDate, errors);
        QueryParams.window("startDate", start, "endDate", end, errors);
        return new Transactions.Filter(customerId, platformCustomerId, accountIdentifier, senderAccountIdentifier,
                receiverAccountIdentifier, wanted, type, reference, start, end, ascending);
    }

    /**
     * A pending incoming payment (the contract), or, as the brief adds, an agent's transaction awaiting
     * the platform's approval: its action is approved and the money moves (the answer is then the
     * outgoing transaction as it stands).
     */
    @POST
    @Path("/{transactionId}/approve")
    public JsonObject approve(@PathParam("transactionId") String id, String body) {
        object(body, NoFields.class);
        Optional<String> action = held.holderOf(id(id));
        if (action.isPresent()) {
            return TransactionMapper.toJson(held.approve(action.get()));
        }
        return TransactionMapper.toJson(transactions.approve(id));
    }

    /** A pending incoming payment, or an agent's transaction awaiting approval (its action is rejected, nothing moves). */
    @POST
    @Path("/{transactionId}/reject")
    public JsonObject reject(@PathParam("transactionId") String id, String body) {
        Reason r = object(body, Reason.class);
        Optional<String> action = held.holderOf(id(id));
        if (action.isPresent()) {
            return TransactionMapper.toJson(held.reject(action.get(), r.reason()));
        }
        return TransactionMapper.toJson(transactions.reject(id));
    }

    @POST
    @Path("/{transactionId}/cancel")
    public JsonObject cancel(@PathParam("transactionId") String id, String body) {
        object(body, Reason.class);
        return TransactionMapper.toJson(transactions.cancel(id(id)));
    }

    @POST
    @Path("/{transactionId}/confirm")
    public JsonObject confirm(@PathParam("transactionId") String id, String body) {
        ConfirmRequest r = object(body, ConfirmRequest.class);
        Instant at = r.receiptDeliveryConfirmedAt() == null ? null : OffsetDateTime.parse(r.receiptDeliveryConfirmedAt()).toInstant();
        return TransactionMapper.toJson(transactions.confirmReceipt(id(id), at));
    }

    /** An optional JSON object body read as a {@code type} (every invalid field at once); an empty body is an empty object. */
    public static <R extends Record> R object(String body, Class<R> type) {
        return QuoteRequests.read(optional(body), type);
    }

    private static JsonValue optional(String body) {
        if (body == null || body.isBlank()) {
            return JsonValue.EMPTY_JSON_OBJECT;
        }
        try (JsonReader r = JsonP.createReader(new StringReader(body))) {
            return r.readValue();
        } catch (RuntimeException e) {
            throw InvalidFields.of("body", "is not valid JSON");
        }
    }

    static String id(String transactionId) {
        if (!Ids.hasType("Transaction", transactionId)) {
            throw new TransactionNotFound(transactionId);
        }
        return transactionId;
    }
}
