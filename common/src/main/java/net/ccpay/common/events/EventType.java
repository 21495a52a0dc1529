package net.ccpay.common.events;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every kind of event the services put on the bus, with its wire name ({@code FAMILY.SUFFIX}) and whether it
 * becomes a webhook (the contract's webhook types). A producer names its event by constant or by
 * {@link #of(Family, String)} from a status it holds as an enum; a name that is not declared here is a bug,
 * refused at once rather than sent. A consumer reads the wire name with {@link #fromWire(String)}: a name this copy
 * does not know (sent by a newer copy during a rolling upgrade) is empty and the event is acknowledged unread.
 */
public enum EventType {
    OUTGOING_PAYMENT_CREATED(Family.OUTGOING_PAYMENT, "CREATED", false),
    OUTGOING_PAYMENT_PENDING(Family.OUTGOING_PAYMENT, "PENDING", true),
    OUTGOING_PAYMENT_PENDING_AUTHORIZATION(Family.OUTGOING_PAYMENT, "PENDING_AUTHORIZATION", true),
    OUTGOING_PAYMENT_PROCESSING(Family.OUTGOING_PAYMENT, "PROCESSING", true),
    OUTGOING_PAYMENT_COMPLETED(Family.OUTGOING_PAYMENT, "COMPLETED", true),
    OUTGOING_PAYMENT_REJECTED(Family.OUTGOING_PAYMENT, "REJECTED", false),
    OUTGOING_PAYMENT_FAILED(Family.OUTGOING_PAYMENT, "FAILED", true),
    OUTGOING_PAYMENT_REFUNDED(Family.OUTGOING_PAYMENT, "REFUNDED", false),
    OUTGOING_PAYMENT_EXPIRED(Family.OUTGOING_PAYMENT, "EXPIRED", true),
    OUTGOING_PAYMENT_REFUND_PENDING(Family.OUTGOING_PAYMENT, "REFUND_PENDING", true),
    OUTGOING_PAYMENT_REFUND_COMPLETED(Family.OUTGOING_PAYMENT, "REFUND_COMPLETED", true),
    OUTGOING_PAYMENT_REFUND_FAILED(Family.OUTGOING_PAYMENT, "REFUND_FAILED", true),

    INCOMING_PAYMENT_CREATED(Family.INCOMING_PAYMENT, "CREATED", false),
    INCOMING_PAYMENT_PENDING(Family.INCOMING_PAYMENT, "PENDING", true),
    INCOMING_PAYMENT_PENDING_AUTHORIZATION(Family.INCOMING_PAYMENT, "PENDING_AUTHORIZATION", false),
    INCOMING_PAYMENT_PROCESSING(Family.INCOMING_PAYMENT, "PROCESSING", false),
    INCOMING_PAYMENT_COMPLETED(Family.INCOMING_PAYMENT, "COMPLETED", true),
    INCOMING_PAYMENT_FAILED(Family.INCOMING_PAYMENT, "FAILED", true),
    INCOMING_PAYMENT_REFUNDED(Family.INCOMING_PAYMENT, "REFUNDED", false),
    INCOMING_PAYMENT_EXPIRED(Family.INCOMING_PAYMENT, "EXPIRED", false),
    INCOMING_PAYMENT_REFUND_PENDING(Family.INCOMING_PAYMENT, "REFUND_PENDING", true),
    INCOMING_PAYMENT_REFUND_COMPLETED(Family.INCOMING_PAYMENT, "REFUND_COMPLETED", true),
    INCOMING_PAYMENT_REFUND_FAILED(Family.INCOMING_PAYMENT, "REFUND_FAILED", true),

    CUSTOMER_KYC_APPROVED(Family.CUSTOMER, "KYC_APPROVED", true),
    CUSTOMER_KYC_REJECTED(Family.CUSTOMER, "KYC_REJECTED", true),
    CUSTOMER_KYC_PENDING(Family.CUSTOMER, "KYC_PENDING", true),
    CUSTOMER_KYB_APPROVED(Family.CUSTOMER, "KYB_APPROVED", true),
    CUSTOMER_KYB_REJECTED(Family.CUSTOMER, "KYB_REJECTED", true),
    CUSTOMER_KYB_PENDING(Family.CUSTOMER, "KYB_PENDING", true),
    /** A change of the customer's data: the other services' read models follow it; no webhook. */
    CUSTOMER_UPDATED(Family.CUSTOMER, "UPDATED", false),
    CUSTOMER_DELETED(Family.CUSTOMER, "DELETED", false),

    VERIFICATION_APPROVED(Family.VERIFICATION, "APPROVED", true),
    VERIFICATION_REJECTED(Family.VERIFICATION, "REJECTED", true),
    VERIFICATION_RESOLVE_ERRORS(Family.VERIFICATION, "RESOLVE_ERRORS", true),
    VERIFICATION_IN_PROGRESS(Family.VERIFICATION, "IN_PROGRESS", true),
    VERIFICATION_PENDING_MANUAL_REVIEW(Family.VERIFICATION, "PENDING_MANUAL_REVIEW", true),
    VERIFICATION_READY_FOR_VERIFICATION(Family.VERIFICATION, "READY_FOR_VERIFICATION", true),

    INTERNAL_ACCOUNT_BALANCE_UPDATED(Family.INTERNAL_ACCOUNT, "BALANCE_UPDATED", true),
    INTERNAL_ACCOUNT_STATUS_UPDATED(Family.INTERNAL_ACCOUNT, "STATUS_UPDATED", true),
    INTERNAL_ACCOUNT_FUNDING_INSTRUCTIONS_UPDATED(Family.INTERNAL_ACCOUNT, "FUNDING_INSTRUCTIONS_UPDATED", true),
    EXTERNAL_ACCOUNT_STATUS_UPDATED(Family.EXTERNAL_ACCOUNT, "STATUS_UPDATED", true),

    AGENT_ACTION_PENDING_APPROVAL(Family.AGENT_ACTION, "PENDING_APPROVAL", true),

    BULK_UPLOAD_PENDING(Family.BULK_UPLOAD, "PENDING", false),
    BULK_UPLOAD_PROCESSING(Family.BULK_UPLOAD, "PROCESSING", false),
    BULK_UPLOAD_COMPLETED(Family.BULK_UPLOAD, "COMPLETED", true),
    BULK_UPLOAD_FAILED(Family.BULK_UPLOAD, "FAILED", true),

    INVITATION_CLAIMED(Family.INVITATION, "CLAIMED", true),

    CARD_STATE_CHANGE(Family.CARD, "STATE_CHANGE", true),
    CARD_FUNDING_SOURCE_CHANGE(Family.CARD, "FUNDING_SOURCE_CHANGE", true),
    CARD_TRANSACTION_AUTHORIZED(Family.CARD_TRANSACTION, "AUTHORIZED", true),
    CARD_TRANSACTION_PARTIALLY_SETTLED(Family.CARD_TRANSACTION, "PARTIALLY_SETTLED", true),
    CARD_TRANSACTION_SETTLED(Family.CARD_TRANSACTION, "SETTLED", true),
    CARD_TRANSACTION_REFUNDED(Family.CARD_TRANSACTION, "REFUNDED", true),
    CARD_TRANSACTION_EXCEPTION(Family.CARD_TRANSACTION, "EXCEPTION", true),

    /** The platform config changed (its owner is webhook-service; quote-service prices with it); no webhook. */
    PLATFORM_CONFIG_UPDATED(Family.PLATFORM_CONFIG, "UPDATED", false);

    /** What an event is about: the part of its wire name before the dot. */
    public enum Family {
        OUTGOING_PAYMENT, INCOMING_PAYMENT, CUSTOMER, VERIFICATION, INTERNAL_ACCOUNT, EXTERNAL_ACCOUNT, AGENT_ACTION,
        BULK_UPLOAD, INVITATION, CARD, CARD_TRANSACTION, PLATFORM_CONFIG
    }

    private static final Map<String, EventType> BY_WIRE =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(EventType::wire, Function.identity()));

    private final Family family;
    private final String wire;
    private final boolean webhook;

    EventType(Family family, String suffix, boolean webhook) {
        this.family = family;
        this.wire = family.name() + "." + suffix;
        this.webhook = webhook;
    }

    /** The name on the bus and in a webhook's {@code type}, e.g. {@code OUTGOING_PAYMENT.COMPLETED}. */
    public String wire() {
        return wire;
    }

    public Family family() {
        return family;
    }

    /** Whether webhook-service turns it into a webhook for the platform. */
    public boolean becomesWebhook() {
        return webhook;
    }

    /** The declared type of a family and suffix, e.g. a payment's status; an undeclared one is a bug. */
    public static EventType of(Family family, String suffix) {
        EventType t = BY_WIRE.get(family.name() + "." + suffix);
        if (t == null) {
            throw new IllegalArgumentException("No event type " + family + "." + suffix + " is declared");
        }
        return t;
    }

    /** The type a wire name names, empty for a name this copy does not know. */
    public static Optional<EventType> fromWire(String wire) {
        return Optional.ofNullable(wire == null ? null : BY_WIRE.get(wire));
    }

    @Override
    public String toString() {
        return wire;
    }
}
