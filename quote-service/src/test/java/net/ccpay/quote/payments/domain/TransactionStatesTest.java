package net.ccpay.quote.payments.domain;

import net.ccpay.quote.payments.domain.Payments.Book;
import net.ccpay.quote.payments.domain.Payments.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The transaction refuses every transition its table does not allow, and changes nothing when it does.
 * The allowed transitions are written here once more, by hand, per shape of payment and per state (status
 * and where its money is); every state a payment of that shape can reach is explored from a new
 * transaction, and at each the transaction must accept exactly the transitions listed and refuse the others.
 */
class TransactionStatesTest {

    /** shape | status:money | the transitions allowed there ("-": none, a terminal state). */
    static final String[] ALLOWED = {
        "INTERNAL_TO_EXTERNAL | PENDING:NONE              | ANNOUNCE FUND FAIL EXPIRE AWAIT_AUTHORIZATION",
        "INTERNAL_TO_EXTERNAL | PENDING_AUTHORIZATION:NONE | FUND FAIL AWAIT_AUTHORIZATION",
        "INTERNAL_TO_EXTERNAL | PROCESSING:IN_FLIGHT      | SETTLE FAIL START_REFUND",
        "INTERNAL_TO_EXTERNAL | COMPLETED:DELIVERED       | RETURN",
        "INTERNAL_TO_EXTERNAL | FAILED:IN_FLIGHT          | START_REFUND",
        "INTERNAL_TO_EXTERNAL | FAILED:NONE               | -",
        "INTERNAL_TO_EXTERNAL | REFUND_PENDING:IN_FLIGHT  | REFUND REFUND_FAIL",
        "INTERNAL_TO_EXTERNAL | REFUND_COMPLETED:NONE     | -",
        "INTERNAL_TO_EXTERNAL | REFUND_FAILED:IN_FLIGHT   | -",
        "INTERNAL_TO_EXTERNAL | EXPIRED:NONE              | -",

        "INTERNAL_TO_UMA      | PENDING:NONE              | ANNOUNCE FUND FAIL EXPIRE AWAIT_AUTHORIZATION",
        "INTERNAL_TO_UMA      | PENDING_AUTHORIZATION:NONE | FUND FAIL AWAIT_AUTHORIZATION",
        "INTERNAL_TO_UMA      | PROCESSING:IN_FLIGHT      | SETTLE FAIL START_REFUND",
        "INTERNAL_TO_UMA      | COMPLETED:DELIVERED       | RETURN",
        "INTERNAL_TO_UMA      | FAILED:IN_FLIGHT          | START_REFUND",
        "INTERNAL_TO_UMA      | FAILED:NONE               | -",
        "INTERNAL_TO_UMA      | REFUND_PENDING:IN_FLIGHT  | REFUND REFUND_FAIL",
        "INTERNAL_TO_UMA      | REFUND_COMPLETED:NONE     | -",
        "INTERNAL_TO_UMA      | REFUND_FAILED:IN_FLIGHT   | -",
        "INTERNAL_TO_UMA      | EXPIRED:NONE              | -",

        // delivered into an internal account, a payment does not come back
        "INTERNAL_TO_INTERNAL | PENDING:NONE              | ANNOUNCE FUND FAIL EXPIRE AWAIT_AUTHORIZATION",
        "INTERNAL_TO_INTERNAL | PENDING_AUTHORIZATION:NONE | FUND FAIL AWAIT_AUTHORIZATION",
        "INTERNAL_TO_INTERNAL | PROCESSING:IN_FLIGHT      | SETTLE FAIL START_REFUND",
        "INTERNAL_TO_INTERNAL | COMPLETED:DELIVERED       | -",
        "INTERNAL_TO_INTERNAL | FAILED:IN_FLIGHT          | START_REFUND",
        "INTERNAL_TO_INTERNAL | FAILED:NONE               | -",
        "INTERNAL_TO_INTERNAL | REFUND_PENDING:IN_FLIGHT  | REFUND REFUND_FAIL",
        "INTERNAL_TO_INTERNAL | REFUND_COMPLETED:NONE     | -",
        "INTERNAL_TO_INTERNAL | REFUND_FAILED:IN_FLIGHT   | -",
        "INTERNAL_TO_INTERNAL | EXPIRED:NONE              | -",

        // a pull may be under way with nothing taken (the bank is about to refuse it)
        "PULL_TO_INTERNAL     | PENDING:NONE              | ANNOUNCE FUND PROCESS FAIL EXPIRE AWAIT_AUTHORIZATION",
        "PULL_TO_INTERNAL     | PENDING_AUTHORIZATION:NONE | FUND PROCESS FAIL AWAIT_AUTHORIZATION",
        "PULL_TO_INTERNAL     | PROCESSING:NONE           | FAIL",
        "PULL_TO_INTERNAL     | PROCESSING:IN_FLIGHT      | SETTLE FAIL START_REFUND",
        "PULL_TO_INTERNAL     | COMPLETED:DELIVERED       | -",
        "PULL_TO_INTERNAL     | FAILED:IN_FLIGHT          | START_REFUND",
        "PULL_TO_INTERNAL     | FAILED:NONE               | -",
        "PULL_TO_INTERNAL     | REFUND_PENDING:IN_FLIGHT  | REFUND REFUND_FAIL",
        "PULL_TO_INTERNAL     | REFUND_COMPLETED:NONE     | -",
        "PULL_TO_INTERNAL     | REFUND_FAILED:IN_FLIGHT   | -",
        "PULL_TO_INTERNAL     | EXPIRED:NONE              | -",

        "PULL_TO_EXTERNAL     | PENDING:NONE              | ANNOUNCE FUND PROCESS FAIL EXPIRE AWAIT_AUTHORIZATION",
        "PULL_TO_EXTERNAL     | PENDING_AUTHORIZATION:NONE | FUND PROCESS FAIL AWAIT_AUTHORIZATION",
        "PULL_TO_EXTERNAL     | PROCESSING:NONE           | FAIL",
        "PULL_TO_EXTERNAL     | PROCESSING:IN_FLIGHT      | SETTLE FAIL START_REFUND",
        "PULL_TO_EXTERNAL     | COMPLETED:DELIVERED       | RETURN",
        "PULL_TO_EXTERNAL     | FAILED:IN_FLIGHT          | START_REFUND",
        "PULL_TO_EXTERNAL     | FAILED:NONE               | -",
        "PULL_TO_EXTERNAL     | REFUND_PENDING:IN_FLIGHT  | REFUND REFUND_FAIL",
        "PULL_TO_EXTERNAL     | REFUND_COMPLETED:NONE     | -",
        "PULL_TO_EXTERNAL     | REFUND_FAILED:IN_FLIGHT   | -",
        "PULL_TO_EXTERNAL     | EXPIRED:NONE              | -",

        // a realtime-funded quote proceeds only once its funds are in flight; a mismatch fails it with them there
        "REALTIME_TO_EXTERNAL | PENDING:NONE              | ANNOUNCE RECEIVE_FUNDS FAIL EXPIRE AWAIT_AUTHORIZATION",
        "REALTIME_TO_EXTERNAL | PENDING_AUTHORIZATION:NONE | AUTHORIZE FAIL AWAIT_AUTHORIZATION",
        "REALTIME_TO_EXTERNAL | PENDING:IN_FLIGHT         | FUND FAIL",
        "REALTIME_TO_EXTERNAL | PROCESSING:IN_FLIGHT      | SETTLE FAIL START_REFUND",
        "REALTIME_TO_EXTERNAL | COMPLETED:DELIVERED       | RETURN",
        "REALTIME_TO_EXTERNAL | FAILED:IN_FLIGHT          | START_REFUND",
        "REALTIME_TO_EXTERNAL | FAILED:NONE               | -",
        "REALTIME_TO_EXTERNAL | REFUND_PENDING:IN_FLIGHT  | REFUND REFUND_FAIL",
        "REALTIME_TO_EXTERNAL | REFUND_COMPLETED:NONE     | -",
        "REALTIME_TO_EXTERNAL | REFUND_FAILED:IN_FLIGHT   | -",
        "REALTIME_TO_EXTERNAL | EXPIRED:NONE              | -",

        "INCOMING             | PENDING:NONE              | ANNOUNCE FAIL CREDIT REJECT",
        "INCOMING             | COMPLETED:NONE            | -",
        "INCOMING             | FAILED:NONE               | -",
        "INCOMING             | REJECTED:NONE             | -"};

    /** Every shape's reachable states and, at each, which transitions the transaction accepts. */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Shape.class, names = "INTERNAL_TO_INTERNAL_SAME_CURRENCY", mode = EnumSource.Mode.EXCLUDE)
    void everyReachableStateAcceptsExactlyTheListedTransitions(Shape shape) {
        Map<String, Set<Transition>> expected = new TreeMap<>();
        for (String row : ALLOWED) {
            String[] c = Arrays.stream(row.split("\\|")).map(String::trim).toArray(String[]::new);
            if (c[0].equals(shape.name())) {
                expected.put(c[1], c[2].equals("-") ? EnumSet.noneOf(Transition.class)
                        : Arrays.stream(c[2].split("\\s+")).map(Transition::valueOf).collect(Collectors.toCollection(() -> EnumSet.noneOf(Transition.class))));
            }
        }
        Map<String, Set<Transition>> found = new TreeMap<>();
        Map<String, List<Transition>> pathTo = new LinkedHashMap<>();
        Deque<List<Transition>> queue = new ArrayDeque<>();
        queue.add(List.of());
        while (!queue.isEmpty()) {
            List<Transition> path = queue.poll();
            String state = state(replay(shape, path).tx());
            if (pathTo.containsKey(state)) {
                continue;
            }
            pathTo.put(state, path);
            Set<Transition> accepted = EnumSet.noneOf(Transition.class);
            for (Transition t : Transition.values()) {
                Replayed r = replay(shape, path);
                Snapshot before = Snapshot.of(r.tx());
                Instant now = Payments.T0.plusSeconds(path.size() + 1);
                try {
                    Payments.apply(r.tx(), t, now, r.book());
                } catch (IllegalTransition e) {
                    assertEquals(before, Snapshot.of(r.tx()), state + ": a refused " + t + " changes nothing");
                    assertEquals(t, e.transition());
                    assertEquals(r.tx().status(), e.from());
                    assertFalse(TransactionStates.allows(r.tx(), t));
                    continue;
                }
                accepted.add(t);
                assertEquals(t.to(), r.tx().status(), t + " leads to its status");
                assertEquals(r.tx().inFlight().amount(), r.book().balance(PaymentAccounts.inFlight(r.tx().sourceCurrency(), Payments.ID)),
                        "the ledger's in-flight account holds what the transaction says is in flight");
                List<Transition> next = new ArrayList<>(path);
                next.add(t);
                queue.add(next);
            }
            found.put(state, accepted);
        }
        assertEquals(expected, found, "the states reached (by " + pathTo + ") and what each accepts");
    }

    /** The refusals the brief's tables imply, by name. */
    @ParameterizedTest(name = "{0} after [{1}]: {2} refused")
    @CsvSource(delimiter = '|', value = {
            "INTERNAL_TO_EXTERNAL | -                              | SETTLE",
            "INTERNAL_TO_EXTERNAL | -                              | REFUND",
            "INTERNAL_TO_EXTERNAL | -                              | START_REFUND",
            "INTERNAL_TO_EXTERNAL | -                              | RETURN",
            "INTERNAL_TO_EXTERNAL | -                              | PROCESS",
            "INTERNAL_TO_EXTERNAL | -                              | RECEIVE_FUNDS",
            "INTERNAL_TO_EXTERNAL | -                              | CREDIT",
            "INTERNAL_TO_EXTERNAL | -                              | REJECT",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND                  | FUND",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND                  | ANNOUNCE",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND                  | EXPIRE",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND                  | REFUND",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND SETTLE           | REFUND",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND SETTLE           | START_REFUND",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND SETTLE           | FAIL",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND SETTLE           | SETTLE",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND SETTLE RETURN    | RETURN",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND SETTLE RETURN    | SETTLE",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND FAIL             | SETTLE",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND FAIL             | REFUND",
            "INTERNAL_TO_EXTERNAL | FAIL                           | START_REFUND",
            "INTERNAL_TO_INTERNAL | ANNOUNCE FUND SETTLE           | RETURN",
            "PULL_TO_INTERNAL     | ANNOUNCE PROCESS               | SETTLE",
            "PULL_TO_INTERNAL     | ANNOUNCE PROCESS FAIL          | START_REFUND",
            "REALTIME_TO_EXTERNAL | ANNOUNCE                       | FUND",
            "REALTIME_TO_EXTERNAL | ANNOUNCE AWAIT_AUTHORIZATION   | RECEIVE_FUNDS",
            "REALTIME_TO_EXTERNAL | ANNOUNCE AWAIT_AUTHORIZATION   | EXPIRE",
            "REALTIME_TO_EXTERNAL | ANNOUNCE RECEIVE_FUNDS         | AWAIT_AUTHORIZATION",
            "INTERNAL_TO_EXTERNAL | AWAIT_AUTHORIZATION            | AUTHORIZE",
            "INTERNAL_TO_EXTERNAL | AWAIT_AUTHORIZATION            | EXPIRE",
            "INTERNAL_TO_EXTERNAL | AWAIT_AUTHORIZATION            | SETTLE",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND                  | AWAIT_AUTHORIZATION",
            "INTERNAL_TO_EXTERNAL | AWAIT_AUTHORIZATION FAIL       | AWAIT_AUTHORIZATION",
            "INCOMING             | -                              | AWAIT_AUTHORIZATION",
            "REALTIME_TO_EXTERNAL | ANNOUNCE RECEIVE_FUNDS         | RECEIVE_FUNDS",
            "REALTIME_TO_EXTERNAL | ANNOUNCE RECEIVE_FUNDS         | EXPIRE",
            "INCOMING             | -                              | FUND",
            "INCOMING             | -                              | SETTLE",
            "INCOMING             | -                              | EXPIRE",
            "INCOMING             | ANNOUNCE CREDIT                | CREDIT",
            "INCOMING             | ANNOUNCE CREDIT                | FAIL",
            "INCOMING             | ANNOUNCE CREDIT                | REJECT"})
    void refused(String shape, String path, String transition) {
        Replayed r = replay(Shape.valueOf(shape), path.equals("-") ? List.of()
                : Arrays.stream(path.split("\\s+")).map(Transition::valueOf).toList());
        Snapshot before = Snapshot.of(r.tx());
        IllegalTransition e = assertThrows(IllegalTransition.class,
                () -> Payments.apply(r.tx(), Transition.valueOf(transition), Payments.T0.plusSeconds(60), r.book()));
        assertAll(
                () -> assertEquals(before, Snapshot.of(r.tx()), "nothing changed"),
                () -> assertEquals(Payments.ID, e.transactionId()),
                () -> assertTrue(e.getMessage().contains(transition), e.getMessage()));
    }

    /** Out of a terminal state nothing goes: expired, rejected, refunded, refund failed. */
    @ParameterizedTest(name = "{0} after [{1}]")
    @CsvSource(delimiter = '|', value = {
            "INTERNAL_TO_EXTERNAL | EXPIRE",
            "REALTIME_TO_EXTERNAL | ANNOUNCE EXPIRE",
            "INCOMING             | ANNOUNCE REJECT",
            "INCOMING             | ANNOUNCE CREDIT",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND FAIL START_REFUND REFUND",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND FAIL START_REFUND REFUND_FAIL",
            "INTERNAL_TO_EXTERNAL | ANNOUNCE FUND SETTLE RETURN START_REFUND REFUND",
            "INTERNAL_TO_INTERNAL | ANNOUNCE FUND SETTLE",
            "PULL_TO_INTERNAL     | ANNOUNCE PROCESS FAIL",
            "INTERNAL_TO_EXTERNAL | FAIL",
            "INTERNAL_TO_EXTERNAL | AWAIT_AUTHORIZATION FAIL",
            "REALTIME_TO_EXTERNAL | ANNOUNCE AWAIT_AUTHORIZATION FAIL"})
    void nothingLeavesATerminalState(String shape, String path) {
        List<Transition> steps = Arrays.stream(path.split("\\s+")).map(Transition::valueOf).toList();
        for (Transition t : Transition.values()) {
            Replayed r = replay(Shape.valueOf(shape), steps);
            assertThrows(IllegalTransition.class, () -> Payments.apply(r.tx(), t, Payments.T0.plusSeconds(60), r.book()), t::name);
        }
    }

    /** The table names only statuses of the enum that a transaction can be in; the contract's others are never entered. */
    @Test
    void theContractsOtherStatusesAreNeverEntered() {
        Set<TransactionStatus> entered = new TreeSet<>();
        for (Transition t : Transition.values()) {
            entered.add(t.to());
        }
        for (TransactionStates.Rule r : TransactionStates.TABLE) {
            assertTrue(r.from() == TransactionStatus.PENDING || entered.contains(r.from()), r::toString);
        }
        assertEquals(Set.of(TransactionStatus.CREATED, TransactionStatus.REFUNDED),
                EnumSet.complementOf(EnumSet.copyOf(entered)));
    }

    @Test
    void theUseCasesQuestionsFollowTheTable() {
        Replayed processing = replay(Shape.INTERNAL_TO_EXTERNAL, List.of(Transition.ANNOUNCE, Transition.FUND));
        assertTrue(processing.tx().cancellable());
        assertFalse(processing.tx().notStarted(), "it left PENDING");
        Replayed failed = replay(Shape.INTERNAL_TO_EXTERNAL, List.of(Transition.ANNOUNCE, Transition.FUND, Transition.FAIL));
        assertFalse(failed.tx().cancellable(), "a failed payment is refunded by its script, not cancelled");
        Replayed pulling = replay(Shape.PULL_TO_INTERNAL, List.of(Transition.ANNOUNCE, Transition.PROCESS));
        assertFalse(pulling.tx().cancellable(), "nothing in flight to give back");
        Replayed delivered = replay(Shape.INTERNAL_TO_EXTERNAL, List.of(Transition.ANNOUNCE, Transition.FUND, Transition.SETTLE));
        assertFalse(delivered.tx().cancellable());
        assertTrue(Shape.INTERNAL_TO_EXTERNAL.create("SUCCESS").notStarted());
    }

    private record Replayed(MoneyTransaction tx, Book book) {}

    private static Replayed replay(Shape shape, List<Transition> path) {
        MoneyTransaction tx = shape.create("SUCCESS");
        Book book = new Book();
        Instant now = Payments.T0;
        for (Transition t : path) {
            now = now.plusSeconds(1);
            Payments.apply(tx, t, now, book);
        }
        return new Replayed(tx, book);
    }

    private static String state(MoneyTransaction tx) {
        return tx.status() + ":" + tx.holding();
    }

    /** What a transition may change. */
    private record Snapshot(TransactionStatus status, long inFlight, boolean settled, String failureReason, RefundStatus refundStatus,
                            String refundReason, Instant refundInitiatedAt, Instant refundSettledAt, Instant settledAt, Instant updatedAt,
                            Instant nextStepAt, boolean awaitingApproval, String journalId, Instant authorizationExpiresAt) {
        static Snapshot of(MoneyTransaction t) {
            return new Snapshot(t.status(), t.inFlight().amount(), t.settled(), t.failureReason(), t.refundStatus(), t.refundReason(),
                    t.refundInitiatedAt(), t.refundSettledAt(), t.settledAt(), t.updatedAt(), t.nextStepAt(), t.awaitingApproval(),
                    t.journalId(), t.authorizationExpiresAt());
        }
    }
}
