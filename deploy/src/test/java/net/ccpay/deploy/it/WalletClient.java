package net.ccpay.deploy.it;

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
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A platform's client of one embedded wallet, as the tests play it with auth-service's crypto core:
 * a fresh approved customer with an email, its EMBEDDED_WALLET (USDB) account and the EMAIL_OTP
 * credential auth-service gives it; an OTP login (challenge, HPKE-sealed code and TEK, verify, signed
 * retry); and the two legs of any signed operation.
 */
final class WalletClient {

    final String customer;
    final String wallet;
    final String email;
    final String emailCredential;

    /** A session and the key that signs for it. */
    record Login(String sessionId, P256KeyPair key) {}

    private WalletClient(String customer, String wallet, String email, String emailCredential) {
        this.customer = customer;
        this.wallet = wallet;
        this.email = email;
        this.emailCredential = emailCredential;
    }

    static WalletClient create(String label) {
        String email = label + "-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        String customer = AccountsAndLookupIT.createCustomer("Wallet " + label, email);
        String wallet = WalletCredentialsIT.usdbAccount(customer, "EMBEDDED_WALLET");
        Payments.await(() -> !WalletCredentialsIT.credentials(wallet).isEmpty(), Duration.ofSeconds(30),
                () -> "the wallet's EMAIL_OTP credential");
        return new WalletClient(customer, wallet, email, WalletCredentialsIT.credentials(wallet).get(0).getString("id"));
    }

    static JsonObject parse(String json) {
        try (var r = Json.createReader(new StringReader(json))) {
            return r.readObject();
        }
    }

    /** The target public key of a fresh OTP challenge of {@code credential}. */
    static P256PublicKey otpTarget(String credential) {
        Api.Reply r = Api.postJson("/auth/credentials/" + credential + "/challenge", "{}");
        assertEquals(200, r.status(), r.raw().body());
        JsonObject bundle = parse(r.json().getString("otpEncryptionTargetBundle"));
        JsonObject data = parse(new String(HexFormat.of().parseHex(bundle.getString("data")), StandardCharsets.UTF_8));
        return P256PublicKey.fromHex(data.getString("targetPublic"));
    }

    /** An OTP verify body for {@code type}: an encryptedOtpBundle (formatHpkeBuf's shape) for the code and the TEK. */
    static String otpVerifyBody(String type, P256PublicKey target, String code, P256KeyPair tek) {
        String plaintext = Json.createObjectBuilder().add("otp_code", code).add("public_key", tek.publicKey().uncompressedHex()).build().toString();
        HpkeCiphertext sealed = Hpke.seal(target, plaintext.getBytes(StandardCharsets.UTF_8));
        String bundle = Json.createObjectBuilder()
                .add("encappedPublic", sealed.encappedPublic().uncompressedHex())
                .add("ciphertext", HexFormat.of().formatHex(sealed.ciphertext()))
                .build().toString();
        return Json.createObjectBuilder().add("type", type).add("encryptedOtpBundle", bundle).build().toString();
    }

    /** A whole OTP login with an EMAIL_OTP or SMS_OTP credential. */
    static Login otpLogin(String credential, String type) {
        P256KeyPair tek = P256KeyPair.generate();
        String body = otpVerifyBody(type, otpTarget(credential), "000000", tek);
        String path = "/auth/credentials/" + credential + "/verify";
        JsonObject pending = firstLeg("POST", path, body);
        Api.Reply r = signed("POST", path, body, tek, pending);
        assertEquals(200, r.status(), r.raw().body());
        return new Login(r.json().getString("id"), tek);
    }

    /** A login with the wallet's EMAIL_OTP credential. */
    Login login() {
        return otpLogin(emailCredential, "EMAIL_OTP");
    }

    /** Any request with extra headers; {@code body} null sends none. */
    static Api.Reply call(String method, String path, String body, Map<String, String> headers) {
        HttpRequest.Builder b = Api.request(path);
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        headers.forEach(b::header);
        return Api.send(b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body)).build());
    }

    /** The first leg of a signed operation: 202 with payloadToSign and requestId (also as a Request-Id header). */
    static JsonObject firstLeg(String method, String path, String body) {
        Api.Reply r = call(method, path, body, Map.of());
        assertEquals(202, r.status(), r.raw().body());
        JsonObject p = r.json();
        assertTrue(p.getString("requestId").startsWith("Request:"), p.toString());
        assertEquals(p.getString("requestId"), r.header("Request-Id"));
        return p;
    }

    /** The signed retry: the same body, stamped over the pending payload with {@code key}, with its Request-Id. */
    static Api.Reply signed(String method, String path, String body, P256KeyPair key, JsonObject pending) {
        return call(method, path, body, headers(ApiKeyStamp.stamp(key, pending.getString("payloadToSign")), pending.getString("requestId")));
    }

    static Map<String, String> headers(String signature, String requestId) {
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
