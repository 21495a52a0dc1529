package net.ccpay.webhook.delivery.domain;

import java.util.Set;

/**
 * Which platform events become webhooks: the webhook types of the public contract (inventory 2.13).
 * Other events on the bus (PLATFORM_CONFIG.UPDATED, internal bookkeeping) are consumed and ignored.
 */
public final class WebhookTypes {

    private WebhookTypes() {}

    public static final String TEST = "TEST";

    /** The incoming-payment approval hook: answered synchronously, never retried (docs). */
    public static final String INCOMING_PAYMENT_PENDING = "INCOMING_PAYMENT.PENDING";

    private static final Set<String> DELIVERED = Set.of(
            "OUTGOING_PAYMENT.PENDING", "OUTGOING_PAYMENT.PENDING_AUTHORIZATION", "OUTGOING_PAYMENT.PROCESSING",
            "OUTGOING_PAYMENT.COMPLETED", "OUTGOING_PAYMENT.FAILED", "OUTGOING_PAYMENT.EXPIRED",
            "OUTGOING_PAYMENT.REFUND_PENDING", "OUTGOING_PAYMENT.REFUND_COMPLETED", "OUTGOING_PAYMENT.REFUND_FAILED",
            "INCOMING_PAYMENT.PENDING", "INCOMING_PAYMENT.COMPLETED", "INCOMING_PAYMENT.FAILED",
            "INCOMING_PAYMENT.REFUND_PENDING", "INCOMING_PAYMENT.REFUND_COMPLETED", "INCOMING_PAYMENT.REFUND_FAILED",
            "CUSTOMER.KYC_APPROVED", "CUSTOMER.KYC_REJECTED", "CUSTOMER.KYC_PENDING",
            "CUSTOMER.KYB_APPROVED", "CUSTOMER.KYB_REJECTED", "CUSTOMER.KYB_PENDING",
            "VERIFICATION.APPROVED", "VERIFICATION.REJECTED", "VERIFICATION.RESOLVE_ERRORS", "VERIFICATION.IN_PROGRESS",
            "VERIFICATION.PENDING_MANUAL_REVIEW", "VERIFICATION.READY_FOR_VERIFICATION",
            "INTERNAL_ACCOUNT.BALANCE_UPDATED", "INTERNAL_ACCOUNT.STATUS_UPDATED", "INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED",
            "EXTERNAL_ACCOUNT.STATUS_UPDATED",
            "AGENT_ACTION.PENDING_APPROVAL",
            "BULK_UPLOAD.COMPLETED", "BULK_UPLOAD.FAILED",
            "INVITATION.CLAIMED",
            "CARD.STATE_CHANGE", "CARD.FUNDING_SOURCE_CHANGE",
            "CARD_TRANSACTION.AUTHORIZED", "CARD_TRANSACTION.PARTIALLY_SETTLED", "CARD_TRANSACTION.SETTLED",
            "CARD_TRANSACTION.REFUNDED", "CARD_TRANSACTION.EXCEPTION");

    public static boolean becomesWebhook(String eventType) {
        return DELIVERED.contains(eventType);
    }

    /** TEST and the approval hook get one attempt only. */
    public static boolean retried(String type) {
        return !TEST.equals(type) && !INCOMING_PAYMENT_PENDING.equals(type);
    }

    public static Set<String> all() {
        return DELIVERED;
    }
}
