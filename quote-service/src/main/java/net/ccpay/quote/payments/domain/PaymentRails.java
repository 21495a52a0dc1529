package net.ccpay.quote.payments.domain;

import java.util.List;
import java.util.Map;

/**
 * Which rail a payout to an external account takes and how long that rail takes to settle (sandbox
 * figures, shown as {@code settlementTimelineSeconds} and {@code expectedSettlementAt}).
 */
public final class PaymentRails {

    private static final Map<String, Integer> SETTLEMENT_SECONDS = Map.ofEntries(
            Map.entry("RTP", 10), Map.entry("FEDNOW", 10), Map.entry("SEPA_INSTANT", 10), Map.entry("SPEI", 30),
            Map.entry("PIX", 10), Map.entry("FASTER_PAYMENTS", 60), Map.entry("UPI", 30), Map.entry("PAYNOW", 30),
            Map.entry("FAST", 60), Map.entry("INSTAPAY", 60), Map.entry("MOBILE_MONEY", 300),
            Map.entry("ACH", 86_400), Map.entry("WIRE", 14_400), Map.entry("SEPA", 86_400), Map.entry("NEFT", 7_200),
            Map.entry("RTGS", 3_600), Map.entry("SWIFT", 172_800), Map.entry("BANK_TRANSFER", 86_400));

    /** Payments between accounts of the platform (internal or UMA) settle at once. */
    public static final int INTERNAL_SECONDS = 0;

    private PaymentRails() {}

    /** The rail asked for if the account offers it, else the account's first; null when the account has no rails (wallets). */
    public static String choose(List<String> offered, String asked) {
        if (asked != null) {
            return offered.contains(asked) ? asked : null;
        }
        return offered.isEmpty() ? null : offered.get(0);
    }

    public static int settlementSeconds(String rail) {
        return rail == null ? 60 : SETTLEMENT_SECONDS.getOrDefault(rail, 3_600);
    }
}
