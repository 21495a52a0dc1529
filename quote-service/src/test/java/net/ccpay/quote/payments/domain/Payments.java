package net.ccpay.quote.payments.domain;

import net.ccpay.common.money.Money;
import net.ccpay.quote.ledger.domain.Journal;
import net.ccpay.quote.payments.domain.MoneyTransaction.DestinationKind;
import net.ccpay.quote.payments.domain.MoneyTransaction.Funding;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Transactions of each shape the platform makes, a ledger that books their movements, and the transitions by name. */
final class Payments {

    static final String ID = "Transaction:0a4c1f52-59a4-4d5e-9f0e-1c2b3a4d5e6f";
    static final String SOURCE = "InternalAccount:source";
    static final String DESTINATION = "InternalAccount:destination";
    static final String EXTERNAL_SOURCE = "ExternalAccount:source";
    static final String EXTERNAL_DESTINATION = "ExternalAccount:destination";
    static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    /** What is sent (USD cents), and what arrives in another currency (EUR cents) or, in the same, after a fee. */
    static final long SENT = 10_100, RECEIVED_EUR = 9_200, RECEIVED_SAME = 10_000;

    private Payments() {}

    /** A transaction's shape: where its money comes from and goes to. */
    enum Shape {
        /** A quote or transfer-out from an internal account to an external account. */
        INTERNAL_TO_EXTERNAL,
        /** A quote from an internal account to a UMA receiver. */
        INTERNAL_TO_UMA,
        /** A quote into another customer's internal account in another currency (USD to EUR). */
        INTERNAL_TO_INTERNAL,
        /** A quote into an internal account in the same currency, with a fee. */
        INTERNAL_TO_INTERNAL_SAME_CURRENCY,
        /** A transfer-in: pulled from an external account into an internal one. */
        PULL_TO_INTERNAL,
        /** A quote pulling from an external account to pay an external account. */
        PULL_TO_EXTERNAL,
        /** A realtime-funded quote paying an external account. */
        REALTIME_TO_EXTERNAL,
        /** A UMA payment arriving for a customer. */
        INCOMING;

        MoneyTransaction create(String outcome) {
            if (this == INCOMING) {
                MoneyTransaction t = new MoneyTransaction(ID, MoneyTransaction.Type.INCOMING, "Customer:c", null, Funding.UMA, T0)
                        .source("UMA_ADDRESS", null, "$alice@sender.example", "EUR")
                        .destination("ACCOUNT", DestinationKind.INTERNAL, DESTINATION, null, "EUR")
                        .touches(DESTINATION);
                t.received(Movement.money(RECEIVED_EUR, "EUR"), null).details(null, "UMA payment", null, outcome, null);
                return t;
            }
            Funding funding = switch (this) {
                case PULL_TO_INTERNAL, PULL_TO_EXTERNAL -> Funding.PULL;
                case REALTIME_TO_EXTERNAL -> Funding.REALTIME;
                default -> Funding.INTERNAL;
            };
            MoneyTransaction t = new MoneyTransaction(ID, MoneyTransaction.Type.OUTGOING, "Customer:c", null, funding, T0)
                    .source(funding == Funding.REALTIME ? "REALTIME_FUNDING" : "ACCOUNT",
                            funding == Funding.INTERNAL ? SOURCE : funding == Funding.PULL ? EXTERNAL_SOURCE : null, null, "USD");
            long received = SENT;
            switch (this) {
                case INTERNAL_TO_UMA -> t.destination("UMA_ADDRESS", DestinationKind.UMA, null, "$success.usd@sandbox.uma.money", "USD");
                case INTERNAL_TO_INTERNAL -> {
                    t.destination("ACCOUNT", DestinationKind.INTERNAL, DESTINATION, null, "EUR");
                    received = RECEIVED_EUR;
                }
                case INTERNAL_TO_INTERNAL_SAME_CURRENCY, PULL_TO_INTERNAL -> {
                    t.destination("ACCOUNT", DestinationKind.INTERNAL, DESTINATION, null, "USD");
                    received = this == PULL_TO_INTERNAL ? SENT : RECEIVED_SAME;
                }
                default -> t.destination("ACCOUNT", DestinationKind.EXTERNAL, EXTERNAL_DESTINATION, null, "USD");
            }
            t.touches(funding == Funding.INTERNAL ? SOURCE : null);
            t.amounts(Movement.money(SENT, "USD"), Movement.money(received, t.destinationCurrency()), "1", Movement.money(SENT - received, "USD")).details("Quote:q", null, "CCPAYQ", outcome, T0.plusSeconds(300));
            return t;
        }

        /** The ledger account the money comes from. */
        String origin() {
            return switch (this) {
                case PULL_TO_INTERNAL, PULL_TO_EXTERNAL -> PaymentAccounts.externalPulls("USD", ID);
                case REALTIME_TO_EXTERNAL -> PaymentAccounts.realtimeFunding("USD", ID);
                case INCOMING -> PaymentAccounts.umaIncoming("EUR", ID);
                default -> SOURCE;
            };
        }
    }

    /** A ledger that books movements as their journals (which refuse any that does not sum to zero per currency). */
    static final class Book {
        final Map<String, Money> balances = new TreeMap<>();
        final List<Movement> movements = new ArrayList<>();

        void post(Movement m) {
            for (Journal.Entry e : m.journal().entries()) {
                balances.merge(e.account().value(), e.amount(), Money::plus);
            }
            movements.add(m);
        }

        long balance(String account) {
            Money m = balances.get(account);
            return m == null ? 0 : m.amount();
        }

        /** Whether every account is back at zero. */
        boolean allZero() {
            return balances.values().stream().allMatch(Money::isZero);
        }
    }

    /** Applies {@code transition} through its own method, as the engine and the use cases do; books what it moves. */
    static void apply(MoneyTransaction tx, Transition transition, Instant now, Book book) {
        switch (transition) {
            case ANNOUNCE -> tx.announce(now);
            case RECEIVE_FUNDS -> book.post(tx.receiveFunds(tx.amount()));
            case FUND -> tx.fund(now).ifPresent(book::post);
            case PROCESS -> tx.process(now);
            case SETTLE -> book.post(tx.settle(now));
            case RETURN -> book.post(tx.returned("PAYOUT_RETURNED", now));
            case FAIL -> tx.fail("QUOTE_EXECUTION_FAILED", now);
            case START_REFUND -> tx.startRefund("TRANSACTION_FAILED", now);
            case REFUND -> book.post(tx.refund(now));
            case REFUND_FAIL -> tx.refundFailed(now);
            case CREDIT -> book.post(tx.credit(now));
            case REJECT -> tx.reject(now);
            case EXPIRE -> tx.expire(now);
            case AWAIT_AUTHORIZATION -> tx.awaitAuthorization(now.plusSeconds(300), now);
            case AUTHORIZE -> tx.authorize(now);
        }
    }
}
