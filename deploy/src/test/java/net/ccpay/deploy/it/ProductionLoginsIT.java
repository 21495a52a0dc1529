package net.ccpay.deploy.it;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetup;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.mail.internet.MimeMessage;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.P256PublicKey;
import net.ccpay.deploy.EmbeddedBroker;
import net.ccpay.deploy.LibertyServer;
import net.ccpay.deploy.Platform;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.Servers;
import net.ccpay.deploy.it.support.WalletClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Embedded-wallet logins of a production-mode platform (the all-in-one server, started once for the class)
 * with its real deliveries: e-mail codes through an SMTP server in this JVM (GreenMail), SMS codes POSTed
 * to a local receiver, OAuth tokens verified against a local JWKS endpoint whose key rotates mid-test. Each
 * code is read from what was delivered and completes the HPKE login as a client would.
 */
// the full build only (mvn verify -Pfull): a production-mode server of its own
@Tag("full")
class ProductionLoginsIT {

    static final String TOKEN_ID = "logins-it";
    static final String TOKEN_SECRET = "logins-it-" + Platform.randomSecret();
    static final String AUDIENCE = "ccpay-logins-it.apps.example.com";
    static final String SMS_KEY = "sms-key-" + Platform.randomSecret();
    static final Pattern CODE = Pattern.compile("\\b([0-9]{6})\\b");

    static GreenMail mail;
    static HttpServer receivers;
    static final List<JsonObject> smsReceived = new CopyOnWriteArrayList<>();
    static final AtomicInteger smsStatus = new AtomicInteger(200);
    /** Messages the receiver answered with another status than 200. */
    static final AtomicInteger smsRefused = new AtomicInteger();
    static final AtomicReference<JWKSet> published = new AtomicReference<>();
    static String issuer;
    static EmbeddedBroker broker;
    static LibertyServer server;
    static int httpPort;

    @BeforeAll
    static void startAProductionPlatformWithItsDeliveries() throws Exception {
        Platform.Options o = PlatformHarness.platform().options();
        Path work = Path.of(System.getProperty("platform.work.dir", "target/it")).toAbsolutePath();
        Path wlp = Path.of(System.getProperty("platform.wlp.dir", "target/liberty/wlp")).toAbsolutePath();

        mail = new GreenMail(new ServerSetup(PlatformHarness.freePort(), "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        mail.setUser("mailer", "mailer-password");
        mail.start();

        receivers = HttpServer.create(new InetSocketAddress("127.0.0.1", PlatformHarness.freePort()), 0);
        receivers.createContext("/sms", exchange -> {
            String key = exchange.getRequestHeaders().getFirst("X-Api-Key");
            int status = SMS_KEY.equals(key) ? smsStatus.get() : 401;
            if (status == 200) {
                smsReceived.add(WalletClient.parse(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
            } else {
                smsRefused.incrementAndGet();
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        receivers.createContext("/jwks", exchange -> {
            byte[] body = published.get().toString(true).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        receivers.start();
        String receiverUrl = "http://127.0.0.1:" + receivers.getAddress().getPort();
        issuer = receiverUrl;

        for (String db : Platform.SERVICE_DATABASES) {
            Platform.createDatabase(o.dbHost(), o.dbPort(), o.dbUser(), o.dbPassword(), "ccpay_logins_" + db, true);
        }
        Platform.deleteTree(work.resolve("logins-output"));
        broker = new EmbeddedBroker("127.0.0.1", PlatformHarness.freePort(), work.resolve("data/artemis-logins"));
        broker.start();
        httpPort = PlatformHarness.freePort();
        int healthPort = PlatformHarness.freePort();
        Map<String, String> env = new HashMap<>();
        env.put("PLATFORM_MODE", "production");
        env.put("HTTP_PORT", Integer.toString(httpPort));
        env.put("PLATFORM_HTTP_PORT", Integer.toString(httpPort));
        env.put("HEALTH_PORT", Integer.toString(healthPort));
        env.put("ADMIN_USER", null);
        env.put("ADMIN_PASSWORD", null);
        env.put("ADMIN_KEYSTORE_PASSWORD", null);
        env.put("WLP_OUTPUT_DIR", work.resolve("logins-output").toString());
        env.put("DB_HOST", o.dbHost());
        env.put("DB_PORT", Integer.toString(o.dbPort()));
        env.put("DB_USER", o.dbUser());
        env.put("DB_PASSWORD", o.dbPassword());
        env.put("DB_PREFIX", "ccpay_logins_");
        env.put("PLATFORM_BROKER_URL", broker.url());
        env.put("PLATFORM_INTERNAL_SECRET", "internal-" + Platform.randomSecret());
        env.put("PLATFORM_API_TOKEN_ID", TOKEN_ID);
        env.put("PLATFORM_API_TOKEN_SECRET", TOKEN_SECRET);
        env.put("PLATFORM_WEBHOOK_KEY_ENCRYPTION_KEY", randomKey());
        env.put("PLATFORM_WALLET_KEY_ENCRYPTION_KEY", randomKey());
        env.put("PLATFORM_CARDS_SANDBOX_SECRET", Platform.randomSecret());
        // the deliveries, as an operator configures them
        env.put("PLATFORM_OTP_SMTP_HOST", "127.0.0.1");
        env.put("PLATFORM_OTP_SMTP_PORT", Integer.toString(mail.getSmtp().getPort()));
        env.put("PLATFORM_OTP_SMTP_TLS", "none");
        env.put("PLATFORM_OTP_SMTP_USER", "mailer");
        env.put("PLATFORM_OTP_SMTP_PASSWORD", "mailer-password");
        env.put("PLATFORM_OTP_SMTP_FROM", "no-reply@ccpay.example");
        env.put("PLATFORM_OTP_EMAIL_SUBJECT", "Your ccpay code");
        env.put("PLATFORM_OTP_EMAIL_BODY", "Hello,\\n\\nyour code is {code}.");
        env.put("PLATFORM_OTP_SMS_URL", receiverUrl + "/sms");
        env.put("PLATFORM_OTP_SMS_AUTH_HEADER", "X-Api-Key");
        env.put("PLATFORM_OTP_SMS_AUTH_VALUE", SMS_KEY);
        env.put("PLATFORM_OTP_SMS_TEXT", "ccpay code {code}");
        env.put("PLATFORM_SCA_SMS_TEXT", "ccpay SCA {code}");
        env.put("PLATFORM_OIDC_ISSUERS", issuer + "=" + receiverUrl + "/jwks");
        env.put("PLATFORM_OIDC_AUDIENCES", AUDIENCE);
        // the test rotates the key within seconds of the first fetch
        env.put("PLATFORM_OIDC_JWKS_MIN_REFRESH_SECONDS", "0");
        // its own server directory (a copy of the platform's): the shared platform of the other tests runs from the original
        Servers.copyDirectory(wlp.resolve("usr/servers/platform"), wlp.resolve("usr/servers/platform-logins"));
        server = new LibertyServer(wlp, "platform-logins", env, work.resolve("logins-console.log"));
        server.start();
        // PLATFORM_READY_TIMEOUT_SECONDS: a longer wait on a machine busy with other builds (default 240 s)
        long readySeconds = Long.parseLong(System.getenv().getOrDefault("PLATFORM_READY_TIMEOUT_SECONDS", "240"));
        server.awaitReady(URI.create("http://127.0.0.1:" + healthPort + "/health/ready"), Duration.ofSeconds(readySeconds),
                line -> System.out.println("[logins-it] " + line));
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.stop(Duration.ofSeconds(40));
        }
        if (broker != null) {
            broker.stop();
        }
        if (receivers != null) {
            receivers.stop(0);
        }
        if (mail != null) {
            mail.stop();
        }
    }

    static String randomKey() {
        byte[] k = new byte[32];
        new SecureRandom().nextBytes(k);
        return Base64.getEncoder().encodeToString(k);
    }

    static Api.Reply call(String method, String path, String body, Map<String, String> headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + httpPort + "/grid/2025-10-13" + path))
                .timeout(Duration.ofSeconds(30)).header("Authorization", Api.basic(TOKEN_ID, TOKEN_SECRET));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        headers.forEach(b::header);
        return Api.send(b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body)).build());
    }

    static JsonObject firstLeg(String method, String path, String body) {
        Api.Reply r = call(method, path, body, Map.of());
        assertEquals(202, r.status(), r.raw().body());
        return r.json();
    }

    static Api.Reply signed(String method, String path, String body, P256KeyPair key, JsonObject pending) {
        return call(method, path, body, WalletClient.headers(ApiKeyStamp.stamp(key, pending.getString("payloadToSign")),
                pending.getString("requestId")));
    }

    static <T> T await(Supplier<T> found, String what) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            T t = found.get();
            if (t != null) {
                return t;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no " + what + " within 30 s");
    }

    /** A customer with an email and a phone, and its wallet's EMAIL_OTP credential. */
    record Owner(String email, String phone, String wallet, String emailCredential) {}

    static Owner owner() throws InterruptedException {
        String email = "owner-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        String phone = WalletClient.randomPhone();
        Api.Reply c = call("POST", "/customers", Json.createObjectBuilder().add("customerType", "INDIVIDUAL").add("fullName", "Grace Hopper")
                .add("email", email).add("phoneNumber", phone).build().toString(), Map.of());
        assertEquals(201, c.status(), c.raw().body());
        String customer = c.json().getString("id");
        String wallet = await(() -> {
            Api.Reply r = call("GET", "/customers/internal-accounts?customerId=" + customer + "&currency=USDB", null, Map.of());
            var data = r.json().getJsonArray("data");
            return data.isEmpty() ? null : data.getJsonObject(0).getString("id");
        }, "USDB wallet");
        String credential = await(() -> {
            var data = call("GET", "/auth/credentials?accountId=" + wallet, null, Map.of()).json().getJsonArray("data");
            return data.isEmpty() ? null : data.getJsonObject(0).getString("id");
        }, "EMAIL_OTP credential");
        return new Owner(email, phone, wallet, credential);
    }

    /** The code in the newest e-mail to {@code to} after {@code before} messages. */
    static String emailedCode(String to, int before) throws InterruptedException {
        return await(() -> {
            MimeMessage[] all = mail.getReceivedMessages();
            for (int i = all.length - 1; i >= before; i--) {
                try {
                    if (to.equals(all[i].getAllRecipients()[0].toString())) {
                        assertEquals("Your ccpay code", all[i].getSubject());
                        assertEquals("no-reply@ccpay.example", all[i].getFrom()[0].toString());
                        String body = GreenMailUtil.getBody(all[i]);
                        assertTrue(body.startsWith("Hello,"), body);
                        Matcher m = CODE.matcher(body);
                        assertTrue(m.find(), body);
                        return m.group(1);
                    }
                } catch (jakarta.mail.MessagingException e) {
                    throw new AssertionError(e);
                }
            }
            return null;
        }, "e-mail to " + to);
    }

    static P256PublicKey challenge(String credential) {
        Api.Reply r = call("POST", "/auth/credentials/" + credential + "/challenge", "{}", Map.of());
        assertEquals(200, r.status(), r.raw().body());
        return WalletClient.targetOf(r.json().getString("otpEncryptionTargetBundle"));
    }

    /** The HPKE login with {@code code}: the first leg (202), the retry stamped with the TEK (200, a session). */
    static WalletClient.Login otpLogin(String credential, String type, P256PublicKey target, String code) {
        P256KeyPair tek = P256KeyPair.generate();
        String body = WalletClient.otpVerifyBody(type, target, code, tek);
        String path = "/auth/credentials/" + credential + "/verify";
        JsonObject pending = firstLeg("POST", path, body);
        Api.Reply r = signed("POST", path, body, tek, pending);
        assertEquals(200, r.status(), r.raw().body());
        assertEquals(type, r.json().getString("type"));
        return new WalletClient.Login(r.json().getString("id"), tek);
    }

    static Api.Reply otpVerify(String credential, String type, P256PublicKey target, String code) {
        return call("POST", "/auth/credentials/" + credential + "/verify",
                WalletClient.otpVerifyBody(type, target, code, P256KeyPair.generate()), Map.of());
    }

    @Test
    void theEmailedCodeLogsInOnceAndTheSandboxCodeDoesNot() throws Exception {
        Owner owner = owner();
        int before = mail.getReceivedMessages().length;
        P256PublicKey target = challenge(owner.emailCredential());
        String code = emailedCode(owner.email(), before);
        WalletClient.Login login = otpLogin(owner.emailCredential(), "EMAIL_OTP", target, code);
        assertTrue(login.sessionId().startsWith("Session:"), login.sessionId());
        // the code was single-use: the same bundle's target key is spent
        otpVerify(owner.emailCredential(), "EMAIL_OTP", target, code).assertError(401, "UNAUTHORIZED");

        // the sandbox's fixed code is no code here (unless the platform drew it, one time in a million)
        before = mail.getReceivedMessages().length;
        P256PublicKey another = challenge(owner.emailCredential());
        String sent = emailedCode(owner.email(), before);
        if (!"000000".equals(sent)) {
            JsonObject e = otpVerify(owner.emailCredential(), "EMAIL_OTP", another, "000000").assertError(401, "UNAUTHORIZED");
            assertEquals("Invalid OTP code", e.getString("reason"));
        }
    }

    @Test
    void anSmsCredentialAddedWithASessionGetsItsCodeByTheProvidersApi() throws Exception {
        Owner owner = owner();
        int before = mail.getReceivedMessages().length;
        P256PublicKey target = challenge(owner.emailCredential());
        WalletClient.Login email = otpLogin(owner.emailCredential(), "EMAIL_OTP", target, emailedCode(owner.email(), before));

        int smsBefore = smsReceived.size();
        String body = Json.createObjectBuilder().add("type", "SMS_OTP").add("accountId", owner.wallet()).build().toString();
        Api.Reply added = signed("POST", "/auth/credentials", body, email.key(), firstLeg("POST", "/auth/credentials", body));
        assertEquals(201, added.status(), added.raw().body());
        String smsCredential = added.json().getString("id");
        JsonObject sms = await(() -> smsReceived.size() > smsBefore ? smsReceived.get(smsReceived.size() - 1) : null, "SMS");
        assertEquals(owner.phone(), sms.getString("to"));
        Matcher m = CODE.matcher(sms.getString("text"));
        assertTrue(m.find() && sms.getString("text").startsWith("ccpay code "), sms.toString());
        WalletClient.Login login = otpLogin(smsCredential, "SMS_OTP",
                WalletClient.targetOf(added.json().getString("otpEncryptionTargetBundle")), m.group(1));
        assertTrue(login.sessionId().startsWith("Session:"));

        // the provider refuses: 503 with nothing sent, and the next challenge works again
        smsStatus.set(503);
        try {
            JsonObject e = call("POST", "/auth/credentials/" + smsCredential + "/challenge", "{}", Map.of())
                    .assertError(503, "SERVICE_UNAVAILABLE");
            assertFalse(e.getString("message").contains(owner.phone()), e.toString());
        } finally {
            smsStatus.set(200);
        }
        int again = smsReceived.size();
        P256PublicKey next = challenge(smsCredential);
        JsonObject resent = await(() -> smsReceived.size() > again ? smsReceived.get(smsReceived.size() - 1) : null, "second SMS");
        Matcher m2 = CODE.matcher(resent.getString("text"));
        assertTrue(m2.find());
        otpLogin(smsCredential, "SMS_OTP", next, m2.group(1));
    }

    /** An individual living in Germany (strong customer authentication applies), with {@code phone} unless it is null. */
    static String europeanCustomer(String phone) {
        var b = Json.createObjectBuilder().add("customerType", "INDIVIDUAL").add("fullName", "Erika Mustermann").add("nationality", "DE")
                .add("address", Json.createObjectBuilder().add("line1", "Unter den Linden 1").add("city", "Berlin").add("postalCode", "10117")
                        .add("country", "DE"));
        if (phone != null) {
            b.add("phoneNumber", phone);
        }
        Api.Reply c = call("POST", "/customers", b.build().toString(), Map.of());
        assertEquals(201, c.status(), c.raw().body());
        return c.json().getString("id");
    }

    /** The code of the first SMS to {@code phone} among those received after the first {@code before}, checked to be an SCA text. */
    static String scaCodeSentTo(String phone, int before) throws InterruptedException {
        return await(() -> {
            for (int i = before; i < smsReceived.size(); i++) {
                JsonObject sms = smsReceived.get(i);
                if (phone.equals(sms.getString("to"))) {
                    Matcher m = CODE.matcher(sms.getString("text"));
                    assertTrue(sms.getString("text").startsWith("ccpay SCA ") && m.find(), sms.toString());
                    return m.group(1);
                }
            }
            return null;
        }, "SCA code by SMS to " + phone);
    }

    static JsonObject ok(Api.Reply r) {
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    @Test
    void scaCodesGoByTheProvidersSmsToTheCustomersPhone() throws Exception {
        String phone = WalletClient.randomPhone();
        String customer = europeanCustomer(phone);

        // the SCA login (customer-service's challenge): the code arrives by SMS and opens the session; the sandbox's does not
        int before = smsReceived.size();
        String login = ok(call("POST", "/sca/login/start?customerId=" + customer, "{\"factor\":\"SMS_OTP\"}", Map.of())).getString("challengeId");
        String code = scaCodeSentTo(phone, before);
        if (!"123456".equals(code)) {
            call("POST", "/sca/login/complete?customerId=" + customer, "{\"factor\":\"SMS_OTP\",\"endUserIpAddress\":\"203.0.113.42\",\"challengeId\":\"" + login
                    + "\",\"code\":\"123456\"}", Map.of()).assertError(400, "INVALID_INPUT");
        }
        assertEquals("SUCCESS", ok(call("POST", "/sca/login/complete?customerId=" + customer, "{\"factor\":\"SMS_OTP\",\"endUserIpAddress\":\"203.0.113.42\",\"challengeId\":\""
                + login + "\",\"code\":\"" + code + "\"}", Map.of())).getString("status"));

        // trusting a beneficiary (quote-service's challenge): customer-service sends its code once the challenge is committed
        Api.Reply account = call("POST", "/customers/external-accounts", "{\"customerId\":\"" + customer + "\",\"currency\":\"USD\","
                + "\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"555000123456\",\"routingNumber\":\"021000021\","
                + "\"bankAccountType\":\"CHECKING\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Grace Receiver\"}}}", Map.of());
        assertEquals(201, account.status(), account.raw().body());
        String payee = account.json().getString("id");
        before = smsReceived.size();
        String trust = ok(call("POST", "/customers/external-accounts/" + payee + "/trust", "{}", Map.of())).getJsonObject("scaChallenge").getString("id");
        String trustCode = scaCodeSentTo(phone, before);
        assertTrue(ok(call("POST", "/customers/external-accounts/" + payee + "/trust/confirm", "{\"challengeId\":\"" + trust
                + "\",\"code\":\"" + trustCode + "\"}", Map.of())).getBoolean("trusted"));

        // the provider refuses the untrust's code: the challenge stands (the refusal is logged), and asking again sends a new code
        smsStatus.set(503);
        try {
            int refused = smsRefused.get();
            ok(call("POST", "/customers/external-accounts/" + payee + "/untrust", "{}", Map.of()));
            // the code goes after the commit, off the request thread: wait until the provider has refused it
            await(() -> smsRefused.get() > refused ? Boolean.TRUE : null, "the refused SMS");
        } finally {
            smsStatus.set(200);
        }
        before = smsReceived.size();
        String untrust = ok(call("POST", "/customers/external-accounts/" + payee + "/untrust", "{}", Map.of())).getJsonObject("scaChallenge")
                .getString("id");
        String untrustCode = scaCodeSentTo(phone, before);
        assertFalse(ok(call("POST", "/customers/external-accounts/" + payee + "/untrust/confirm", "{\"challengeId\":\"" + untrust
                + "\",\"code\":\"" + untrustCode + "\"}", Map.of())).getBoolean("trusted"));

        // a customer without a phone number: no login challenge is opened, and the error says what to set
        JsonObject refused = call("POST", "/sca/login/start?customerId=" + europeanCustomer(null), "{\"factor\":\"SMS_OTP\"}", Map.of())
                .assertError(409, "CONFLICT");
        assertTrue(refused.getString("message").contains("phoneNumber"), refused.toString());

        // nor is a challenge of quote-service's: trusting a beneficiary of a customer without a phone is refused before anything is written
        String phoneless = europeanCustomer(null);
        Api.Reply theirs = call("POST", "/customers/external-accounts", "{\"customerId\":\"" + phoneless + "\",\"currency\":\"USD\","
                + "\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"555000654321\",\"routingNumber\":\"021000021\","
                + "\"bankAccountType\":\"CHECKING\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Ada Receiver\"}}}", Map.of());
        assertEquals(201, theirs.status(), theirs.raw().body());
        JsonObject noPhone = call("POST", "/customers/external-accounts/" + theirs.json().getString("id") + "/trust", "{}", Map.of())
                .assertError(409, "CONFLICT");
        assertTrue(noPhone.getString("message").contains("phoneNumber"), noPhone.toString());
    }

    static String token(RSAKey key, String iss, String sub, Instant iat, String nonce) throws Exception {
        JWTClaimsSet.Builder claims = new JWTClaimsSet.Builder().issuer(iss).audience(AUDIENCE).subject(sub)
                .issueTime(Date.from(iat)).expirationTime(Date.from(iat.plusSeconds(3600)));
        if (nonce != null) {
            claims.claim("nonce", nonce);
        }
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(key.getKeyID()).type(JOSEObjectType.JWT).build(),
                claims.build());
        jwt.sign(new RSASSASigner(key));
        return jwt.serialize();
    }

    static String nonce(String clientPublicKey) throws Exception {
        return java.util.HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(clientPublicKey.getBytes(StandardCharsets.US_ASCII)));
    }

    static Api.Reply oauthVerify(String credential, String token, String clientPublicKey) {
        return call("POST", "/auth/credentials/" + credential + "/verify", Json.createObjectBuilder().add("type", "OAUTH")
                .add("oidcToken", token).add("clientPublicKey", clientPublicKey).build().toString(), Map.of());
    }

    @Test
    void oauthTokensAreVerifiedAgainstTheIssuersRotatingKeys() throws Exception {
        RSAKey first = new RSAKeyGenerator(2048).keyID("first-" + UUID.randomUUID()).generate();
        RSAKey second = new RSAKeyGenerator(2048).keyID("second-" + UUID.randomUUID()).generate();
        RSAKey stranger = new RSAKeyGenerator(2048).keyID("stranger-" + UUID.randomUUID()).generate();
        published.set(new JWKSet(first.toPublicJWK()));
        Owner owner = owner();
        int before = mail.getReceivedMessages().length;
        P256PublicKey target = challenge(owner.emailCredential());
        WalletClient.Login email = otpLogin(owner.emailCredential(), "EMAIL_OTP", target, emailedCode(owner.email(), before));
        String sub = "sub-" + UUID.randomUUID();

        // registration: a token of a key the issuer never published is a failed authentication (401); an unknown issuer, 400
        String strangers = Json.createObjectBuilder().add("type", "OAUTH").add("accountId", owner.wallet())
                .add("oidcToken", token(stranger, issuer, sub, Instant.now(), null)).build().toString();
        call("POST", "/auth/credentials", strangers, Map.of()).assertError(401, "UNAUTHORIZED");
        String google = Json.createObjectBuilder().add("type", "OAUTH").add("accountId", owner.wallet())
                .add("oidcToken", token(first, "https://accounts.google.com", sub, Instant.now(), null)).build().toString();
        call("POST", "/auth/credentials", google, Map.of()).assertError(400, "INVALID_INPUT");

        String body = Json.createObjectBuilder().add("type", "OAUTH").add("accountId", owner.wallet())
                .add("oidcToken", token(first, issuer, sub, Instant.now(), null)).build().toString();
        Api.Reply added = signed("POST", "/auth/credentials", body, email.key(), firstLeg("POST", "/auth/credentials", body));
        assertEquals(201, added.status(), added.raw().body());
        String credential = added.json().getString("id");

        // the issuer rotates its key: a token of the new key verifies (the platform refetches the set)
        published.set(new JWKSet(second.toPublicJWK()));
        String key = P256KeyPair.generate().publicKey().compressedHex();
        Api.Reply session = oauthVerify(credential, token(second, issuer, sub, Instant.now(), nonce(key)), key);
        assertEquals(200, session.status(), session.raw().body());
        assertEquals("OAUTH", session.json().getString("type"));

        // a key the issuer does not publish (any more, or never): 401
        String key2 = P256KeyPair.generate().publicKey().compressedHex();
        JsonObject retired = oauthVerify(credential, token(first, issuer, sub, Instant.now(), nonce(key2)), key2).assertError(401, "UNAUTHORIZED");
        assertEquals("oidcToken is not signed by a key its issuer publishes", retired.getString("reason"));
        oauthVerify(credential, token(stranger, issuer, sub, Instant.now(), nonce(key2)), key2).assertError(401, "UNAUTHORIZED");
        // ... and the claim rules still apply to a well-signed token: a stale one is 401 too
        JsonObject stale = oauthVerify(credential, token(second, issuer, sub, Instant.now().minusSeconds(120), nonce(key2)), key2)
                .assertError(401, "UNAUTHORIZED");
        assertEquals("iat is more than 60 seconds old", stale.getString("reason"));
    }
}
