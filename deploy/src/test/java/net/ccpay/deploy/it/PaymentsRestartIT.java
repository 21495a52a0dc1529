package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import org.junit.jupiter.api.Test;

import java.util.List;

import static net.ccpay.deploy.it.support.Payments.OUTGOING;
import static net.ccpay.deploy.it.support.Payments.accountToAccount;
import static net.ccpay.deploy.it.support.Payments.assertLedgerInvariants;
import static net.ccpay.deploy.it.support.Payments.await;
import static net.ccpay.deploy.it.support.Payments.awaitStatus;
import static net.ccpay.deploy.it.support.Payments.balanceWebhooks;
import static net.ccpay.deploy.it.support.Payments.createQuote;
import static net.ccpay.deploy.it.support.Payments.debitEntries;
import static net.ccpay.deploy.it.support.Payments.executed;
import static net.ccpay.deploy.it.support.Payments.externalUsdAccountEnding;
import static net.ccpay.deploy.it.support.Payments.fund;
import static net.ccpay.deploy.it.support.Payments.fundedCustomer;
import static net.ccpay.deploy.it.support.Payments.number;
import static net.ccpay.deploy.it.support.Payments.paymentWebhooks;
import static net.ccpay.deploy.it.support.Payments.usdBalance;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The sandbox's timers are rows in the database: a payment step that comes due while the server is
 * down runs once it is back, once. (Restarts the shared Liberty server, so this class stays small.)
 */
// the full build only (mvn verify -Pfull): servers of its own, or a restart of the platform
@org.junit.jupiter.api.Tag("full")
class PaymentsRestartIT {

    @Test
    void aPaymentDueWhileTheServerRestartsCompletesOnceAfterwards() throws Exception {
        long funds = 100_000;
        Payments.Customer c = fundedCustomer("Restart Payer", funds);
        // suffix 003 settles 360 s × scale (7.2 s) after execute: due while the server is restarting
        String slow = externalUsdAccountEnding(c.id(), "003");
        JsonObject q = createQuote(accountToAccount(c.usd(), slow, "SENDING", 10_000));
        long sent = number(q, "totalSendingAmount");
        assertEquals("PROCESSING", executed(q.getString("id")).getString("status"));
        String txId = q.getString("transactionId");

        PlatformHarness.restartServer();

        awaitStatus(txId, "COMPLETED", Payments.DEADLINE);
        await(() -> paymentWebhooks(OUTGOING, txId).contains(OUTGOING + ".COMPLETED"), Payments.DEADLINE,
                () -> "OUTGOING_PAYMENT.COMPLETED for " + txId);
        // a deposit made after the completion is announced after it: once its webhook is here, a second
        // COMPLETED for the payment would have arrived too
        long before = balanceWebhooks(c.usd());
        fund(c.usd(), 1);
        await(() -> balanceWebhooks(c.usd()) > before, Payments.DEADLINE, () -> "the later deposit's BALANCE_UPDATED");
        List<String> events = paymentWebhooks(OUTGOING, txId);
        assertEquals(1, events.stream().filter((OUTGOING + ".COMPLETED")::equals).count(), "completed once: " + events);
        assertEquals(List.of(OUTGOING + ".PENDING", OUTGOING + ".PROCESSING", OUTGOING + ".COMPLETED"), events);

        assertEquals(1, debitEntries(c.usd()), "debited once");
        assertEquals(funds - sent + 1, usdBalance(c));
        assertLedgerInvariants();
    }
}
