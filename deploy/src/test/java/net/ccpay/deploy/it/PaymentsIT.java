package net.ccpay.deploy.it;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Concurrency;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.SandboxClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLongArray;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Errors.fields;
import static net.ccpay.deploy.it.support.Payments.INCOMING;
import static net.ccpay.deploy.it.support.Payments.OUTGOING;
import static net.ccpay.deploy.it.support.Payments.accountLookup;
import static net.ccpay.deploy.it.support.Payments.accountToAccount;
import static net.ccpay.deploy.it.support.Payments.amount;
import static net.ccpay.deploy.it.support.Payments.assertLedgerInvariants;
import static net.ccpay.deploy.it.support.Payments.await;
import static net.ccpay.deploy.it.support.Payments.awaitPaymentWebhooks;
import static net.ccpay.deploy.it.support.Payments.awaitQuoteStatus;
import static net.ccpay.deploy.it.support.Payments.awaitStatus;
import static net.ccpay.deploy.it.support.Payments.createQuote;
import static net.ccpay.deploy.it.support.Payments.customer;
import static net.ccpay.deploy.it.support.Payments.debitEntries;
import static net.ccpay.deploy.it.support.Payments.execute;
import static net.ccpay.deploy.it.support.Payments.executed;
import static net.ccpay.deploy.it.support.Payments.externalMxnAccount;
import static net.ccpay.deploy.it.support.Payments.externalUsdAccountEnding;
import static net.ccpay.deploy.it.support.Payments.fund;
import static net.ccpay.deploy.it.support.Payments.fundedCustomer;
import static net.ccpay.deploy.it.support.Payments.getQuote;
import static net.ccpay.deploy.it.support.Payments.number;
import static net.ccpay.deploy.it.support.Payments.outboxEvents;
import static net.ccpay.deploy.it.support.Payments.paymentWebhooks;
import static net.ccpay.deploy.it.support.Payments.postQuote;
import static net.ccpay.deploy.it.support.Payments.realtimeFunding;
import static net.ccpay.deploy.it.support.Payments.toUma;
import static net.ccpay.deploy.it.support.Payments.transaction;
import static net.ccpay.deploy.it.support.Payments.transferIn;
import static net.ccpay.deploy.it.support.Payments.transferOut;
import static net.ccpay.deploy.it.support.Payments.types;
import static net.ccpay.deploy.it.support.Payments.uma;
import static net.ccpay.deploy.it.support.Payments.umaLookup;
import static net.ccpay.deploy.it.support.Payments.umaReceive;
import static net.ccpay.deploy.it.support.Payments.unknownId;
import static net.ccpay.deploy.it.support.Payments.usdBalance;
import static net.ccpay.deploy.it.support.Payments.with;
import static net.ccpay.deploy.it.support.Payments.withFeeOverride;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Money movement as notes/payments-spec.md describes it: quotes and their pricing, execute, the sandbox
 * outcome tables (quote destinations, transfers, UMA), real-time funding, incoming UMA payments with
 * approval, cancellation, the transaction list, idempotent and concurrent executes, expiry, and the
 * ledger's invariants after a concurrent mix. Every test makes its own customers and accounts.
 */
class PaymentsIT {

    static final long FUNDS = 100_000;

    static String key() {
        return "pay-" + UUID.randomUUID();
    }

    // ---- accounts that can no longer move money --------------------------------------------------

    /** A deleted customer's accounts close: no new quote spends from them, and a quote made before cannot debit them. */
    @Test
    void aClosedAccountNeitherQuotesNorPays() {
        Payments.Customer c = fundedCustomer("Departing Payer", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject before = createQuote(accountToAccount(c.usd(), external, "SENDING", 1_000));
        Api.Reply deleted = Api.delete("/customers/" + c.id());
        assertTrue(deleted.status() == 200 || deleted.status() == 204, deleted.raw().body());
        await(() -> "CLOSED".equals(get("/customers/internal-accounts?customerId=" + c.id() + "&currency=USD").json()
                        .getJsonArray("data").getJsonObject(0).getString("status")),
                Duration.ofSeconds(30), () -> "the USD account of the deleted customer closes");
        postJson("/quotes", accountToAccount(c.usd(), external, "SENDING", 1_000).toString()).assertError(400, "INVALID_INPUT");
        execute(before.getString("id")).assertError(400, "INVALID_INPUT");
        assertEquals("PENDING", get("/transactions/" + before.getString("transactionId")).json().getString("status"),
                "the refused execute changed nothing");
        assertEquals(0, debitEntries(c.usd()));
    }

    // ---- the quote-destination outcome table -------------------------------------------------------

    @ParameterizedTest(name = "a payment to an account ending {0} ends {1}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
            "789 | COMPLETED        | PENDING PROCESSING COMPLETED                                        | -                           | -         | -                 | false",
            "002 | REFUND_COMPLETED | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED           | QUOTE_EXECUTION_FAILED      | COMPLETED | TRANSACTION_FAILED | true",
            "003 | COMPLETED        | PENDING PROCESSING COMPLETED                                        | -                           | -         | -                 | false",
            "004 | REFUND_COMPLETED | PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED           | COUNTERPARTY_POST_TX_FAILED | COMPLETED | TRANSACTION_FAILED | true",
            "005 | REFUND_COMPLETED | PENDING PROCESSING COMPLETED FAILED REFUND_PENDING REFUND_COMPLETED | PAYOUT_RETURNED             | COMPLETED | TRANSACTION_FAILED | true",
            "006 | REFUND_COMPLETED | PENDING PROCESSING REFUND_PENDING REFUND_COMPLETED                  | -                           | COMPLETED | USER_CANCELLATION | true",
            "007 | REFUND_FAILED    | PENDING PROCESSING FAILED REFUND_PENDING REFUND_FAILED              | QUOTE_EXECUTION_FAILED      | FAILED    | TRANSACTION_FAILED | false"})
    void aPaymentToAnExternalAccountFollowsTheSuffixTable(String suffix, String finalStatus, String statuses, String failureReason,
                                                          String refundStatus, String refundReason, boolean refunded) {
        Payments.Customer c = fundedCustomer("Suffix Payer", FUNDS);
        String external = externalUsdAccountEnding(c.id(), suffix);
        JsonObject quote = createQuote(accountToAccount(c.usd(), external, "SENDING", 10_000));
        long sent = number(quote, "totalSendingAmount");
        assertEquals(10_000, sent);
        assertEquals("PENDING", transaction(quote.getString("transactionId")).getString("status"), "the transaction exists from creation");

        JsonObject answer = executed(quote.getString("id"));
        assertEquals("PROCESSING", answer.getString("status"));
        String txId = quote.getString("transactionId");
        if ("003".equals(suffix)) {
            // settles only 360 s × scale after execute: meanwhile PROCESSING, the money already out
            JsonObject processing = transaction(txId);
            assertEquals("PROCESSING", processing.getString("status"));
            assertEquals(FUNDS - sent, usdBalance(c), "debited at execute");
        }

        JsonObject tx = awaitStatus(txId, finalStatus);
        assertEquals("OUTGOING", tx.getString("type"));
        assertEquals("DEBIT", tx.getString("direction"));
        assertEquals(quote.getString("id"), tx.getString("quoteId"));
        assertEquals(c.id(), tx.getString("customerId"));
        assertEquals(sent, amount(tx.getJsonObject("sentAmount")));
        if (failureReason == null) {
            assertFalse(tx.containsKey("failureReason"), tx::toString);
        } else {
            assertEquals(failureReason, tx.getString("failureReason"), tx::toString);
        }
        if (refundStatus == null) {
            assertFalse(tx.containsKey("refund"), tx::toString);
        } else {
            JsonObject refund = tx.getJsonObject("refund");
            assertNotNull(refund, tx::toString);
            assertEquals(refundStatus, refund.getString("status"));
            assertEquals(refundReason, refund.getString("reason"));
            assertFalse(refund.getString("reference").isBlank());
        }
        List<String> expected = types(OUTGOING, statuses);
        assertEquals(expected, awaitPaymentWebhooks(OUTGOING, txId, expected.size()), "the OUTGOING_PAYMENT webhooks, in order");
        assertEquals(refunded ? FUNDS : FUNDS - sent, usdBalance(c), refunded ? "refunded" : "the money stays out");
        assertEquals("COMPLETED".equals(finalStatus) ? "COMPLETED" : "FAILED", getQuote(quote.getString("id")).getString("status"),
                "the quote mirrors its transaction");
        assertEquals(1, debitEntries(c.usd()), "one debit, whatever the outcome");
    }

    // ---- the transfer table -------------------------------------------------------------------------

    @ParameterizedTest(name = "a transfer-out to an account ending {0} fails at once with {1}")
    @CsvSource({"002, QUOTE_EXECUTION_FAILED", "003, ACCOUNT_INVALID"})
    void aTransferOutToARefusingAccountFailsInTheAnswerAndMovesNothing(String suffix, String failureReason) {
        Payments.Customer c = fundedCustomer("Refused Transfer", FUNDS);
        String external = externalUsdAccountEnding(c.id(), suffix);
        JsonObject tx = transferOut(c.usd(), external, 2_500);
        assertEquals("FAILED", tx.getString("status"), tx::toString);
        assertEquals(failureReason, tx.getString("failureReason"));
        assertEquals(FUNDS, usdBalance(c), "nothing moves");
        assertEquals(0, debitEntries(c.usd()));
        assertEquals(List.of(OUTGOING + ".FAILED"), awaitPaymentWebhooks(OUTGOING, tx.getString("id"), 1), "only FAILED is announced");
        assertEquals("FAILED", transaction(tx.getString("id")).getString("status"));
    }

    @ParameterizedTest(name = "a transfer-out to an account ending {0} fails later and is refunded")
    @CsvSource({"004", "005"})
    void aTransferOutThatTheAccountCannotReceiveFailsLaterAndIsRefunded(String suffix) {
        Payments.Customer c = fundedCustomer("Late Refused Transfer", FUNDS);
        String external = externalUsdAccountEnding(c.id(), suffix);
        JsonObject created = transferOut(c.usd(), external, 2_500);
        assertTrue(Set.of("PENDING", "PROCESSING").contains(created.getString("status")), created::toString);
        String txId = created.getString("id");
        JsonObject tx = awaitStatus(txId, "REFUND_COMPLETED");
        assertEquals("ACCOUNT_CANNOT_RECEIVE", tx.getString("failureReason"));
        assertEquals("COMPLETED", tx.getJsonObject("refund").getString("status"));
        assertEquals("TRANSACTION_FAILED", tx.getJsonObject("refund").getString("reason"));
        List<String> expected = types(OUTGOING, "PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED");
        assertEquals(expected, awaitPaymentWebhooks(OUTGOING, txId, expected.size()));
        assertEquals(FUNDS, usdBalance(c), "refunded");
    }

    @Test
    void aTransferOutToAnOrdinaryAccountCompletesAndTheMoneyStaysOut() {
        Payments.Customer c = fundedCustomer("Plain Transfer", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject created = transferOut(c.usd(), external, 2_500);
        assertEquals("OUTGOING", created.getString("type"));
        assertEquals(2_500, amount(created.getJsonObject("sentAmount")));
        String txId = created.getString("id");
        awaitStatus(txId, "COMPLETED");
        List<String> expected = types(OUTGOING, "PENDING PROCESSING COMPLETED");
        assertEquals(expected, awaitPaymentWebhooks(OUTGOING, txId, expected.size()));
        assertEquals(FUNDS - 2_500, usdBalance(c));
        assertEquals(1, debitEntries(c.usd()));
    }

    @Test
    void aPullFromAnAccountEnding002FailsInTheAnswerAndCreditsNothing() {
        Payments.Customer c = fundedCustomer("Failed Pull", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "002");
        JsonObject quote = createQuote(with(accountToAccount(external, c.usd(), "SENDING", 5_000), "immediatelyExecute", JsonValue.TRUE));
        assertEquals("FAILED", quote.getString("status"), quote::toString);
        JsonObject tx = transaction(quote.getString("transactionId"));
        assertEquals("FAILED", tx.getString("status"));
        assertEquals("QUOTE_EXECUTION_FAILED", tx.getString("failureReason"));
        assertEquals(List.of(OUTGOING + ".FAILED"), awaitPaymentWebhooks(OUTGOING, tx.getString("id"), 1));
        assertEquals(FUNDS, usdBalance(c), "a failed pull never credits");
    }

    @Test
    void aPullFromAnOrdinaryAccountCreditsTheInternalAccountWhenItCompletes() {
        Payments.Customer c = fundedCustomer("Good Pull", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject quote = createQuote(with(accountToAccount(external, c.usd(), "SENDING", 5_000), "immediatelyExecute", JsonValue.TRUE));
        assertEquals("PROCESSING", quote.getString("status"), quote::toString);
        String txId = quote.getString("transactionId");
        awaitStatus(txId, "COMPLETED");
        assertEquals(FUNDS + number(quote, "totalReceivingAmount"), usdBalance(c), "credited what the quote receives");
        List<String> expected = types(OUTGOING, "PENDING PROCESSING COMPLETED");
        assertEquals(expected, awaitPaymentWebhooks(OUTGOING, txId, expected.size()));
    }

    @Test
    void aPullFromAnAccountEnding004FailsLaterAndNeverCredits() {
        Payments.Customer c = fundedCustomer("Late Failed Pull", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "004");
        JsonObject quote = createQuote(with(accountToAccount(external, c.usd(), "SENDING", 5_000), "immediatelyExecute", JsonValue.TRUE));
        String txId = quote.getString("transactionId");
        JsonObject tx = awaitStatus(txId, "FAILED");
        assertEquals("ACCOUNT_CANNOT_RECEIVE", tx.getString("failureReason"));
        List<String> expected = types(OUTGOING, "PENDING PROCESSING FAILED");
        assertEquals(expected, awaitPaymentWebhooks(OUTGOING, txId, expected.size()), "no refund steps: no internal account was debited");
        assertFalse(transaction(txId).containsKey("refund"));
        assertEquals(FUNDS, usdBalance(c), "never credited");
        assertEquals(0, debitEntries(c.usd()));
    }

    @Test
    void aTransferInFromAnOrdinaryAccountCreditsTheInternalAccount() {
        Payments.Customer c = fundedCustomer("Transfer In", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject created = transferIn(external, c.usd(), 3_300);
        String txId = created.getString("id");
        assertEquals(3_300, amount(created.getJsonObject("sentAmount")));
        JsonObject tx = awaitStatus(txId, "COMPLETED");
        assertEquals(FUNDS + amount(tx.getJsonObject("receivedAmount")), usdBalance(c));
        assertEquals(0, debitEntries(c.usd()));
    }

    // ---- pricing ------------------------------------------------------------------------------------

    /** The sandbox rate from the sender's currency to the receiver's, as the lookup of the receiving account tells it. */
    static double rateTo(String externalAccountId, String senderCustomerId) {
        return accountLookup(externalAccountId, senderCustomerId).getJsonArray("supportedCurrencies").getJsonObject(0)
                .getJsonNumber("estimatedExchangeRate").doubleValue();
    }

    @Test
    void aSendingLockedCrossCurrencyQuoteSendsTheAmountAndConvertsItLessTheFee() {
        Payments.Customer c = customer("Peso Sender");
        String mxn = externalMxnAccount(c.id());
        double rate = rateTo(mxn, c.id());
        JsonObject q = createQuote(accountToAccount(c.usd(), mxn, "SENDING", 10_000));
        assertEquals("PENDING", q.getString("status"));
        assertEquals("USD", q.getJsonObject("sendingCurrency").getString("code"));
        assertEquals("MXN", q.getJsonObject("receivingCurrency").getString("code"));
        assertEquals(10_000, number(q, "totalSendingAmount"));
        long fee = number(q, "feesIncluded");
        assertEquals(fee, number(q, "platformFeesIncluded"), "all fees are the platform's");
        assertEquals("Frida Receptora", q.getJsonObject("counterpartyInformation").getString("FULL_NAME"), "the beneficiary it pays");
        double converted = (number(q, "totalSendingAmount") - fee) * rate;
        assertEquals(converted, number(q, "totalReceivingAmount"), 1 + converted * 1e-6, "totalSending − fee converts to totalReceiving");
        assertTtl(q);
    }

    @Test
    void aReceivingLockedCrossCurrencyQuoteReceivesTheAmountForTheSmallestSendingAmount() {
        Payments.Customer c = customer("Peso Receiver Locked");
        String mxn = externalMxnAccount(c.id());
        double rate = rateTo(mxn, c.id());
        JsonObject q = createQuote(accountToAccount(c.usd(), mxn, "RECEIVING", 100_000));
        assertEquals(100_000, number(q, "totalReceivingAmount"));
        long fee = number(q, "feesIncluded");
        assertEquals(fee, number(q, "platformFeesIncluded"));
        long net = number(q, "totalSendingAmount") - fee;
        assertTrue(net * rate >= 100_000 - 1e-6, "what is sent, less the fee, buys the amount: " + q);
        assertTrue(net * rate < 100_000 + rate + 1, "and no more than one sending unit beyond it: " + q);
    }

    @Test
    void aSameCurrencyQuoteWithAFeeOverrideChargesTheOverrideAtRateOne() {
        Payments.Customer c = customer("Override Sender");
        String usd = externalUsdAccountEnding(c.id(), "789");
        JsonObject q = createQuote(withFeeOverride(accountToAccount(c.usd(), usd, "SENDING", 10_000), 50, "USD", 100));
        assertEquals(10_000, number(q, "totalSendingAmount"));
        assertEquals(150, number(q, "feesIncluded"), "1 % of 100.00 plus 0.50");
        assertEquals(150, number(q, "platformFeesIncluded"));
        assertEquals(9_850, number(q, "totalReceivingAmount"));
        assertEquals(1.0, q.getJsonNumber("exchangeRate").doubleValue(), 1e-12);

        JsonObject r = createQuote(withFeeOverride(accountToAccount(c.usd(), usd, "RECEIVING", 9_850), 50, "USD", 100));
        assertEquals(9_850, number(r, "totalReceivingAmount"));
        long fee = number(r, "feesIncluded");
        assertEquals(fee, number(r, "platformFeesIncluded"));
        assertEquals(number(r, "totalSendingAmount") / 100 + 50, fee, "the override's fee on what is sent");
        assertEquals(9_850, number(r, "totalSendingAmount") - fee, 1, "sent less the fee is what arrives");
    }

    @Test
    void aSameCurrencyQuoteWithoutOverrideChargesThePlatformFee() {
        Payments.Customer c = customer("Config Fee Sender");
        String usd = externalUsdAccountEnding(c.id(), "789");
        JsonObject q = createQuote(accountToAccount(c.usd(), usd, "SENDING", 20_000));
        long fee = number(q, "feesIncluded");
        assertEquals(fee, number(q, "platformFeesIncluded"));
        assertEquals(20_000 - fee, number(q, "totalReceivingAmount"), "rate 1: received = sent − fee");
    }

    /** expiresAt = createdAt + the quote TTL (a second's leeway for how the two are written). */
    static void assertTtl(JsonObject q) {
        Duration ttl = Duration.between(Instant.parse(q.getString("createdAt")), Instant.parse(q.getString("expiresAt")));
        assertTrue(ttl.minus(Payments.QUOTE_TTL).abs().compareTo(Duration.ofSeconds(1)) <= 0,
                () -> "expiresAt = createdAt + " + Payments.QUOTE_TTL + ", saw " + ttl + " in " + q);
    }

    // ---- lookupId rules -----------------------------------------------------------------------------

    static void assertLookupRefused(Api.Reply r) {
        JsonObject e = r.assertError(400, "INVALID_INPUT");
        assertEquals("lookupId", fields(e).get(0), e::toString);
    }

    @Test
    void aLookupMustNameTheSenderAndTheDestinationAndServesOneQuote() {
        Payments.Customer a = fundedCustomer("Lookup Owner", FUNDS);
        Payments.Customer b = customer("Lookup Stranger");
        String external = externalUsdAccountEnding(a.id(), "789");
        String otherExternal = externalUsdAccountEnding(a.id(), "789");

        String byAnotherSender = accountLookup(external, b.id()).getString("lookupId");
        assertLookupRefused(postQuote(with(accountToAccount(a.usd(), external, "SENDING", 1_000), "lookupId", byAnotherSender)));

        String forAnotherDestination = accountLookup(otherExternal, a.id()).getString("lookupId");
        assertLookupRefused(postQuote(with(accountToAccount(a.usd(), external, "SENDING", 1_000), "lookupId", forAnotherDestination)));

        assertLookupRefused(postQuote(with(accountToAccount(a.usd(), external, "SENDING", 1_000), "lookupId", unknownId("Lookup"))));

        // the id is sealed: any change to it, or a lookup priced from another currency, does not pass
        String own = accountLookup(external, a.id()).getString("lookupId");
        char last = own.charAt(own.length() - 1);
        String tampered = own.substring(0, own.length() - 1) + (last == '0' ? '1' : '0');
        assertLookupRefused(postQuote(with(accountToAccount(a.usd(), external, "SENDING", 1_000), "lookupId", tampered)));
        Api.Reply inEur = get("/receiver/external-account/" + external + "?customerId=" + a.id() + "&sendingCurrency=EUR");
        if (inEur.status() == 200) {
            assertLookupRefused(postQuote(with(accountToAccount(a.usd(), external, "SENDING", 1_000), "lookupId",
                    inEur.json().getString("lookupId"))));
        } else {
            inEur.assertError(400, "INVALID_CURRENCY");
        }

        createQuote(with(accountToAccount(a.usd(), external, "SENDING", 1_000), "lookupId", own));
        assertLookupRefused(postQuote(with(accountToAccount(a.usd(), external, "SENDING", 1_000), "lookupId", own)));

        assertEquals(FUNDS, usdBalance(a), "no quote moved money");
    }

    /**
     * A lookup id serves one quote even when quotes race for it: nothing is stored for an external-account
     * lookup, so the quotes' unique lookup id decides, and the losers get the same 400 as a later quote.
     */
    @Test
    void quotesRacingForOneLookupGetOneQuote() throws Exception {
        Payments.Customer a = fundedCustomer("Lookup Racer", FUNDS);
        String external = externalUsdAccountEnding(a.id(), "789");
        String lookupId = accountLookup(external, a.id()).getString("lookupId");
        List<Api.Reply> replies = Concurrency.race(8,
                () -> postQuote(with(accountToAccount(a.usd(), external, "SENDING", 1_000), "lookupId", lookupId)));
        int created = 0;
        for (Api.Reply r : replies) {
            if (r.status() == 201) {
                created++;
            } else {
                assertLookupRefused(r);
            }
        }
        assertEquals(1, created, "one quote per lookup");
    }

    @Test
    void aUmaDestinationNeedsItsOwnLookupAndAnAmountWithinItsBounds() {
        Payments.Customer a = fundedCustomer("Uma Lookup Sender", FUNDS);
        String receiver = uma("$success.mxn");
        assertLookupRefused(postQuote(toUma(null, a.usd(), receiver, "MXN", "SENDING", 1_000)));

        String eurLookup = umaLookup(uma("$success.eur"), a.id()).getString("lookupId");
        assertLookupRefused(postQuote(toUma(eurLookup, a.usd(), receiver, "MXN", "SENDING", 1_000)));

        JsonObject lookup = umaLookup(receiver, a.id());
        long max = number(lookup.getJsonArray("supportedCurrencies").getJsonObject(0), "max");
        postQuote(toUma(lookup.getString("lookupId"), a.usd(), receiver, "MXN", "RECEIVING", max + 1)).assertError(400, "AMOUNT_OUT_OF_RANGE");
    }

    // ---- bad input ----------------------------------------------------------------------------------

    @Test
    void anAmountThatIsNotAPositiveIntegerUpTo9e15IsRefusedNamingTheField() {
        Payments.Customer c = fundedCustomer("Bad Amounts", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject good = accountToAccount(c.usd(), external, "SENDING", 1_000);
        List<JsonValue> bad = List.of(Json.createValue(-1), Json.createValue(0), Json.createValue(1.5), Json.createValue("100"),
                Json.createValue(9_000_000_000_000_001L));
        for (JsonValue amount : bad) {
            JsonObject e = postQuote(with(good, "lockedCurrencyAmount", amount)).assertError(400, "INVALID_INPUT");
            assertEquals(List.of("lockedCurrencyAmount"), fields(e), () -> amount + " -> " + e);
            assertEquals(FUNDS, usdBalance(c));
        }
        assertEquals(0, debitEntries(c.usd()));
    }

    @Test
    void everyInvalidFieldOfAQuoteIsReportedAtOnce() {
        Payments.Customer c = fundedCustomer("Many Mistakes", FUNDS);
        JsonObject body = Json.createObjectBuilder()
                .add("source", Json.createObjectBuilder().add("sourceType", "ACCOUNT").add("accountId", "nope"))
                .add("destination", Json.createObjectBuilder().add("destinationType", "ACCOUNT").add("accountId", "garbage"))
                .add("lockedCurrencySide", "BOTH")
                .add("lockedCurrencyAmount", 0).build();
        JsonObject e = postQuote(body).assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("source.accountId", "destination.accountId", "lockedCurrencySide", "lockedCurrencyAmount"),
                new HashSet<>(fields(e)), e::toString);
        assertEquals(FUNDS, usdBalance(c));
    }

    @Test
    void unknownAccountsQuotesAndTransactionsAreRefusedAndNothingMoves() {
        Payments.Customer c = fundedCustomer("Unknown Things", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");

        JsonObject unknownSource = postQuote(accountToAccount(unknownId("InternalAccount"), external, "SENDING", 1_000))
                .assertError(400, "INVALID_INPUT");
        assertTrue(fields(unknownSource).contains("source.accountId"), unknownSource::toString);
        JsonObject e;
        e = postQuote(accountToAccount(c.usd(), unknownId("ExternalAccount"), "SENDING", 1_000)).assertError(400, "INVALID_INPUT");
        assertEquals(List.of("destination.accountId"), fields(e), e::toString);
        assertEquals(FUNDS, usdBalance(c));

        get("/quotes/" + unknownId("Quote")).assertError(404, "QUOTE_NOT_FOUND");
        execute(unknownId("Quote")).assertError(404, "QUOTE_NOT_FOUND");
        get("/transactions/" + unknownId("Transaction")).assertError(404, "TRANSACTION_NOT_FOUND");
        assertEquals(FUNDS, usdBalance(c));
        assertEquals(0, debitEntries(c.usd()));
    }

    // ---- execute ------------------------------------------------------------------------------------

    @Test
    void aQuoteExecutesOnceAndASecondExecuteIsAnInvalidStateTransition() {
        Payments.Customer c = fundedCustomer("Twice Executed", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "003");   // stays PROCESSING for the whole test
        JsonObject q = createQuote(accountToAccount(c.usd(), external, "SENDING", 4_000));
        executed(q.getString("id"));
        execute(q.getString("id")).assertError(409, "INVALID_STATE_TRANSITION");
        assertEquals(FUNDS - number(q, "totalSendingAmount"), usdBalance(c), "debited once");
        assertEquals(1, debitEntries(c.usd()));
    }

    @Test
    void executingWithoutEnoughMoneyIsInvalidAmountAndWritesNothing() {
        Payments.Customer c = fundedCustomer("Short Of Money", 1_000);
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject q = createQuote(accountToAccount(c.usd(), external, "SENDING", 5_000));
        execute(q.getString("id")).assertError(400, "INVALID_AMOUNT");
        assertEquals(1_000, usdBalance(c), "balance unchanged");
        assertEquals("PENDING", transaction(q.getString("transactionId")).getString("status"));
        assertEquals("PENDING", getQuote(q.getString("id")).getString("status"));
        assertEquals(0, debitEntries(c.usd()));
        assertEquals(1, outboxEvents(c.usd(), "INTERNAL_ACCOUNT.BALANCE_UPDATED"), "no BALANCE_UPDATED beyond the funding");

        // nothing was written, so the same quote executes once the money is there
        fund(c.usd(), 10_000);
        assertEquals("PROCESSING", executed(q.getString("id")).getString("status"));
        assertEquals(11_000 - 5_000, usdBalance(c));
        assertEquals(3, outboxEvents(c.usd(), "INTERNAL_ACCOUNT.BALANCE_UPDATED"), "funding, funding, the debit");
        awaitStatus(q.getString("transactionId"), "COMPLETED");
    }

    // ---- idempotency and concurrency ----------------------------------------------------------------

    @Test
    void aRetriedExecuteWithTheSameKeyReplaysTheFirstAnswerAndTheKeyCannotServeAnotherQuote() {
        Payments.Customer c = fundedCustomer("Retrying Executor", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "003");
        JsonObject q = createQuote(accountToAccount(c.usd(), external, "SENDING", 3_000));
        JsonObject other = createQuote(accountToAccount(c.usd(), external, "SENDING", 2_000));
        String key = key();
        Api.Reply first = execute(q.getString("id"), key);
        assertEquals(200, first.status(), first.raw().body());
        assertNull(first.header("Idempotent-Replayed"));
        Api.Reply again = execute(q.getString("id"), key);
        assertEquals(200, again.status(), again.raw().body());
        assertEquals(first.raw().body(), again.raw().body(), "the replay is the first answer");
        assertEquals("true", again.header("Idempotent-Replayed"));

        execute(other.getString("id"), key).assertError(409, "CONFLICT");
        assertEquals("PENDING", getQuote(other.getString("id")).getString("status"), "the other quote was not executed");
        assertEquals(FUNDS - 3_000, usdBalance(c), "one debit");
        assertEquals(1, debitEntries(c.usd()));
    }

    @Test
    void fiftyConcurrentExecutesOfOneQuoteWithoutKeysDebitOnce() throws Exception {
        Payments.Customer c = fundedCustomer("Racing Executors", 1_000_000);
        String external = externalUsdAccountEnding(c.id(), "003");
        JsonObject q = createQuote(accountToAccount(c.usd(), external, "SENDING", 10_000));
        List<Api.Reply> replies = Concurrency.race(50, () -> execute(q.getString("id")));
        int ok = 0;
        int conflicts = 0;
        for (Api.Reply r : replies) {
            assertTrue(r.status() < 500, () -> "never a 5xx: " + r.raw().body());
            if (r.status() == 200) {
                ok++;
            } else {
                r.assertError(409, "INVALID_STATE_TRANSITION");
                conflicts++;
            }
        }
        assertEquals(1, ok, "exactly one execute succeeds");
        assertEquals(49, conflicts);
        assertEquals(1, debitEntries(c.usd()), "one debit journal for the source");
        assertEquals(1_000_000 - number(q, "totalSendingAmount"), usdBalance(c));
        assertLedgerInvariants();
    }

    @Test
    void fiftyConcurrentExecutesWithOneKeyAllAnswerTheOneExecution() throws Exception {
        Payments.Customer c = fundedCustomer("Racing Keyed Executors", 1_000_000);
        String external = externalUsdAccountEnding(c.id(), "003");
        JsonObject q = createQuote(accountToAccount(c.usd(), external, "SENDING", 10_000));
        String key = key();
        List<Api.Reply> replies = Concurrency.race(50, () -> execute(q.getString("id"), key));
        String body = replies.get(0).raw().body();
        int executedHere = 0;
        for (Api.Reply r : replies) {
            assertEquals(200, r.status(), r.raw().body());
            assertEquals(body, r.raw().body(), "every answer is the one answer");
            if (r.header("Idempotent-Replayed") == null) {
                executedHere++;
            }
        }
        assertEquals(1, executedHere, "one execution, 49 replays");
        assertEquals(1, debitEntries(c.usd()));
        assertEquals(1_000_000 - number(q, "totalSendingAmount"), usdBalance(c));
    }

    // ---- expiry -------------------------------------------------------------------------------------

    @Test
    void aQuoteLeftAloneExpiresWithItsTransactionAndCanNoLongerBeExecuted() {
        Payments.Customer c = fundedCustomer("Slow Decider", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject q = createQuote(accountToAccount(c.usd(), external, "SENDING", 1_000));
        assertTtl(q);
        // quote-service judges the expiry on its sandbox clock: moved just past it rather than waited for
        SandboxClock.movePast("quote-service", Instant.parse(q.getString("expiresAt")));
        awaitQuoteStatus(q.getString("id"), "EXPIRED", Payments.DEADLINE);
        String txId = q.getString("transactionId");
        assertEquals("EXPIRED", transaction(txId).getString("status"));
        await(() -> paymentWebhooks(OUTGOING, txId).contains(OUTGOING + ".EXPIRED"), Payments.DEADLINE,
                () -> "OUTGOING_PAYMENT.EXPIRED for " + txId);
        execute(q.getString("id")).assertError(409, "INVALID_STATE_TRANSITION");
        assertEquals(FUNDS, usdBalance(c));
        assertEquals(0, debitEntries(c.usd()));
    }

    // ---- real-time funding --------------------------------------------------------------------------

    static Api.Reply sandboxSend(String quoteId, String currency, Long amount) {
        return postJson("/sandbox/send", "{\"quoteId\":\"" + quoteId + "\",\"currencyCode\":\"" + currency + "\""
                + (amount == null ? "" : ",\"currencyAmount\":" + amount) + "}");
    }

    @Test
    void aRealtimeFundedQuoteWaitsForItsFundsAndThenCompletes() {
        Payments.Customer c = customer("Realtime Funder");
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject q = createQuote(realtimeFunding(c.id(), "USD", external, "SENDING", 10_000));
        assertEquals("PENDING", q.getString("status"));
        List<JsonObject> instructions = q.getJsonArray("paymentInstructions").getValuesAs(JsonObject.class);
        assertEquals(1, instructions.size(), q::toString);
        assertFalse(instructions.get(0).getJsonObject("accountOrWalletInfo").getString("reference").isBlank());

        sandboxSend(q.getString("id"), "EUR", null).assertError(400, "INVALID_CURRENCY");
        sandboxSend(unknownId("Quote"), "USD", null).assertError(404, "QUOTE_NOT_FOUND");
        assertEquals("PENDING", getQuote(q.getString("id")).getString("status"), "a refused send changes nothing");

        Api.Reply sent = sandboxSend(q.getString("id"), "USD", null);
        assertEquals(200, sent.status(), sent.raw().body());
        assertEquals("PROCESSING", sent.json().getString("status"));
        String txId = q.getString("transactionId");
        assertEquals(txId, sent.json().getString("id"));
        awaitStatus(txId, "COMPLETED");
        List<String> expected = types(OUTGOING, "PENDING PROCESSING COMPLETED");
        assertEquals(expected, awaitPaymentWebhooks(OUTGOING, txId, expected.size()));
        sandboxSend(q.getString("id"), "USD", null).assertError(400, "INVALID_INPUT");
    }

    @Test
    void aRealtimeFundingOfTheWrongAmountFailsAndIsReturned() {
        Payments.Customer c = customer("Realtime Miscounter");
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject q = createQuote(realtimeFunding(c.id(), "USD", external, "SENDING", 10_000));
        Api.Reply sent = sandboxSend(q.getString("id"), "USD", number(q, "totalSendingAmount") + 100);
        assertEquals(200, sent.status(), sent.raw().body());
        assertEquals("FAILED", sent.json().getString("status"));
        assertEquals("FUNDING_AMOUNT_MISMATCH", sent.json().getString("failureReason"));
        String txId = q.getString("transactionId");
        JsonObject tx = awaitStatus(txId, "REFUND_COMPLETED");
        assertEquals("FUNDING_AMOUNT_MISMATCH", tx.getString("failureReason"));
        assertEquals("COMPLETED", tx.getJsonObject("refund").getString("status"));
        List<String> events = awaitPaymentWebhooks(OUTGOING, txId, 3);
        assertTrue(events.containsAll(types(OUTGOING, "FAILED REFUND_PENDING REFUND_COMPLETED")), events::toString);
        assertFalse(events.contains(OUTGOING + ".COMPLETED"), "nothing reaches the receiver: " + events);
        assertTrue(events.indexOf(OUTGOING + ".FAILED") < events.indexOf(OUTGOING + ".REFUND_COMPLETED"), events::toString);
    }

    // ---- UMA ----------------------------------------------------------------------------------------

    @Test
    void aPaymentToASandboxUmaAddressCompletes() {
        Payments.Customer c = fundedCustomer("Uma Payer", FUNDS);
        String receiver = uma("$success.mxn");
        String lookupId = umaLookup(receiver, c.id()).getString("lookupId");
        JsonObject q = createQuote(toUma(lookupId, c.usd(), receiver, "MXN", "SENDING", 10_000));
        assertEquals("MXN", q.getJsonObject("receivingCurrency").getString("code"));
        executed(q.getString("id"));
        String txId = q.getString("transactionId");
        awaitStatus(txId, "COMPLETED");
        assertEquals(FUNDS - number(q, "totalSendingAmount"), usdBalance(c));
        List<String> expected = types(OUTGOING, "PENDING PROCESSING COMPLETED");
        assertEquals(expected, awaitPaymentWebhooks(OUTGOING, txId, expected.size()));
        // its account sent it and received nothing: the receiver filter names where money arrives, not the account it moved
        assertEquals(List.of(txId), ids(list("senderAccountIdentifier=" + c.usd())));
        List<String> received = ids(list("receiverAccountIdentifier=" + c.usd()));
        assertFalse(received.contains(txId), received::toString);
        assertEquals(List.of(txId), ids(list("accountIdentifier=" + c.usd() + "&type=OUTGOING")));
        assertEquals(received, ids(list("accountIdentifier=" + c.usd() + "&type=INCOMING")), "what funded it");
    }

    @Test
    void anAccountsTransactionsEitherWayPageAsOneListWithOneCount() {
        Payments.Customer c = fundedCustomer("Either Way", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "000");
        transferOut(c.usd(), external, 100);
        umaReceive(uma("$success.usd"), c.id(), "USD", 200);
        transferOut(c.usd(), external, 300);
        umaReceive(uma("$success.usd"), c.id(), "USD", 400);
        transferOut(c.usd(), external, 500);
        String account = "accountIdentifier=" + c.usd();
        List<String> sent = ids(list("senderAccountIdentifier=" + c.usd()));
        List<String> received = ids(list("receiverAccountIdentifier=" + c.usd()));
        assertEquals(3, sent.size(), sent::toString);
        assertEquals(3, received.size(), "the funding and two UMA payments: " + received);

        JsonObject all = list(account + "&limit=100");
        List<String> newestFirst = ids(all);
        assertEquals(6, all.getInt("totalCount"), all::toString);
        Set<String> both = new HashSet<>(sent);
        both.addAll(received);
        assertEquals(both, new HashSet<>(newestFirst));
        List<Instant> times = data(all).stream().map(t -> Instant.parse(t.getString("createdAt"))).toList();
        for (int i = 1; i < times.size(); i++) {
            assertFalse(times.get(i).isAfter(times.get(i - 1)), "newest first: " + times);
        }
        // one at a time, following the cursor: the same transactions in the same order, both ways, each page counting all
        for (String order : List.of("desc", "asc")) {
            List<String> paged = new ArrayList<>();
            String cursor = null;
            for (int page = 0; page < 10; page++) {
                JsonObject p = list(account + "&limit=1&sortOrder=" + order + (cursor == null ? "" : "&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8)));
                assertEquals(6, p.getInt("totalCount"), p::toString);
                paged.addAll(ids(p));
                if (!p.getBoolean("hasMore")) {
                    break;
                }
                cursor = p.getString("nextCursor");
            }
            List<String> expected = new ArrayList<>(newestFirst);
            if (order.equals("asc")) {
                Collections.reverse(expected);
            }
            assertEquals(expected, paged, order);
        }
        assertEquals(sent, ids(list(account + "&type=OUTGOING")));
        assertEquals(received, ids(list(account + "&type=INCOMING")));
    }

    @Test
    void aPaymentToAUmaAddressThatFailsComplianceIsRefunded() {
        Payments.Customer c = fundedCustomer("Uma Compliance Payer", FUNDS);
        String receiver = uma("$fail.compliance.usd");
        String lookupId = umaLookup(receiver, c.id()).getString("lookupId");
        JsonObject q = createQuote(toUma(lookupId, c.usd(), receiver, "USD", "SENDING", 10_000));
        executed(q.getString("id"));
        String txId = q.getString("transactionId");
        JsonObject tx = awaitStatus(txId, "REFUND_COMPLETED");
        assertEquals("COMPLIANCE_REJECTED", tx.getString("failureReason"));
        assertEquals("TRANSACTION_FAILED", tx.getJsonObject("refund").getString("reason"));
        List<String> expected = types(OUTGOING, "PENDING PROCESSING FAILED REFUND_PENDING REFUND_COMPLETED");
        assertEquals(expected, awaitPaymentWebhooks(OUTGOING, txId, expected.size()));
        assertEquals(FUNDS, usdBalance(c), "refunded");
    }

    @Test
    void anIncomingUmaPaymentIsPendingThenCompletesAndCredits() {
        Payments.Customer c = customer("Uma Receiver");
        JsonObject incoming = umaReceive(uma("$success.usd"), c.id(), "USD", 1_234);
        assertEquals("INCOMING", incoming.getString("type"));
        assertEquals("PENDING", incoming.getString("status"));
        String txId = incoming.getString("id");
        awaitStatus(txId, "COMPLETED");
        assertEquals(1_234, usdBalance(c));
        List<String> expected = types(INCOMING, "PENDING COMPLETED");
        assertEquals(expected, awaitPaymentWebhooks(INCOMING, txId, expected.size()));
        assertEquals(List.of(txId), ids(list("receiverAccountIdentifier=" + c.usd())));
        assertEquals(List.of(), ids(list("senderAccountIdentifier=" + c.usd())));
    }

    @Test
    void aLongPendingIncomingPaymentWaitsForApprovalOrRejection() {
        Payments.Customer c = customer("Uma Approver");
        String pending = umaReceive(uma("$pending.long.usd"), c.id(), "USD", 700).getString("id");
        String toReject = umaReceive(uma("$pending.long.usd"), c.id(), "USD", 900).getString("id");
        // a payment that completes after the pending ones were made: once it has, they have had their chance
        awaitStatus(umaReceive(uma("$success.usd"), c.id(), "USD", 100).getString("id"), "COMPLETED");
        assertEquals("PENDING", transaction(pending).getString("status"));
        assertEquals("PENDING", transaction(toReject).getString("status"));
        assertEquals(100, usdBalance(c), "nothing credited while pending");

        Api.Reply approved = postJson("/transactions/" + pending + "/approve", "{}");
        assertEquals(200, approved.status(), approved.raw().body());
        assertEquals("COMPLETED", transaction(pending).getString("status"));
        assertEquals(800, usdBalance(c), "credited on approval");
        postJson("/transactions/" + pending + "/approve", "{}").assertError(409, "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL");
        assertEquals(800, usdBalance(c), "credited once");

        Api.Reply rejected = postJson("/transactions/" + toReject + "/reject", "{\"reason\":\"not expected\"}");
        assertEquals(200, rejected.status(), rejected.raw().body());
        assertEquals("REJECTED", transaction(toReject).getString("status"));
        postJson("/transactions/" + toReject + "/reject", "{}").assertError(409, "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL");
        postJson("/transactions/" + toReject + "/approve", "{}").assertError(409, "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL");
        assertEquals(800, usdBalance(c), "a rejected payment credits nothing");
    }

    @Test
    void anIncomingPaymentFromASenderFailingComplianceFailsAtOnceAndCreditsNothing() {
        Payments.Customer c = customer("Uma Wary Receiver");
        JsonObject failed = umaReceive(uma("$fail.compliance.usd"), c.id(), "USD", 5_000);
        assertEquals("FAILED", failed.getString("status"));
        assertEquals("COMPLIANCE_REJECTED", failed.getString("failureReason"));
        // a later payment's completion is the signal that the failed one had its chance to (wrongly) credit
        awaitStatus(umaReceive(uma("$success.usd"), c.id(), "USD", 10).getString("id"), "COMPLETED");
        assertEquals("FAILED", transaction(failed.getString("id")).getString("status"));
        assertEquals(10, usdBalance(c));
    }

    // ---- cancel -------------------------------------------------------------------------------------

    @Test
    void aProcessingPaymentCanBeCancelledAndIsRefunded() {
        Payments.Customer c = fundedCustomer("Second Thoughts", FUNDS);
        String slow = externalUsdAccountEnding(c.id(), "003");
        JsonObject q = createQuote(accountToAccount(c.usd(), slow, "SENDING", 6_000));
        executed(q.getString("id"));
        String txId = q.getString("transactionId");
        awaitStatus(txId, "PROCESSING");
        Api.Reply cancelled = postJson("/transactions/" + txId + "/cancel", "{}");
        assertEquals(200, cancelled.status(), cancelled.raw().body());
        JsonObject tx = awaitStatus(txId, "REFUND_COMPLETED");
        assertEquals("USER_CANCELLATION", tx.getJsonObject("refund").getString("reason"));
        assertEquals("COMPLETED", tx.getJsonObject("refund").getString("status"));
        assertEquals(FUNDS, usdBalance(c), "refunded");
        List<String> expected = types(OUTGOING, "PENDING PROCESSING REFUND_PENDING REFUND_COMPLETED");
        assertEquals(expected, awaitPaymentWebhooks(OUTGOING, txId, expected.size()));
        postJson("/transactions/" + txId + "/cancel", "{}").assertError(409, "TRANSACTION_NOT_CANCELLABLE");
    }

    @Test
    void aCompletedPaymentCannotBeCancelled() {
        Payments.Customer c = fundedCustomer("Too Late", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject q = createQuote(accountToAccount(c.usd(), external, "SENDING", 2_000));
        executed(q.getString("id"));
        String txId = q.getString("transactionId");
        awaitStatus(txId, "COMPLETED");
        postJson("/transactions/" + txId + "/cancel", "{}").assertError(409, "TRANSACTION_NOT_CANCELLABLE");
        assertEquals("COMPLETED", transaction(txId).getString("status"));
        assertEquals(FUNDS - 2_000, usdBalance(c));
    }

    @Test
    void aReceiptDeliveryIsConfirmedAtTheGivenTimeAndABadTimeIsRefusedNamingTheField() {
        Payments.Customer c = fundedCustomer("Receipt Given", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");
        JsonObject q = createQuote(accountToAccount(c.usd(), external, "SENDING", 1_000));
        executed(q.getString("id"));
        String txId = q.getString("transactionId");
        JsonObject refused = postJson("/transactions/" + txId + "/confirm", "{\"receiptDeliveryConfirmedAt\":\"yesterday\"}")
                .assertError(400, "INVALID_INPUT");
        assertEquals(List.of("receiptDeliveryConfirmedAt"), net.ccpay.deploy.it.support.Errors.fields(refused));
        Api.Reply r = postJson("/transactions/" + txId + "/confirm", "{\"receiptDeliveryConfirmedAt\":\"2025-08-15T16:31:00+02:00\"}");
        assertEquals(200, r.status(), r.raw().body());
        assertEquals("2025-08-15T14:31:00Z", r.json().getString("receiptDeliveryConfirmedAt"));
        assertEquals("2025-08-15T14:31:00Z", transaction(txId).getString("receiptDeliveryConfirmedAt"));
    }

    // ---- the transaction list -----------------------------------------------------------------------

    static JsonObject list(String query) {
        Api.Reply r = get("/transactions?" + query);
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    static List<JsonObject> data(JsonObject page) {
        return page.getJsonArray("data").getValuesAs(JsonObject.class);
    }

    static List<String> ids(JsonObject page) {
        return data(page).stream().map(t -> t.getString("id")).toList();
    }

    @Test
    void theTransactionListFiltersSortsAndPages() {
        Payments.Customer c = fundedCustomer("Listed Payer", FUNDS);
        Payments.Customer stranger = fundedCustomer("Unlisted Payer", FUNDS);
        String external = externalUsdAccountEnding(c.id(), "789");
        List<String> completed = new ArrayList<>();
        for (long amount : new long[] {1_000, 2_000, 3_000}) {
            JsonObject q = createQuote(accountToAccount(c.usd(), external, "SENDING", amount));
            executed(q.getString("id"));
            completed.add(q.getString("transactionId"));
        }
        String failed = transferOut(c.usd(), externalUsdAccountEnding(c.id(), "002"), 500).getString("id");
        JsonObject strangers = createQuote(accountToAccount(stranger.usd(), externalUsdAccountEnding(stranger.id(), "789"), "SENDING", 1_000));
        completed.forEach(id -> awaitStatus(id, "COMPLETED"));
        // last, so it is still PENDING (not yet executed or expired) when listed by status below
        String pending = createQuote(accountToAccount(c.usd(), external, "SENDING", 4_000)).getString("transactionId");
        Set<String> mine = new LinkedHashSet<>(completed);
        mine.add(failed);
        mine.add(pending);

        JsonObject all = list("customerId=" + c.id() + "&limit=100");
        assertFalse(all.getBoolean("hasMore"));
        List<String> allIds = ids(all);
        assertTrue(allIds.containsAll(mine), () -> "all of " + mine + " in " + allIds);
        assertFalse(allIds.contains(strangers.getString("transactionId")), "another customer's transaction is not listed");
        data(all).forEach(t -> assertEquals(c.id(), t.getString("customerId"), t::toString));
        assertEquals(allIds.size(), all.getInt("totalCount"));

        List<Instant> asc = data(list("customerId=" + c.id() + "&limit=100&sortOrder=asc")).stream()
                .map(t -> Instant.parse(t.getString("createdAt"))).toList();
        List<Instant> desc = data(list("customerId=" + c.id() + "&limit=100&sortOrder=desc")).stream()
                .map(t -> Instant.parse(t.getString("createdAt"))).toList();
        assertEquals(allIds.size(), asc.size());
        for (int i = 1; i < asc.size(); i++) {
            assertFalse(asc.get(i).isBefore(asc.get(i - 1)), "asc by createdAt: " + asc);
            assertFalse(desc.get(i).isAfter(desc.get(i - 1)), "desc by createdAt: " + desc);
        }
        assertEquals(allIds, ids(list("customerId=" + c.id() + "&limit=100&sortOrder=desc")), "desc is the default");

        List<String> walked = new ArrayList<>();
        JsonObject page = list("customerId=" + c.id() + "&limit=2");
        int pages = 1;
        while (true) {
            assertTrue(data(page).size() <= 2);
            walked.addAll(ids(page));
            if (!page.getBoolean("hasMore")) {
                break;
            }
            assertTrue(pages++ < 50, "the walk ends");
            page = list("customerId=" + c.id() + "&limit=2&cursor="
                    + java.net.URLEncoder.encode(page.getString("nextCursor"), java.nio.charset.StandardCharsets.UTF_8));
        }
        assertEquals(new HashSet<>(walked).size(), walked.size(), "no transaction twice: " + walked);
        assertEquals(allIds, walked, "the pages together are the whole list, in order");

        // a cursor belongs to the direction it was read in: the other direction from it would skip rows
        String descCursor = java.net.URLEncoder.encode(list("customerId=" + c.id() + "&limit=2").getString("nextCursor"),
                java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(List.of("cursor"), fields(get("/transactions?customerId=" + c.id() + "&limit=2&sortOrder=asc&cursor=" + descCursor)
                .assertError(400, "INVALID_INPUT")));
        JsonObject ascFirst = list("customerId=" + c.id() + "&limit=2&sortOrder=asc");
        List<String> ascIds = new ArrayList<>(allIds);
        java.util.Collections.reverse(ascIds);
        String ascCursor = java.net.URLEncoder.encode(ascFirst.getString("nextCursor"), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(ascIds.subList(2, 4), ids(list("customerId=" + c.id() + "&limit=2&sortOrder=asc&cursor=" + ascCursor)),
                "asc pages on from its own cursor");
        assertEquals(List.of("cursor"), fields(get("/transactions?customerId=" + c.id() + "&limit=2&cursor=" + ascCursor)
                .assertError(400, "INVALID_INPUT")));

        List<JsonObject> outgoing = data(list("customerId=" + c.id() + "&limit=100&type=OUTGOING"));
        outgoing.forEach(t -> assertEquals("OUTGOING", t.getString("type")));
        assertTrue(outgoing.stream().map(t -> t.getString("id")).toList().containsAll(mine));

        List<JsonObject> pendingOnes = data(list("customerId=" + c.id() + "&limit=100&status=PENDING"));
        pendingOnes.forEach(t -> assertEquals("PENDING", t.getString("status")));
        assertEquals(List.of(pending), pendingOnes.stream().map(t -> t.getString("id")).toList());
        List<JsonObject> completedOnes = data(list("customerId=" + c.id() + "&limit=100&status=COMPLETED&type=OUTGOING"));
        completedOnes.forEach(t -> assertEquals("COMPLETED", t.getString("status")));
        assertEquals(new HashSet<>(completed), completedOnes.stream().map(t -> t.getString("id")).collect(java.util.stream.Collectors.toSet()));

        JsonObject e = get("/transactions?status=SOMEWHERE").assertError(400, "INVALID_INPUT");
        assertEquals(List.of("status"), fields(e));
        JsonObject both = get("/transactions?status=SOMEWHERE&type=SIDEWAYS").assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("status", "type"), new HashSet<>(fields(both)), "each bad filter is listed");
    }

    // ---- the ledger after a concurrent mix -----------------------------------------------------------

    /** What one operation of the mix left behind: the transaction, how it must end, and what it debited. */
    record Outcome(int customer, String transactionId, String finalStatus, long debit) {}

    @Test
    void aConcurrentMixOfPaymentsLeavesTheLedgerBalanced() throws Exception {
        int n = 3;
        long initial = 1_000_000;
        List<Payments.Customer> customers = new ArrayList<>();
        List<Map<String, String>> externals = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Payments.Customer c = fundedCustomer("Mixed Payer", initial);
            customers.add(c);
            Map<String, String> byOutcome = new HashMap<>();
            for (String suffix : List.of("789", "002", "005", "004")) {
                byOutcome.put(suffix, externalUsdAccountEnding(c.id(), suffix));
            }
            externals.add(byOutcome);
        }
        AtomicLongArray funded = new AtomicLongArray(n);
        ConcurrentLinkedQueue<Outcome> outcomes = new ConcurrentLinkedQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<?>> work = new ArrayList<>();
        int payments = 0;
        for (int op = 0; op < 60; op++) {
            int i = op % n;
            int kind = (op / n) % 6;
            long amount = 500 + op * 37L;
            Payments.Customer c = customers.get(i);
            Map<String, String> ext = externals.get(i);
            if (kind != 0) {
                payments++;
            }
            work.add(pool.submit(() -> {
                switch (kind) {
                    case 0 -> {
                        fund(c.usd(), amount);
                        funded.addAndGet(i, amount);
                    }
                    case 1, 2, 3 -> {
                        String suffix = kind == 1 ? "789" : kind == 2 ? "002" : "005";
                        JsonObject q = createQuote(accountToAccount(c.usd(), ext.get(suffix), "SENDING", amount));
                        executed(q.getString("id"));
                        outcomes.add(new Outcome(i, q.getString("transactionId"), kind == 1 ? "COMPLETED" : "REFUND_COMPLETED",
                                number(q, "totalSendingAmount")));
                    }
                    case 4 -> outcomes.add(new Outcome(i, transferOut(c.usd(), ext.get("789"), amount).getString("id"), "COMPLETED", amount));
                    default -> outcomes.add(new Outcome(i, transferOut(c.usd(), ext.get("004"), amount).getString("id"), "REFUND_COMPLETED", amount));
                }
                return null;
            }));
        }
        for (Future<?> f : work) {
            f.get();
        }
        pool.shutdown();
        assertEquals(payments, outcomes.size(), "every payment of the mix was accepted");

        for (Outcome o : outcomes) {
            awaitStatus(o.transactionId(), o.finalStatus());
        }
        Set<String> unsettled = Set.of("PENDING", "PROCESSING", "REFUND_PENDING");
        for (Payments.Customer c : customers) {
            List<JsonObject> listed = data(list("customerId=" + c.id() + "&limit=100"));
            assertTrue(listed.stream().noneMatch(t -> unsettled.contains(t.getString("status"))), () -> "all settled: " + listed);
        }

        assertLedgerInvariants();
        for (int i = 0; i < n; i++) {
            int customer = i;
            long out = outcomes.stream().filter(o -> o.customer() == customer && "COMPLETED".equals(o.finalStatus()))
                    .mapToLong(Outcome::debit).sum();
            assertEquals(initial + funded.get(i) - out, usdBalance(customers.get(i)),
                    "what was funded less what completed; failures were refunded");
        }
    }

    /** SCA applies only where a region requires it, and no sandbox customer is in such a region: 409, as customer-service's /sca answers. */
    @Test
    void quoteScaOperationsSayNoChallengeIsNeeded() {
        Payments.Customer c = customer("Sca Quoter");
        JsonObject q = createQuote(realtimeFunding(c.id(), "USD", c.usd(), "SENDING", 1000));
        assertEquals("PENDING", q.getString("status"), "never PENDING_AUTHORIZATION");
        JsonObject e = postJson("/quotes/" + q.getString("id") + "/authorize", "{\"code\":\"123456\"}").assertError(409, "CONFLICT");
        assertEquals("PENDING", e.getJsonObject("details").getString("quoteStatus"));
        Api.send(Api.request("/quotes/" + q.getString("id") + "/authorize/resend").POST(java.net.http.HttpRequest.BodyPublishers.noBody()).build())
                .assertError(409, "CONFLICT");
        postJson("/quotes/Quote:019542f5-b3e7-1d02-0000-000000000099/authorize", "{}").assertError(404, "QUOTE_NOT_FOUND");
        JsonObject bad = postJson("/quotes/" + q.getString("id") + "/authorize", "{\"code\":\"" + "9".repeat(40) + "\"}")
                .assertError(400, "INVALID_INPUT");
        assertEquals(List.of("code"), fields(bad));
    }
}
