package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.UUID;

import static net.ccpay.deploy.it.Api.get;
import static net.ccpay.deploy.it.Api.postJson;
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

    static List<JsonObject> credentials(String accountId) {
        Api.Reply r = get("/auth/credentials?accountId=" + accountId);
        assertEquals(200, r.status(), r.raw().body());
        return r.json().getJsonArray("data").getValuesAs(JsonObject.class);
    }

    static String usdbAccount(String customerId, String type) {
        Api.Reply r = get("/customers/internal-accounts?customerId=" + customerId + "&currency=USDB");
        assertEquals(200, r.status(), r.raw().body());
        JsonObject a = r.json().getJsonArray("data").getJsonObject(0);
        assertEquals(type, a.getString("type"));
        return a.getString("id");
    }

    @Test
    void anApprovedCustomersEmbeddedWalletStartsWithAnEmailOtpCredentialForItsEmail() {
        String email = "wallet-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        String customer = AccountsAndLookupIT.createCustomer("Wallet Owner", email);
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
        String customer = AccountsAndLookupIT.createCustomer("No Email Owner", null);
        String crypto = usdbAccount(customer, "INTERNAL_CRYPTO");
        // a wallet created afterwards has its credential: once it exists, this account's event was handled too
        String later = usdbAccount(AccountsAndLookupIT.createCustomer("Later Wallet Owner",
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
