package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Payments;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Wallets.credentials;
import static net.ccpay.deploy.it.support.Wallets.usdbAccount;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * auth-service learns the embedded wallets from the platform's events: an approved customer with an
 * email gets an EMBEDDED_WALLET (USDB) account, and that wallet starts with an EMAIL_OTP credential
 * for the email. Adding a credential to an account that is not a known wallet, and challenging an
 * unknown credential, are 404; adding, revoking and the other logins are WalletCredentialManagementIT's,
 * WalletPasskeyIT's and WalletOauthIT's.
 */
class WalletCredentialsIT {

    @Test
    void anApprovedCustomersEmbeddedWalletStartsWithAnEmailOtpCredentialForItsEmail() {
        String email = "wallet-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        String customer = Customers.create("Wallet Owner", email);
        String wallet = usdbAccount(customer, "EMBEDDED_WALLET");
        Payments.await(() -> !credentials(wallet).isEmpty(), Duration.ofSeconds(30), () -> "the wallet's EMAIL_OTP credential");
        List<JsonObject> creds = credentials(wallet);
        assertEquals(1, creds.size(), creds.toString());
        JsonObject c = creds.get(0);
        assertEquals("EMAIL_OTP", c.getString("type"));
        assertEquals(email, c.getString("nickname"));
        assertEquals(wallet, c.getString("accountId"));
        assertTrue(c.getString("id").startsWith("AuthMethod:"), c.toString());
    }

    @Test
    void anAccountThatIsNotAWalletHasNoCredentials() {
        String customer = Customers.create("No Email Owner", null);
        String crypto = usdbAccount(customer, "INTERNAL_CRYPTO");
        // a wallet created afterwards has its credential: once it exists, this account's event was handled too
        String later = usdbAccount(Customers.create("Later Wallet Owner",
                "later-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com"), "EMBEDDED_WALLET");
        Payments.await(() -> !credentials(later).isEmpty(), Duration.ofSeconds(30), () -> "the later wallet's credential");
        assertEquals(List.of(), credentials(crypto));
    }

    @Test
    void theListNeedsAnInternalAccountIdAndUnknownWalletsAndCredentialsAre404() {
        get("/auth/credentials").assertError(400, "INVALID_INPUT");
        get("/auth/credentials?accountId=Customer:019542f5-b3e7-1d02-0000-000000000001").assertError(400, "INVALID_INPUT");
        postJson("/auth/credentials", "{\"type\":\"EMAIL_OTP\",\"accountId\":\"InternalAccount:019542f5-b3e7-1d02-0000-000000000001\"}")
                .assertError(404, "REFERENCE_NOT_FOUND");
        postJson("/auth/credentials/AuthMethod:019542f5-b3e7-1d02-0000-000000000001/challenge", "{}").assertError(404, "REFERENCE_NOT_FOUND");
    }
}
