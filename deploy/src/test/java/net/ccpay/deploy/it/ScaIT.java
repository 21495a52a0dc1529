package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.SandboxClock;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.Test;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.net.http.HttpRequest;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static net.ccpay.deploy.it.support.Api.delete;
import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Payments.OUTGOING;
import static net.ccpay.deploy.it.support.Payments.accountToAccount;
import static net.ccpay.deploy.it.support.Payments.awaitPaymentWebhooks;
import static net.ccpay.deploy.it.support.Payments.awaitStatus;
import static net.ccpay.deploy.it.support.Payments.createQuote;
import static net.ccpay.deploy.it.support.Payments.execute;
import static net.ccpay.deploy.it.support.Payments.externalUsdAccount;
import static net.ccpay.deploy.it.support.Payments.fund;
import static net.ccpay.deploy.it.support.Payments.getQuote;
import static net.ccpay.deploy.it.support.Payments.types;
import static net.ccpay.deploy.it.support.Payments.usdBalance;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Strong Customer Authentication end to end, for a customer who lives where it applies (an individual whose
 * address is in Germany): factors (SMS_OTP, TOTP with a real authenticator code), logins, the login-security
 * events and lockout, factor resets, quotes that wait on the customer's authorization (execute, authorize,
 * resend) and trusted beneficiaries that skip it; with the refusals (wrong code, used and expired challenges,
 * executing without authorization, too many wrong codes). Customers elsewhere keep the 409 answers (CustomersIT,
 * PaymentsIT).
 */
class ScaIT {

    private static final String CODE = "123456";
    private static final String BERLIN = "{\"line1\":\"Unter den Linden 1\",\"city\":\"Berlin\",\"postalCode\":\"10117\",\"country\":\"DE\"}";

    /** An approved individual living in Germany, with its accounts. */
    static Payments.Customer europeanCustomer(String name) {
        Api.Reply r = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"" + Payments.uniqueName(name)
                + "\",\"nationality\":\"DE\",\"address\":" + BERLIN + "}");
        assertEquals(201, r.status(), r.raw().body());
        String id = r.json().getString("id");
        Map<String, String> ids = new TreeMap<>();
        Customers.awaitActiveAccounts(id, Customers.DEFAULT_CURRENCIES.size()).forEach((currency, a) -> ids.put(currency, a.getString("id")));
        return new Payments.Customer(id, Map.copyOf(ids));
    }

    static String sca(String op, String customerId) {
        return "/sca/" + op + "?customerId=" + customerId;
    }

    static List<String> factors(String customerId) {
        Api.Reply r = get(sca("factors", customerId));
        assertEquals(200, r.status(), r.raw().body());
        return r.json().getJsonArray("factors").getValuesAs(JsonObject.class).stream().map(f -> f.getString("factor")).toList();
    }

    static void assertNoCodeIn(JsonObject error) {
        assertFalse(error.toString().contains(CODE), () -> "no code in an error body: " + error);
    }

    @Test
    void factorsLoginsLockoutAndResets() throws Exception {
        String c = europeanCustomer("Sca Login").id();
        assertEquals(List.of("SMS_OTP"), factors(c), "SMS_OTP needs no enrollment");

        // TOTP enrollment with the authenticator app's real code
        Api.Reply started = postJson(sca("factors", c), "{\"type\":\"TOTP\"}");
        assertEquals(200, started.status(), started.raw().body());
        JsonObject totp = started.json();
        assertTrue(totp.getString("totpUri").startsWith("otpauth://totp/") && totp.getString("totpUri").contains(totp.getString("secretBase32Encoded")));
        byte[] secret = HexFormat.of().parseHex(totp.getString("secret"));
        assertNoCodeIn(postJson(sca("factors/confirm", c), "{\"type\":\"TOTP\",\"secret\":\"" + "ab".repeat(20) + "\",\"code\":\"" + totp(secret) + "\"}")
                .assertError(400, "INVALID_INPUT"));
        Api.Reply confirmed = postJson(sca("factors/confirm", c), "{\"type\":\"TOTP\",\"secret\":\"" + totp.getString("secret") + "\",\"code\":\""
                + totp(secret) + "\"}");
        assertEquals(200, confirmed.status(), confirmed.raw().body());
        List<String> recovery = confirmed.json().getJsonArray("recoveryCodes").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
        assertEquals(8, recovery.size());
        assertEquals(List.of("SMS_OTP", "TOTP"), factors(c));
        postJson(sca("factors", c), "{\"type\":\"PASSKEY\"}").assertError(400, "INVALID_INPUT");
        delete(sca("factors/Credential-1", c)).assertError(404, "REFERENCE_NOT_FOUND");

        // SMS_OTP login: wrong code, right code, the used challenge refused
        JsonObject login = ok(postJson(sca("login/start", c), "{\"factor\":\"SMS_OTP\"}"));
        assertEquals("SMS_OTP", login.getString("factor"));
        String challenge = login.getString("challengeId");
        JsonObject wrong = postJson(sca("login/complete", c), complete("SMS_OTP", challenge, "000000")).assertError(400, "INVALID_INPUT");
        assertEquals("WRONG_CODE", wrong.getJsonObject("details").getString("reason"));
        assertNoCodeIn(wrong);
        JsonObject session = ok(postJson(sca("login/complete", c), complete("SMS_OTP", challenge, CODE)));
        assertEquals("SUCCESS", session.getString("status"));
        assertTrue(Instant.parse(session.getString("sessionExpiresAt")).isAfter(Instant.now().minusSeconds(60)));
        JsonObject used = postJson(sca("login/complete", c), complete("SMS_OTP", challenge, CODE)).assertError(400, "INVALID_INPUT");
        assertEquals("ALREADY_USED", used.getJsonObject("details").getString("reason"));

        // TOTP login: the app's code, then a recovery code once
        JsonObject totpLogin = ok(postJson(sca("login/start", c), "{\"factor\":\"TOTP\"}"));
        assertFalse(totpLogin.containsKey("challengeId") && !totpLogin.isNull("challengeId"));
        assertEquals("SUCCESS", ok(postJson(sca("login/complete", c), complete("TOTP", null, totp(secret)))).getString("status"));
        assertEquals("SUCCESS", ok(postJson(sca("login/complete", c), complete("TOTP", null, recovery.get(0)))).getString("status"));
        postJson(sca("login/complete", c), complete("TOTP", null, recovery.get(0))).assertError(400, "INVALID_INPUT");

        // an expired login challenge (customer-service judges it on its clock)
        JsonObject late = ok(postJson(sca("login/start", c), "{\"factor\":\"SMS_OTP\"}"));
        SandboxClock.movePast("customer-service", Instant.parse(late.getString("expiresAt")));
        JsonObject expired = postJson(sca("login/complete", c), complete("SMS_OTP", late.getString("challengeId"), CODE)).assertError(400, "INVALID_INPUT");
        assertEquals("EXPIRED", expired.getJsonObject("details").getString("reason"));

        // security events: two wrong codes so far; three more failed logins lock the login for 15 minutes
        JsonObject event = null;
        for (int i = 0; i < 3; i++) {
            event = ok(postJson(sca("record-event", c), "{\"eventType\":\"FAILED_LOGIN_ATTEMPT\"}"));
        }
        assertEquals(5, event.getInt("failedAttempts"));
        assertFalse(event.getBoolean("suspended"));
        assertNotNull(event.getString("lockedUntil"));
        String lockedOut = ok(postJson(sca("login/start", c), "{\"factor\":\"SMS_OTP\"}")).getString("challengeId");
        JsonObject locked = postJson(sca("login/complete", c), complete("SMS_OTP", lockedOut, CODE)).assertError(423, "ACCOUNT_LOCKED");
        assertEquals(5, locked.getJsonObject("details").getInt("failedAttempts"));
        JsonObject reset = ok(postJson(sca("record-event", c), "{\"eventType\":\"RESET_PASSWORD_COMPLETED\"}"));
        assertEquals(0, reset.getInt("failedAttempts"));
        assertTrue(reset.isNull("lockedUntil"));
        assertEquals("SUCCESS", ok(postJson(sca("login/complete", c), complete("SMS_OTP", lockedOut, CODE))).getString("status"),
                "the challenge was not used by the refused attempt");

        // a lost authenticator app: reset (liveness passes at once in sandbox), then enroll again
        Api.Reply r = postJson(sca("factors/reset", c), "{\"factor\":\"TOTP\"}");
        assertEquals(201, r.status(), r.raw().body());
        String resetId = r.json().getString("resetId");
        JsonObject status = ok(get("/sca/factors/reset/" + resetId + "?customerId=" + c));
        assertEquals("LIVENESS_PASSED", status.getString("status"));
        assertEquals("PENDING", status.getString("enrollmentStatus"));
        Api.Reply done = postJson("/sca/factors/reset/" + resetId + "/complete?customerId=" + c, "{}");
        assertEquals(204, done.status(), done.raw().body());
        assertEquals("COMPLETED", ok(get("/sca/factors/reset/" + resetId + "?customerId=" + c)).getString("status"));
        assertEquals(List.of("SMS_OTP"), factors(c), "the lost factor is cleared");
        postJson("/sca/factors/reset/" + resetId + "/complete?customerId=" + c, "{}").assertError(400, "INVALID_INPUT");
        JsonObject again = ok(postJson(sca("factors", c), "{\"type\":\"TOTP\"}"));
        byte[] secret2 = HexFormat.of().parseHex(again.getString("secret"));
        ok(postJson(sca("factors/confirm", c), "{\"type\":\"TOTP\",\"secret\":\"" + again.getString("secret") + "\",\"code\":\"" + totp(secret2) + "\"}"));
        assertEquals("COMPLETED", ok(get("/sca/factors/reset/" + resetId + "?customerId=" + c)).getString("enrollmentStatus"));
        get("/sca/factors/reset/ScaReset:019542f5-b3e7-1d02-0000-000000000001?customerId=" + c).assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void quotesWaitOnTheCustomersAuthorizationUnlessTheBeneficiaryIsTrusted() {
        Payments.Customer c = europeanCustomer("Sca Payer");
        assertEquals(100_000, fund(c.usd(), 100_000));
        String payee = externalUsdAccount(c.id(), "555000123456");
        login(c.id());

        // executing issues the challenge; nothing moves until it is authorized
        JsonObject q = createQuote(accountToAccount(c.usd(), payee, "SENDING", 1000));
        assertEquals("PENDING", q.getString("status"));
        assertFalse(q.containsKey("scaChallenge"));
        Api.Reply executed = execute(q.getString("id"));
        assertEquals(200, executed.status(), executed.raw().body());
        JsonObject waiting = executed.json();
        assertEquals("PENDING_AUTHORIZATION", waiting.getString("status"));
        JsonObject challenge = waiting.getJsonObject("scaChallenge");
        assertEquals("SMS_OTP", challenge.getString("factor"));
        assertEquals(List.of("SMS_OTP"), challenge.getJsonArray("availableFactors").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList());
        assertEquals(100_000, usdBalance(c), "no money moves before the authorization");
        assertEquals("PENDING_AUTHORIZATION", Payments.status(q.getString("transactionId")), "the transaction waits too");
        execute(q.getString("id")).assertError(409, "INVALID_STATE_TRANSITION");
        assertEquals(challenge.getString("id"), getQuote(q.getString("id")).getJsonObject("scaChallenge").getString("id"));

        // resend: after the resend interval (30 s on quote-service's clock) once, then too soon
        SandboxClock.advance("quote-service", 31);
        assertEquals(204, resend(q.getString("id")).status());
        resend(q.getString("id")).assertError(429, "RATE_LIMITED");

        // a wrong code, then the right one: the payment starts
        assertNoCodeIn(authorize(q.getString("id"), "000000").assertError(400, "INVALID_INPUT"));
        Api.Reply authorized = authorize(q.getString("id"), CODE);
        assertEquals(200, authorized.status(), authorized.raw().body());
        assertTrue(List.of("PROCESSING", "COMPLETED").contains(authorized.json().getString("status")), authorized.json()::toString);
        assertFalse(authorized.json().containsKey("scaChallenge"));
        awaitStatus(q.getString("transactionId"), "COMPLETED");
        assertEquals(100_000 - Payments.number(q, "totalSendingAmount"), usdBalance(c));
        assertEquals(types(OUTGOING, "PENDING PENDING_AUTHORIZATION PROCESSING COMPLETED"),
                awaitPaymentWebhooks(OUTGOING, q.getString("transactionId"), 4), "the documented SCA sequence");
        authorize(q.getString("id"), CODE).assertError(409, "CONFLICT");
        resend(q.getString("id")).assertError(409, "CONFLICT");

        // too many wrong codes spend the challenge; executing again issues a new one
        JsonObject q2 = createQuote(accountToAccount(c.usd(), payee, "SENDING", 500));
        String first = execute(q2.getString("id")).json().getJsonObject("scaChallenge").getString("id");
        // a passkey assertion is refused before it is checked, so it spends none of the challenge's attempts
        JsonObject passkey = postJson("/quotes/" + q2.getString("id") + "/authorize",
                "{\"passkeyAssertion\":{\"id\":\"x\"},\"origin\":\"https://app.example.com\"}").assertError(400, "INVALID_INPUT");
        assertEquals(List.of("passkeyAssertion"), net.ccpay.deploy.it.support.Errors.fields(passkey));
        for (int i = 0; i < 4; i++) {
            authorize(q2.getString("id"), "00000" + i).assertError(400, "INVALID_INPUT");
        }
        authorize(q2.getString("id"), "000009").assertError(429, "RATE_LIMITED");
        authorize(q2.getString("id"), CODE).assertError(409, "CONFLICT");
        JsonObject renewed = execute(q2.getString("id")).json();
        assertEquals("PENDING_AUTHORIZATION", renewed.getString("status"));
        assertFalse(first.equals(renewed.getJsonObject("scaChallenge").getString("id")));
        assertEquals(types(OUTGOING, "PENDING PENDING_AUTHORIZATION PENDING_AUTHORIZATION"),
                awaitPaymentWebhooks(OUTGOING, q2.getString("transactionId"), 3), "announced each time a challenge is issued");

        // immediatelyExecute waits on the authorization too
        JsonObject now = Payments.with(accountToAccount(c.usd(), payee, "SENDING", 200), "immediatelyExecute", jakarta.json.JsonValue.TRUE);
        JsonObject immediate = createQuote(now);
        assertEquals("PENDING_AUTHORIZATION", immediate.getString("status"));
        assertEquals(200, authorize(immediate.getString("id"), CODE).status());

        // a trusted beneficiary: trust with the code, then payments to it need no authorization
        JsonObject trustStart = ok(postJson("/customers/external-accounts/" + payee + "/trust", "{}"));
        String trustChallenge = trustStart.getJsonObject("scaChallenge").getString("id");
        assertNoCodeIn(postJson("/customers/external-accounts/" + payee + "/trust/confirm", "{\"challengeId\":\"" + trustChallenge
                + "\",\"code\":\"000000\"}").assertError(400, "INVALID_INPUT"));
        assertTrue(ok(postJson("/customers/external-accounts/" + payee + "/trust/confirm", "{\"challengeId\":\"" + trustChallenge
                + "\",\"code\":\"" + CODE + "\"}")).getBoolean("trusted"));
        postJson("/customers/external-accounts/" + payee + "/trust/confirm", "{\"challengeId\":\"" + trustChallenge + "\",\"code\":\"" + CODE + "\"}")
                .assertError(409, "CONFLICT");
        JsonObject direct = createQuote(accountToAccount(c.usd(), payee, "SENDING", 300));
        JsonObject started = ok(execute(direct.getString("id")));
        assertTrue(List.of("PROCESSING", "COMPLETED").contains(started.getString("status")), started::toString);
        authorize(direct.getString("id"), CODE).assertError(409, "CONFLICT");

        // untrusted again: authorization needed again
        String untrust = ok(postJson("/customers/external-accounts/" + payee + "/untrust", "{}")).getJsonObject("scaChallenge").getString("id");
        assertFalse(ok(postJson("/customers/external-accounts/" + payee + "/untrust/confirm", "{\"challengeId\":\"" + untrust + "\",\"code\":\""
                + CODE + "\"}")).getBoolean("trusted"));
        JsonObject q3 = createQuote(accountToAccount(c.usd(), payee, "SENDING", 100));
        assertEquals("PENDING_AUTHORIZATION", ok(execute(q3.getString("id"))).getString("status"));

        // an expired challenge (quote-service judges it on its clock): the payment fails SCA_NOT_COMPLETED, nothing moves;
        // q2's renewed challenge lapsed too, and the payment timer fails it without any request
        long before = usdBalance(c);
        SandboxClock.movePast("quote-service", Instant.parse(getQuote(q3.getString("id")).getJsonObject("scaChallenge").getString("expiresAt")));
        JsonObject expired = authorize(q3.getString("id"), CODE).assertError(400, "INVALID_INPUT");
        assertEquals("EXPIRED", expired.getJsonObject("details").getString("reason"));
        for (JsonObject lapsed : List.of(q3, q2)) {
            JsonObject tx = awaitStatus(lapsed.getString("transactionId"), "FAILED");
            assertEquals("SCA_NOT_COMPLETED", tx.getString("failureReason"), tx::toString);
            assertEquals("FAILED", getQuote(lapsed.getString("id")).getString("status"));
        }
        assertEquals(before, usdBalance(c), "nothing was taken before an authorization, so nothing comes back");
        authorize(q3.getString("id"), CODE).assertError(400, "INVALID_INPUT");
    }

    @Test
    void anUnansweredChallengeFailsThePaymentOnItsOwn() {
        Payments.Customer c = europeanCustomer("Sca Lapse");
        assertEquals(50_000, fund(c.usd(), 50_000));
        String payee = externalUsdAccount(c.id(), "555000123456");
        JsonObject q = createQuote(accountToAccount(c.usd(), payee, "SENDING", 700));
        String tx = q.getString("transactionId");
        JsonObject waiting = ok(execute(q.getString("id")));
        assertEquals("PENDING_AUTHORIZATION", waiting.getString("status"));
        assertEquals("PENDING_AUTHORIZATION", Payments.status(tx));
        assertEquals(types(OUTGOING, "PENDING PENDING_AUTHORIZATION"), awaitPaymentWebhooks(OUTGOING, tx, 2));

        // nobody answers: once the challenge's expiry passes on quote-service's clock, the payment timer fails it
        SandboxClock.movePast("quote-service", Instant.parse(waiting.getJsonObject("scaChallenge").getString("expiresAt")));
        JsonObject failed = awaitStatus(tx, "FAILED");
        assertEquals("SCA_NOT_COMPLETED", failed.getString("failureReason"));
        JsonObject quote = getQuote(q.getString("id"));
        assertEquals("FAILED", quote.getString("status"));
        assertFalse(quote.containsKey("scaChallenge"));
        assertEquals(types(OUTGOING, "PENDING PENDING_AUTHORIZATION FAILED"), awaitPaymentWebhooks(OUTGOING, tx, 3));
        JsonObject hook = Webhooks.listFor("OUTGOING_PAYMENT.FAILED", tx).get(0).getJsonObject("body").getJsonObject("data");
        assertEquals("SCA_NOT_COMPLETED", hook.getString("failureReason"));
        assertEquals(50_000, usdBalance(c), "no money was taken, none is lost or duplicated");
        Payments.assertLedgerInvariants();

        // the failed quote stays failed: no authorization, no new challenge
        login(c.id());
        assertEquals("EXPIRED", authorize(q.getString("id"), CODE).assertError(400, "INVALID_INPUT").getJsonObject("details").getString("reason"));
        execute(q.getString("id")).assertError(409, "INVALID_STATE_TRANSITION");
        assertEquals(3, Payments.paymentWebhooks(OUTGOING, tx).size(), "failed once, announced once");
    }

    @Test
    void authorizingNeedsTheCustomersScaSession() {
        Payments.Customer c = europeanCustomer("Sca Session");
        assertEquals(50_000, fund(c.usd(), 50_000));
        String payee = externalUsdAccount(c.id(), "555000123456");

        // never logged in: 409 SCA_SESSION_REQUIRED, the challenge stays open and nothing moves
        JsonObject q = createQuote(accountToAccount(c.usd(), payee, "SENDING", 400));
        String challenge = ok(execute(q.getString("id"))).getJsonObject("scaChallenge").getString("id");
        authorize(q.getString("id"), CODE).assertError(409, "SCA_SESSION_REQUIRED");
        JsonObject still = getQuote(q.getString("id"));
        assertEquals("PENDING_AUTHORIZATION", still.getString("status"));
        assertEquals(challenge, still.getJsonObject("scaChallenge").getString("id"));
        assertEquals(50_000, usdBalance(c));

        // logged in: the same challenge authorizes
        login(c.id());
        JsonObject authorized = ok(authorize(q.getString("id"), CODE));
        assertTrue(List.of("PROCESSING", "COMPLETED").contains(authorized.getString("status")), authorized::toString);

        // a password reset ends the session
        JsonObject q2 = createQuote(accountToAccount(c.usd(), payee, "SENDING", 300));
        ok(execute(q2.getString("id")));
        ok(postJson(sca("record-event", c.id()), "{\"eventType\":\"RESET_PASSWORD_COMPLETED\"}"));
        authorize(q2.getString("id"), CODE).assertError(409, "SCA_SESSION_REQUIRED");

        // and so does its expiry (customer-service judges it on its clock)
        Instant until = login(c.id());
        SandboxClock.movePast("customer-service", until);
        authorize(q2.getString("id"), CODE).assertError(409, "SCA_SESSION_REQUIRED");
        login(c.id());
        assertEquals(200, authorize(q2.getString("id"), CODE).status());
        awaitStatus(q2.getString("transactionId"), "COMPLETED");
    }

    @Test
    void aTrustedBeneficiaryIsNotDeleted() {
        Payments.Customer c = europeanCustomer("Sca Keeper");
        String payee = externalUsdAccount(c.id(), "555000123456");
        String trust = ok(postJson("/customers/external-accounts/" + payee + "/trust", "{}")).getJsonObject("scaChallenge").getString("id");
        assertTrue(ok(postJson("/customers/external-accounts/" + payee + "/trust/confirm", "{\"challengeId\":\"" + trust + "\",\"code\":\""
                + CODE + "\"}")).getBoolean("trusted"));

        JsonObject refused = delete("/customers/external-accounts/" + payee).assertError(409, "BENEFICIARY_TRUSTED");
        assertEquals(payee, refused.getJsonObject("details").getString("externalAccountId"));
        assertEquals(200, get("/customers/external-accounts/" + payee).status(), "still there");

        String untrust = ok(postJson("/customers/external-accounts/" + payee + "/untrust", "{}")).getJsonObject("scaChallenge").getString("id");
        assertFalse(ok(postJson("/customers/external-accounts/" + payee + "/untrust/confirm", "{\"challengeId\":\"" + untrust + "\",\"code\":\""
                + CODE + "\"}")).getBoolean("trusted"));
        assertEquals(204, delete("/customers/external-accounts/" + payee).status());
        get("/customers/external-accounts/" + payee).assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void aRealtimeFundedQuoteGetsItsInstructionsOnceAuthorized() {
        Payments.Customer c = europeanCustomer("Sca Realtime");
        String payee = externalUsdAccount(c.id(), "555000123456");

        // 202: created, waiting on the customer's authorization, the payment instructions withheld
        Api.Reply created = Payments.postQuote(Payments.realtimeFunding(c.id(), "USD", payee, "SENDING", 1500));
        assertEquals(202, created.status(), created.raw().body());
        JsonObject q = created.json();
        String tx = q.getString("transactionId");
        assertEquals("PENDING_AUTHORIZATION", q.getString("status"));
        assertEquals("SMS_OTP", q.getJsonObject("scaChallenge").getString("factor"));
        assertFalse(q.containsKey("paymentInstructions"), q::toString);
        assertFalse(getQuote(q.getString("id")).containsKey("paymentInstructions"));
        assertEquals("PENDING_AUTHORIZATION", Payments.status(tx));
        send(q.getString("id")).assertError(400, "INVALID_INPUT");
        execute(q.getString("id")).assertError(409, "INVALID_STATE_TRANSITION");

        // authorized: PENDING with its instructions; the funds then complete it
        login(c.id());
        JsonObject authorized = ok(authorize(q.getString("id"), CODE));
        assertEquals("PENDING", authorized.getString("status"));
        assertFalse(authorized.containsKey("scaChallenge"));
        assertFalse(authorized.getJsonArray("paymentInstructions").isEmpty(), authorized::toString);
        assertEquals(200, send(q.getString("id")).status());
        awaitStatus(tx, "COMPLETED");
        assertEquals(types(OUTGOING, "PENDING PENDING_AUTHORIZATION PENDING PROCESSING COMPLETED"), awaitPaymentWebhooks(OUTGOING, tx, 5));
    }

    /** An SMS_OTP login (the sandbox's code): the customer's SCA session; answers when it ends. */
    static Instant login(String customerId) {
        JsonObject start = ok(postJson(sca("login/start", customerId), "{\"factor\":\"SMS_OTP\"}"));
        JsonObject done = ok(postJson(sca("login/complete", customerId), complete("SMS_OTP", start.getString("challengeId"), CODE)));
        return Instant.parse(done.getString("sessionExpiresAt"));
    }

    /** POST /sandbox/send: the realtime funds of the quote, in full. */
    static Api.Reply send(String quoteId) {
        return postJson("/sandbox/send", "{\"quoteId\":\"" + quoteId + "\",\"currencyCode\":\"USD\"}");
    }

    @Test
    void customersElsewhereKeepThe409() {
        Payments.Customer us = Payments.customer("Sca Elsewhere");
        get(sca("factors", us.id())).assertError(409, "CONFLICT");
        postJson(sca("factors/reset", us.id()), "{\"factor\":\"SMS_OTP\"}").assertError(409, "CONFLICT");
        String payee = externalUsdAccount(us.id(), "555000123456");
        postJson("/customers/external-accounts/" + payee + "/trust", "{}").assertError(409, "CONFLICT");
        JsonObject q = createQuote(accountToAccount(us.usd(), payee, "SENDING", 100));
        authorize(q.getString("id"), CODE).assertError(409, "CONFLICT");
        get(sca("factors", "Customer:019542f5-b3e7-1d02-0000-000000000099")).assertError(404, "USER_NOT_FOUND");
    }

    static JsonObject ok(Api.Reply r) {
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    static Api.Reply authorize(String quoteId, String code) {
        return postJson("/quotes/" + quoteId + "/authorize", "{\"code\":\"" + code + "\",\"endUserIpAddress\":\"203.0.113.42\"}");
    }

    static Api.Reply resend(String quoteId) {
        return Api.send(Api.request("/quotes/" + quoteId + "/authorize/resend").POST(HttpRequest.BodyPublishers.noBody()).build());
    }

    static String complete(String factor, String challengeId, String code) {
        return "{\"factor\":\"" + factor + "\",\"endUserIpAddress\":\"203.0.113.42\"" + (challengeId == null ? "" : ",\"challengeId\":\"" + challengeId + "\"")
                + ",\"code\":\"" + code + "\"}";
    }

    /** The authenticator app's code now (RFC 6238: HMAC-SHA1, 30-second steps, six digits). */
    static String totp(byte[] secret) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA1");
        mac.init(new SecretKeySpec(secret, "HmacSHA1"));
        byte[] h = mac.doFinal(ByteBuffer.allocate(8).putLong(Instant.now().getEpochSecond() / 30).array());
        int o = h[h.length - 1] & 0x0f;
        int bin = ((h[o] & 0x7f) << 24) | ((h[o + 1] & 0xff) << 16) | ((h[o + 2] & 0xff) << 8) | (h[o + 3] & 0xff);
        return String.format("%06d", bin % 1_000_000);
    }
}
