package net.ccpay.deploy.it;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.WalletClient;
import net.ccpay.deploy.it.support.Wallets;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An embedded wallet's credentials answer the same from the first moment the wallet is visible: the
 * credential list and a credential's creation agree even while the events that tell auth-service about
 * the wallet and its owner are still on their way.
 */
class WalletReadYourWritesIT {

    static String emailOtp(String wallet) {
        return Json.createObjectBuilder().add("type", "EMAIL_OTP").add("accountId", wallet).build().toString();
    }

    /**
     * The events not arrived yet, made certain: auth-service's read model forgets the wallet, its owner and
     * its credential. The list then still shows the owner's EMAIL_OTP credential, a second one is refused,
     * and the listed credential logs in.
     */
    @Test
    void aWalletWhoseEventsAreStillInFlightListsItsCredentialAndRefusesASecond() throws Exception {
        WalletClient w = WalletClient.create("inflight");
        try (Connection c = Databases.of("auth")) {
            for (String sql : List.of("DELETE FROM auth_credential WHERE account_id = ?", "DELETE FROM wallet_account WHERE account_id = ?")) {
                try (PreparedStatement ps = c.prepareStatement(sql)) {
                    ps.setString(1, w.wallet);
                    assertEquals(1, ps.executeUpdate(), sql);
                }
            }
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM wallet_customer WHERE customer_id = ?")) {
                ps.setString(1, w.customer);
                assertEquals(1, ps.executeUpdate());
            }
        }
        List<JsonObject> listed = Wallets.credentials(w.wallet);
        assertEquals(1, listed.size(), listed.toString());
        assertEquals("EMAIL_OTP", listed.get(0).getString("type"));
        assertEquals(w.email, listed.get(0).getString("nickname"));
        Api.postJson("/auth/credentials", emailOtp(w.wallet)).assertError(400, "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS");
        WalletClient.Login login = WalletClient.otpLogin(listed.get(0).getString("id"), "EMAIL_OTP");
        assertTrue(w.sessionIds().contains(login.sessionId()), "the listed credential logs in to this wallet");
    }

    /** The documented flow, as fast as a client can go: create the customer, see its wallet, list, add. */
    @Test
    void theListAndTheCreateAgreeRightAfterTheCustomerIsCreated() {
        for (int i = 0; i < 5; i++) {
            String email = "ryw-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
            String wallet = Wallets.usdbAccount(Customers.create("Wallet Fast " + i, email), "EMBEDDED_WALLET");
            boolean listed = Wallets.credentials(wallet).stream().anyMatch(c -> "EMAIL_OTP".equals(c.getString("type")));
            Api.Reply created = Api.postJson("/auth/credentials", emailOtp(wallet));
            if (listed) {
                created.assertError(400, "EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS");
            } else {
                assertEquals(201, created.status(), "nothing listed, so the add is the wallet's first credential: " + created.raw().body());
            }
            assertEquals(1, Wallets.credentials(wallet).size(), "one EMAIL_OTP credential either way");
        }
    }

    @Test
    void anAccountThatIsNoWalletListsNothingAndTheLookupIsNotRouted() {
        String customer = Customers.create("Wallet None");
        String account = Wallets.usdbAccount(customer, "INTERNAL_CRYPTO");
        assertEquals(List.of(), Wallets.credentials(account));
        assertEquals(List.of(), Wallets.credentials("InternalAccount:019542f5-b3e7-1d02-0000-00000000dead"));
        Api.get("/internal/internal-accounts/" + account).assertError(404, "REFERENCE_NOT_FOUND");
    }
}
