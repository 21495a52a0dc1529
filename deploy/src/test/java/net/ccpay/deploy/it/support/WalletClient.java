package net.ccpay.deploy.it.support;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.Hpke;
import net.ccpay.auth.wallet.crypto.HpkeCiphertext;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.P256PublicKey;

import java.io.StringReader;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A platform's client of one embedded wallet, as the tests play it with auth-service's crypto core:
 * a fresh approved customer with an email (and a phone when asked), its EMBEDDED_WALLET (USDB) account
 * and the EMAIL_OTP credential auth-service gives it; an OTP login (challenge, HPKE-sealed code and TEK,
 * verify, signed retry); adding a credential; and the two legs of any signed operation.
 */
public final class WalletClient {

    public final String customer;
    public final String wallet;
    public final String email;
    public final String emailCredential;
    public final String phone;

    /** A session and the key that signs for it. */
    public record Login(String sessionId, P256KeyPair key) {}

    private WalletClient(String customer, String wallet, String email, String emailCredential, String phone) {
        this.customer = customer;
        this.wallet = wallet;
        this.email = email;
        this.emailCredential = emailCredential;
        this.phone = phone;
    }

    public static WalletClient create(String label) {
        return create(label, null);
    }

    /** A wallet whose owner also has {@code phone} (E.164), or none when null. */
    public static WalletClient create(String label, String phone) {
        String email = label + "-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        String customer;
        if (phone == null) {
            customer = Customers.create("Wallet " + label, email);
        } else {
            Api.Reply r = Api.postJson("/customers", Json.createObjectBuilder().add("customerType", "INDIVIDUAL")
                    .add("fullName", "Wallet " + label).add("email", email).add("phoneNumber", phone).build().toString());
            assertEquals(201, r.status(), r.raw().body());
            customer = r.json().getString("id");
        }
        String wallet = Wallets.usdbAccount(customer, "EMBEDDED_WALLET");
        Payments.await(() -> !Wallets.credentials(wallet).isEmpty(), Duration.ofSeconds(30),
                () -> "the wallet's EMAIL_OTP credential");
        return new WalletClient(customer, wallet, email, Wallets.credentials(wallet).get(0).getString("id"), phone);
    }

    /** A fresh E.164 number in the US 555 range. */
    public static String randomPhone() {
        return "+1415555" + String.format("%04d", java.util.concurrent.ThreadLocalRandom.current().nextInt(10_000));
    }

    public List<JsonObject> credentials() {
        return Wallets.credentials(wallet);
    }

    public List<String> sessionIds() {
        Api.Reply r = Api.get("/auth/sessions?accountId=" + wallet);
        assertEquals(200, r.status(), r.raw().body());
        return r.json().getJsonArray("data").getValuesAs(JsonObject.class).stream().map(o -> o.getString("id")).toList();
    }

    /** Adds a credential to a wallet that has one: 202, then the retry signed with {@code signer}'s key, 201. */
    public static JsonObject addCredential(String body, Login signer) {
        JsonObject pending = firstLeg("POST", "/auth/credentials", body);
        Api.Reply r = signed("POST", "/auth/credentials", body, signer.key(), pending);
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    /** The target public key of an otpEncryptionTargetBundle. */
    public static P256PublicKey targetOf(String otpEncryptionTargetBundle) {
        JsonObject bundle = parse(otpEncryptionTargetBundle);
        JsonObject data = parse(new String(HexFormat.of().parseHex(bundle.getString("data")), StandardCharsets.UTF_8));
        return P256PublicKey.fromHex(data.getString("targetPublic"));
    }

    public static JsonObject parse(String json) {
        try (var r = Json.createReader(new StringReader(json))) {
            return r.readObject();
        }
    }

    /** The target public key of a fresh OTP challenge of {@code credential}. */
    public static P256PublicKey otpTarget(String credential) {
        Api.Reply r = Api.postJson("/auth/credentials/" + credential + "/challenge", "{}");
        assertEquals(200, r.status(), r.raw().body());
        return targetOf(r.json().getString("otpEncryptionTargetBundle"));
    }

    /** An OTP verify body for {@code type}: an encryptedOtpBundle (formatHpkeBuf's shape) for the code and the TEK. */
    public static String otpVerifyBody(String type, P256PublicKey target, String code, P256KeyPair tek) {
        String plaintext = Json.createObjectBuilder().add("otp_code", code).add("public_key", tek.publicKey().uncompressedHex()).build().toString();
        HpkeCiphertext sealed = Hpke.seal(target, plaintext.getBytes(StandardCharsets.UTF_8));
        String bundle = Json.createObjectBuilder()
                .add("encappedPublic", sealed.encappedPublic().uncompressedHex())
                .add("ciphertext", HexFormat.of().formatHex(sealed.ciphertext()))
                .build().toString();
        return Json.createObjectBuilder().add("type", type).add("encryptedOtpBundle", bundle).build().toString();
    }

    /** A whole OTP login with an EMAIL_OTP or SMS_OTP credential. */
    public static Login otpLogin(String credential, String type) {
        return otpLogin(credential, type, otpTarget(credential));
    }

    /** An OTP login against a target key already issued (by a challenge, or by adding the credential). */
    public static Login otpLogin(String credential, String type, P256PublicKey target) {
        P256KeyPair tek = P256KeyPair.generate();
        String body = otpVerifyBody(type, target, "000000", tek);
        String path = "/auth/credentials/" + credential + "/verify";
        JsonObject pending = firstLeg("POST", path, body);
        Api.Reply r = signed("POST", path, body, tek, pending);
        assertEquals(200, r.status(), r.raw().body());
        return new Login(r.json().getString("id"), tek);
    }

    /** A login with the wallet's EMAIL_OTP credential. */
    public Login login() {
        return otpLogin(emailCredential, "EMAIL_OTP");
    }

    /** Any request with extra headers; {@code body} null sends none. */
    public static Api.Reply call(String method, String path, String body, Map<String, String> headers) {
        HttpRequest.Builder b = Api.request(path);
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        headers.forEach(b::header);
        return Api.send(b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body)).build());
    }

    /** The first leg of a signed operation: 202 with payloadToSign and requestId (also as a Request-Id header). */
    public static JsonObject firstLeg(String method, String path, String body) {
        Api.Reply r = call(method, path, body, Map.of());
        assertEquals(202, r.status(), r.raw().body());
        JsonObject p = r.json();
        assertTrue(p.getString("requestId").startsWith("Request:"), p.toString());
        assertEquals(p.getString("requestId"), r.header("Request-Id"));
        return p;
    }

    /** The signed retry: the same body, stamped over the pending payload with {@code key}, with its Request-Id. */
    public static Api.Reply signed(String method, String path, String body, P256KeyPair key, JsonObject pending) {
        return call(method, path, body, headers(ApiKeyStamp.stamp(key, pending.getString("payloadToSign")), pending.getString("requestId")));
    }

    public static Map<String, String> headers(String signature, String requestId) {
        Map<String, String> h = new LinkedHashMap<>();
        if (signature != null) {
            h.put("Platform-Wallet-Signature", signature);
        }
        if (requestId != null) {
            h.put("Request-Id", requestId);
        }
        return h;
    }
}
