package net.ccpay.customer.customers.domain;

import net.ccpay.common.customers.KycStatus;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Live customers per type and verification status, kept as customers are created, verified and deleted, in the
 * same transaction: what the operators' overview counts without reading every customer.
 *
 * <p>A copy of an earlier version of the service, still running during a rolling upgrade, does not keep it;
 * {@link #reconcile()} recounts from the customers themselves and is run periodically by every copy.
 */
public interface OnboardingTally {

    /** The status counted for a customer that has no KYC or KYB status. */
    String UNVERIFIED = "UNVERIFIED";

    /**
     * One customer of {@code customerType} moved from status {@code from} to {@code to}, in the caller's transaction;
     * {@code from} is null for a new customer, {@code to} null for a deleted one.
     */
    default void moved(String customerType, String from, String to) {
        apply(new Moves().move(customerType, from, to));
    }

    /**
     * Several moves at once, in the caller's transaction. The counts' rows are written in one statement, in key
     * order, so that two transactions take their locks in the same order and cannot deadlock; a transaction that
     * moves many customers (a bulk import's batch) collects its moves and applies them last, holding the shared rows
     * only until it commits.
     */
    void apply(Moves moves);

    /** Recounts every (type, status) from the live customers, serialized with {@link #moved}; the rows changed. */
    int reconcile();

    /** Moves collected before they are applied: the change per (type, status), in key order. */
    final class Moves {
        private final TreeMap<String, TreeMap<String, Long>> deltas = new TreeMap<>();

        public Moves move(String customerType, String from, String to) {
            if (Objects.equals(from, to)) {
                return this;
            }
            if (from != null) {
                add(customerType, from, -1);
            }
            if (to != null) {
                add(customerType, to, 1);
            }
            return this;
        }

        private void add(String customerType, String status, long delta) {
            deltas.computeIfAbsent(customerType, k -> new TreeMap<>()).merge(status, delta, Long::sum);
        }

        /** Each (type, status) whose count changes, with the change, in key order. */
        public List<Change> changes() {
            List<Change> out = new ArrayList<>();
            deltas.forEach((type, byStatus) -> byStatus.forEach((status, d) -> {
                if (d != 0) {
                    out.add(new Change(type, status, d));
                }
            }));
            return out;
        }
    }

    record Change(String customerType, String status, long delta) {}

    /** The counted status of a customer: its KYC status (individuals) or KYB status (businesses), or {@link #UNVERIFIED}. */
    static String statusOf(Customer c) {
        KycStatus s = c.verificationStatus();
        return s == null ? UNVERIFIED : s.name();
    }
}
