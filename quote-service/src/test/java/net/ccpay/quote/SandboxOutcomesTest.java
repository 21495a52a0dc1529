package net.ccpay.quote;

import net.ccpay.quote.payments.domain.SandboxOutcomes;
import net.ccpay.quote.payments.domain.SandboxOutcomes.Step;
import net.ccpay.quote.payments.domain.Transition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The brief's sandbox payment tables, read as the scripts the engine runs. */
class SandboxOutcomesTest {

    static String statuses(String script) {
        return String.join(" ", SandboxOutcomes.script(script).stream().map(s -> s.status().name()).toList());
    }

    static String failure(String script) {
        return SandboxOutcomes.script(script).stream().map(Step::failureReason).filter(r -> r != null).findFirst().orElse("-");
    }

    @ParameterizedTest(name = "a quote to an account ending {0}: {1}")
    @CsvSource(delimiter = '|', value = {
            "123 | PENDING PROCESSING COMPLETED                                           | -",
            "002 | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED              | QUOTE_EXECUTION_FAILED",
            "003 | PENDING PROCESSING COMPLETED                                           | -",
            "004 | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED              | COUNTERPARTY_POST_TX_FAILED",
            "005 | PENDING PROCESSING COMPLETED FAILED REFUND_PENDING REFUND_COMPLETED    | PAYOUT_RETURNED",
            "006 | PENDING PROCESSING REFUND_PENDING REFUND_COMPLETED                     | -",
            "007 | PENDING PROCESSING FAILED REFUND_PENDING REFUND_FAILED                 | QUOTE_EXECUTION_FAILED"})
    void quoteDestinationSuffixesFollowTheBriefsTable(String suffix, String statuses, String failure) {
        String script = SandboxOutcomes.forQuoteDestination(suffix);
        assertEquals(statuses.trim(), statuses(script));
        assertEquals(failure.trim(), failure(script));
    }

    @Test
    void theSlowQuoteWaitsAboutSixMinutesAndTheOthersSeconds() {
        assertEquals(360, SandboxOutcomes.script("QUOTE_003").get(2).delaySeconds());
        assertTrue(SandboxOutcomes.script("SUCCESS").get(2).delaySeconds() <= 5);
    }

    @ParameterizedTest(name = "a transfer with suffix {0} (pull {1}): {2}")
    @CsvSource(delimiter = '|', value = {
            "002 | true  | FAILED                                                 | QUOTE_EXECUTION_FAILED",
            "002 | false | FAILED                                                 | QUOTE_EXECUTION_FAILED",
            "003 | true  | FAILED                                                 | ACCOUNT_INVALID",
            "003 | false | FAILED                                                 | ACCOUNT_INVALID",
            "004 | true  | PENDING PROCESSING FAILED                              | ACCOUNT_CANNOT_RECEIVE",
            "004 | false | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED | ACCOUNT_CANNOT_RECEIVE",
            "005 | true  | PENDING PROCESSING FAILED                              | ACCOUNT_CANNOT_RECEIVE",
            "005 | false | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED | ACCOUNT_CANNOT_RECEIVE"})
    void transferSuffixesFollowTheBriefsTable(String suffix, boolean pull, String statuses, String failure) {
        String script = SandboxOutcomes.forTransfer(suffix, pull).orElseThrow();
        assertEquals(statuses.trim(), statuses(script));
        assertEquals(failure.trim(), failure(script));
    }

    @Test
    void anyOtherTransferSuffixSucceeds() {
        for (String s : List.of("000", "001", "006", "105", "999")) {
            assertTrue(SandboxOutcomes.forTransfer(s, true).isEmpty(), s);
            assertTrue(SandboxOutcomes.forTransfer(s, false).isEmpty(), s);
        }
    }

    @Test
    void failingAtOnceMovesNoMoneyAndThePendingTransferFailsAfterAboutThirtySeconds() {
        for (String s : List.of("TRANSFER_002", "TRANSFER_003")) {
            assertTrue(SandboxOutcomes.script(s).stream().allMatch(st -> st.transition() == Transition.FAIL && st.delaySeconds() == 0), s);
        }
        assertEquals(30, SandboxOutcomes.script("PAYOUT_005").get(2).delaySeconds());
        assertEquals(30, SandboxOutcomes.script("PULL_005").get(2).delaySeconds());
    }

    /** Money is taken once, delivered or returned once: never refunded without being taken, never both delivered and refunded. */
    @Test
    void everyScriptTakesMoneyAtMostOnceAndReturnsOnlyWhatItTook() {
        for (String name : List.of("SUCCESS", "QUOTE_002", "QUOTE_003", "QUOTE_004", "QUOTE_005", "QUOTE_006", "QUOTE_007",
                "TRANSFER_002", "TRANSFER_003", "PAYOUT_004", "PAYOUT_005", "PULL_004", "PULL_005", "UMA_LONG", "UMA_COMPLIANCE")) {
            List<Transition> actions = SandboxOutcomes.script(name).stream().map(Step::transition).toList();
            long funds = actions.stream().filter(a -> a == Transition.FUND).count();
            long settles = actions.stream().filter(a -> a == Transition.SETTLE).count();
            long unsettles = actions.stream().filter(a -> a == Transition.RETURN).count();
            long refunds = actions.stream().filter(a -> a == Transition.REFUND).count();
            assertTrue(funds <= 1, name);
            assertTrue(settles - unsettles + refunds <= funds, name + ": delivers or returns only what it took " + actions);
            assertEquals(unsettles, Math.min(unsettles, settles), name + ": returns only what it delivered");
        }
        assertEquals(Arrays.asList(Transition.ANNOUNCE, Transition.FUND, Transition.FAIL, Transition.START_REFUND, Transition.REFUND_FAIL),
                SandboxOutcomes.script("QUOTE_007").stream().map(Step::transition).toList(), "007: the refund fails, nothing comes back");
    }
}
