package net.ccpay.quote.payments.domain;

import net.ccpay.quote.payments.domain.Payments.Book;
import net.ccpay.quote.payments.domain.Payments.Shape;
import net.ccpay.quote.payments.domain.SandboxOutcomes.Step;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static net.ccpay.quote.payments.domain.Payments.ID;
import static net.ccpay.quote.payments.domain.Payments.RECEIVED_EUR;
import static net.ccpay.quote.payments.domain.Payments.RECEIVED_SAME;
import static net.ccpay.quote.payments.domain.Payments.SENT;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The brief's sandbox tables walked through the transaction itself, step by step as the engine takes them:
 * the statuses it announces, its failure and refund, and where the money ends, booked on a ledger that
 * refuses any journal that does not sum to zero.
 *
 * <p>Money: DELIVERED (taken from the origin, at the destination), REFUNDED (every account back where it
 * started), STUCK (taken, still in flight: the refund failed), CREDITED (an incoming payment in its
 * account), NONE (no journal at all).
 */
class PaymentScriptsTest {

    /** The brief's quote destination table: suffix | statuses | failureReason | refund status/reason | money. */
    static final String[] QUOTE_DESTINATIONS = {
        "123 | PENDING PROCESSING COMPLETED                                        | -                           | -                               | DELIVERED",
        "002 | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED           | QUOTE_EXECUTION_FAILED      | COMPLETED/TRANSACTION_FAILED    | REFUNDED",
        "003 | PENDING PROCESSING COMPLETED                                        | -                           | -                               | DELIVERED",
        "004 | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED           | COUNTERPARTY_POST_TX_FAILED | COMPLETED/TRANSACTION_FAILED    | REFUNDED",
        "005 | PENDING PROCESSING COMPLETED FAILED REFUND_PENDING REFUND_COMPLETED | PAYOUT_RETURNED             | COMPLETED/TRANSACTION_FAILED    | REFUNDED",
        "006 | PENDING PROCESSING REFUND_PENDING REFUND_COMPLETED                  | -                           | COMPLETED/USER_CANCELLATION     | REFUNDED",
        "007 | PENDING PROCESSING FAILED REFUND_PENDING REFUND_FAILED              | QUOTE_EXECUTION_FAILED      | FAILED/TRANSACTION_FAILED       | STUCK"};

    /** The brief's transfer table, for a pull source (transfer-in) and a payout destination (transfer-out): suffix | pull | statuses | failureReason | refund | money. */
    static final String[] TRANSFERS = {
        "002 | true  | FAILED                                                | QUOTE_EXECUTION_FAILED | -                            | NONE",
        "002 | false | FAILED                                                | QUOTE_EXECUTION_FAILED | -                            | NONE",
        "003 | true  | FAILED                                                | ACCOUNT_INVALID        | -                            | NONE",
        "003 | false | FAILED                                                | ACCOUNT_INVALID        | -                            | NONE",
        "004 | true  | PENDING PROCESSING FAILED                             | ACCOUNT_CANNOT_RECEIVE | -                            | NONE",
        "004 | false | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED | ACCOUNT_CANNOT_RECEIVE | COMPLETED/TRANSACTION_FAILED | REFUNDED",
        "005 | true  | PENDING PROCESSING FAILED                             | ACCOUNT_CANNOT_RECEIVE | -                            | NONE",
        "005 | false | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED | ACCOUNT_CANNOT_RECEIVE | COMPLETED/TRANSACTION_FAILED | REFUNDED",
        "777 | true  | PENDING PROCESSING COMPLETED                          | -                      | -                            | DELIVERED",
        "777 | false | PENDING PROCESSING COMPLETED                          | -                      | -                            | DELIVERED"};

    /**
     * The other paths a transaction takes, as the use cases chain them: shape | path | statuses | failureReason | refund | money.
     * A path is a list of: {@code SCRIPT} (all its steps), {@code SCRIPT[a..b)} or {@code SCRIPT[a..]} (those steps, as
     * a divert from step a does), {@code funds} / {@code funds-1} (a realtime quote's funds arrive, in its amount or one
     * unit short), {@code expire}.
     */
    static final String[] FLOWS = {
        // UMA destinations: $success.*, $pending.long.usd, $fail.compliance.usd
        "INTERNAL_TO_UMA                    | SUCCESS                                 | PENDING PROCESSING COMPLETED                              | -                       | -                            | DELIVERED",
        "INTERNAL_TO_UMA                    | UMA_LONG                                | PENDING PROCESSING COMPLETED                              | -                       | -                            | DELIVERED",
        "INTERNAL_TO_UMA                    | UMA_COMPLIANCE                          | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED | COMPLIANCE_REJECTED     | COMPLETED/TRANSACTION_FAILED | REFUNDED",
        // into an internal account: converted through the FX desk, or in the same currency less the fee
        "INTERNAL_TO_INTERNAL               | SUCCESS                                 | PENDING PROCESSING COMPLETED                              | -                       | -                            | DELIVERED",
        "INTERNAL_TO_INTERNAL_SAME_CURRENCY | SUCCESS                                 | PENDING PROCESSING COMPLETED                              | -                       | -                            | DELIVERED",
        // a quote pulling from an external source: the source's suffix decides, else the destination's
        "PULL_TO_EXTERNAL                   | PULL_004                                | PENDING PROCESSING FAILED                                 | ACCOUNT_CANNOT_RECEIVE  | -                            | NONE",
        "PULL_TO_EXTERNAL                   | QUOTE_002                               | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED | QUOTE_EXECUTION_FAILED  | COMPLETED/TRANSACTION_FAILED | REFUNDED",
        // realtime funding: announced at creation, proceeds when its funds arrive
        "REALTIME_TO_EXTERNAL               | SUCCESS[0..1) funds SUCCESS[1..]        | PENDING PROCESSING COMPLETED                              | -                       | -                            | DELIVERED",
        "REALTIME_TO_EXTERNAL               | QUOTE_006[0..1) funds QUOTE_006[1..]    | PENDING PROCESSING REFUND_PENDING REFUND_COMPLETED        | -                       | COMPLETED/USER_CANCELLATION  | REFUNDED",
        "REALTIME_TO_EXTERNAL               | SUCCESS[0..1) funds-1 FUNDING_MISMATCH[1..] | PENDING FAILED REFUND_PENDING REFUND_COMPLETED        | FUNDING_AMOUNT_MISMATCH | COMPLETED/TRANSACTION_FAILED | REFUNDED",
        "REALTIME_TO_EXTERNAL               | SUCCESS[0..1) expire                    | PENDING EXPIRED                                           | QUOTE_EXPIRED           | -                            | NONE",
        // the platform cancels a payment in flight; an agent's payment rejected or unable to run; an unexecuted quote expires
        "INTERNAL_TO_EXTERNAL               | SUCCESS[0..2) CANCELLED                 | PENDING PROCESSING REFUND_PENDING REFUND_COMPLETED        | -                       | COMPLETED/USER_CANCELLATION  | REFUNDED",
        "INTERNAL_TO_EXTERNAL               | NOT_EXECUTED                            | FAILED                                                    | QUOTE_EXECUTION_FAILED  | -                            | NONE",
        "INTERNAL_TO_EXTERNAL               | expire                                  | EXPIRED                                                   | QUOTE_EXPIRED           | -                            | NONE",
        // incoming UMA payments: success, long pending (then approved or rejected), compliance failure
        "INCOMING                           | INCOMING_SUCCESS                        | PENDING COMPLETED                                         | -                       | -                            | CREDITED",
        "INCOMING                           | INCOMING_LONG                           | PENDING COMPLETED                                         | -                       | -                            | CREDITED",
        "INCOMING                           | INCOMING_LONG[0..1) INCOMING_APPROVED   | PENDING COMPLETED                                         | -                       | -                            | CREDITED",
        "INCOMING                           | INCOMING_LONG[0..1) INCOMING_REJECTED   | PENDING REJECTED                                          | -                       | -                            | NONE",
        "INCOMING                           | INCOMING_COMPLIANCE                     | FAILED                                                    | COMPLIANCE_REJECTED     | -                            | NONE"};

    /** A script's name, and optionally the steps to take: {@code [from..to)} or {@code [from..]}. */
    private static final Pattern PART = Pattern.compile("([A-Z_0-9]+)(?:\\[(\\d+)\\.\\.(\\d*)[)\\]])?");

    static Stream<Arguments> quoteDestinations() {
        return Arrays.stream(QUOTE_DESTINATIONS).map(PaymentScriptsTest::cells).map(c -> Arguments.of((Object[]) c));
    }

    static Stream<Arguments> transfers() {
        return Arrays.stream(TRANSFERS).map(PaymentScriptsTest::cells).map(c -> Arguments.of((Object[]) c));
    }

    static Stream<Arguments> flows() {
        return Arrays.stream(FLOWS).map(PaymentScriptsTest::cells).map(c -> Arguments.of((Object[]) c));
    }

    @ParameterizedTest(name = "a quote to an external account ending {0}: {1}")
    @MethodSource("quoteDestinations")
    void quoteDestinationSuffixes(String suffix, String statuses, String failure, String refund, String money) {
        walk(Shape.INTERNAL_TO_EXTERNAL, SandboxOutcomes.forQuoteDestination(suffix), statuses, failure, refund, money);
    }

    @ParameterizedTest(name = "a transfer with suffix {0} (pull {1}): {2}")
    @MethodSource("transfers")
    void transferSuffixes(String suffix, String pull, String statuses, String failure, String refund, String money) {
        boolean isPull = Boolean.parseBoolean(pull);
        String script = SandboxOutcomes.forTransfer(suffix, isPull).orElse("SUCCESS");
        walk(isPull ? Shape.PULL_TO_INTERNAL : Shape.INTERNAL_TO_EXTERNAL, script, statuses, failure, refund, money);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("flows")
    void flows(String shape, String path, String statuses, String failure, String refund, String money) {
        walk(Shape.valueOf(shape), path, statuses, failure, refund, money);
    }

    /** Every script the engine can run is walked by one of the tables above. */
    @Test
    void everyScriptIsWalked() {
        Set<String> walked = new TreeSet<>();
        for (String[] row : Arrays.stream(QUOTE_DESTINATIONS).map(PaymentScriptsTest::cells).toList()) {
            walked.add(SandboxOutcomes.forQuoteDestination(row[0]));
        }
        for (String[] row : Arrays.stream(TRANSFERS).map(PaymentScriptsTest::cells).toList()) {
            walked.add(SandboxOutcomes.forTransfer(row[0], Boolean.parseBoolean(row[1])).orElse("SUCCESS"));
        }
        for (String[] row : Arrays.stream(FLOWS).map(PaymentScriptsTest::cells).toList()) {
            for (String part : row[1].split("\\s+")) {
                Matcher m = PART.matcher(part);
                if (m.matches()) {
                    walked.add(m.group(1));
                }
            }
        }
        assertEquals(new TreeSet<>(SandboxOutcomes.names()), walked);
    }

    @Test
    void aStepIsNeitherAnArrivalOfFundsNorAnExpiry() {
        MoneyTransaction tx = Shape.REALTIME_TO_EXTERNAL.create("SUCCESS");
        assertThrows(IllegalArgumentException.class, () -> tx.take(Transition.RECEIVE_FUNDS, null, Payments.T0));
        assertThrows(IllegalArgumentException.class, () -> tx.take(Transition.EXPIRE, null, Payments.T0));
    }

    /** The journal an internal account's payment or an incoming payment links to is the one that moved its money first. */
    @Test
    void theTransactionLinksTheJournalThatMovedItsAccountsMoney() {
        MoneyTransaction out = Shape.INTERNAL_TO_EXTERNAL.create("SUCCESS");
        Instant now = Payments.T0;
        out.take(Transition.ANNOUNCE, null, now);
        Movement fund = out.take(Transition.FUND, null, now).orElseThrow();
        out.posted(fund, "Journal:fund");
        out.posted(out.take(Transition.SETTLE, null, now).orElseThrow(), "Journal:settle");
        assertEquals("Journal:fund", out.journalId());

        MoneyTransaction in = Shape.INCOMING.create("INCOMING_SUCCESS");
        in.take(Transition.ANNOUNCE, null, now);
        in.posted(in.take(Transition.CREDIT, null, now).orElseThrow(), "Journal:credit");
        assertEquals("Journal:credit", in.journalId());

        MoneyTransaction pull = Shape.PULL_TO_INTERNAL.create("SUCCESS");
        pull.take(Transition.ANNOUNCE, null, now);
        pull.posted(pull.take(Transition.FUND, null, now).orElseThrow(), "Journal:pull");
        assertNull(pull.journalId(), "a pull moved no internal account's money");
    }

    private static void walk(Shape shape, String path, String statuses, String failure, String refund, String money) {
        MoneyTransaction tx = shape.create(firstScript(path));
        Book book = new Book();
        List<String> seen = new ArrayList<>();
        Instant now = Payments.T0;
        for (String part : path.trim().split("\\s+")) {
            now = now.plusSeconds(1);
            if (part.equals("funds") || part.equals("funds-1")) {
                book.post(tx.receiveFunds(part.equals("funds") ? tx.amount() : tx.amount().minus(Movement.money(1, "USD"))));
                assertEquals(TransactionStatus.PENDING, tx.status(), "funds arrive without a change of status");
                continue;
            }
            if (part.equals("expire")) {
                tx.expire(now);
                seen.add(tx.status().name());
                continue;
            }
            Matcher m = PART.matcher(part);
            assertTrue(m.matches(), part);
            String script = m.group(1);
            List<Step> steps = SandboxOutcomes.script(script);
            int from = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
            int to = m.group(3) == null || m.group(3).isEmpty() ? steps.size() : Integer.parseInt(m.group(3));
            for (Step step : steps.subList(from, to)) {
                now = now.plusSeconds(1);
                tx.take(step.transition(), step.reason(), now).ifPresent(book::post);
                assertEquals(step.status(), tx.status(), script + ": the step's status");
                seen.add(tx.status().name());
            }
        }
        String expectedFailure = failure.trim().equals("-") ? null : failure.trim();
        String expectedRefund = refund.trim();
        Instant end = now;
        assertAll(
                () -> assertEquals(statuses.trim().replaceAll("\\s+", " "), String.join(" ", seen), "statuses"),
                () -> assertEquals(expectedFailure, tx.failureReason(), "failureReason"),
                () -> assertEquals(expectedRefund, tx.refundStatus() == null ? "-" : tx.refundStatus() + "/" + tx.refundReason(), "refund"),
                () -> {
                    if (tx.refundStatus() != null) {
                        assertNotNull(tx.refundInitiatedAt(), "refund.initiatedAt");
                        assertEquals(tx.refundStatus() == RefundStatus.PENDING, tx.refundSettledAt() == null, "refund.settledAt once decided");
                    }
                },
                () -> assertEquals(seen.contains("COMPLETED"), tx.settledAt() != null, "settledAt once COMPLETED"),
                () -> assertEquals(end, tx.updatedAt(), "updatedAt is the last change"),
                () -> money(shape, money.trim(), book, tx));
    }

    private static void money(Shape shape, String where, Book book, MoneyTransaction tx) {
        String flight = PaymentAccounts.inFlight(shape == Shape.INCOMING ? "EUR" : "USD", ID);
        switch (where) {
            case "NONE" -> assertEquals(List.of(), book.movements, "nothing moves");
            case "REFUNDED" -> {
                assertTrue(book.allZero(), "every account is back where it started: " + book.balances);
                assertEquals(0, tx.inFlight().amount());
            }
            case "STUCK" -> {
                assertEquals(-SENT, book.balance(shape.origin()));
                assertEquals(SENT, book.balance(flight));
                assertEquals(Movement.money(SENT, "USD"), tx.inFlight());
            }
            case "CREDITED" -> {
                assertEquals(RECEIVED_EUR, book.balance(Payments.DESTINATION));
                assertEquals(-RECEIVED_EUR, book.balance(shape.origin()));
                assertEquals(2, book.balances.size(), "nothing else moves: " + book.balances);
            }
            case "DELIVERED" -> {
                assertEquals(-SENT, book.balance(shape.origin()), "taken from the origin");
                assertEquals(0, book.balance(flight), "nothing left in flight");
                assertTrue(tx.settled());
                switch (shape) {
                    case INTERNAL_TO_INTERNAL -> {
                        assertEquals(RECEIVED_EUR, book.balance(Payments.DESTINATION));
                        assertEquals(SENT, book.balance(PaymentAccounts.fx("USD", ID)));
                        assertEquals(-RECEIVED_EUR, book.balance(PaymentAccounts.fx("EUR", ID)));
                    }
                    case INTERNAL_TO_INTERNAL_SAME_CURRENCY -> {
                        assertEquals(RECEIVED_SAME, book.balance(Payments.DESTINATION));
                        assertEquals(SENT - RECEIVED_SAME, book.balance(PaymentAccounts.fees("USD", ID)));
                    }
                    case PULL_TO_INTERNAL -> assertEquals(SENT, book.balance(Payments.DESTINATION));
                    default -> assertEquals(SENT, book.balance(PaymentAccounts.externalPayouts("USD", ID)));
                }
            }
            default -> throw new IllegalArgumentException(where);
        }
    }

    private static String firstScript(String path) {
        for (String part : path.trim().split("\\s+")) {
            Matcher m = PART.matcher(part);
            if (m.matches()) {
                return m.group(1);
            }
        }
        return "SUCCESS";
    }

    private static String[] cells(String row) {
        String[] c = row.split("\\|");
        for (int i = 0; i < c.length; i++) {
            c[i] = c[i].trim();
        }
        return c;
    }
}
