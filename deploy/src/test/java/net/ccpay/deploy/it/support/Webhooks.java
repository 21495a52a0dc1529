package net.ccpay.deploy.it.support;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;

import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The webhooks the platform made, as GET /ops/webhooks lists them, and their signatures as a receiver checks them. */
public final class Webhooks {

    private Webhooks() {}

    /** The newest 100 webhooks of {@code type}. */
    public static List<JsonObject> ofType(String type) {
        return get("/ops/webhooks?limit=100&type=" + type).json().getJsonArray("data").getValuesAs(JsonObject.class);
    }

    /** The webhooks of {@code type} among the newest 100 whose data is the resource {@code id} (a customer, a verification, ...). */
    public static List<JsonObject> listFor(String type, String id) {
        Api.Reply r = get("/ops/webhooks?limit=100&type=" + type);
        assertEquals(200, r.status(), r.raw().body());
        JsonArray data = r.json().getJsonArray("data");
        return data.getValuesAs(JsonObject.class).stream()
                .filter(w -> id.equals(w.getJsonObject("body").getJsonObject("data").getString("id", "")))
                .collect(Collectors.toList());
    }

    /** Waits for the first webhook of {@code type} about the resource {@code id}. */
    public static JsonObject awaitFor(String type, String id, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            List<JsonObject> found = listFor(type, id);
            if (!found.isEmpty()) {
                return found.get(0);
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new AssertionError("no " + type + " webhook for " + id + " within " + timeout.toSeconds() + " s");
    }

    /** The EC public key of a PEM block (GET /webhooks/public-key). */
    public static PublicKey publicKey(String pem) throws Exception {
        String b64 = pem.replace("-----BEGIN PUBLIC KEY-----", "").replace("-----END PUBLIC KEY-----", "").replaceAll("\\s", "");
        return KeyFactory.getInstance("EC").generatePublic(new X509EncodedKeySpec(Base64.getDecoder().decode(b64)));
    }

    /** What a receiver does: base64-decode the header, verify the DER ECDSA-P256-SHA256 signature over the raw body. */
    public static boolean verify(PublicKey key, byte[] body, String header) throws Exception {
        Signature s = Signature.getInstance("SHA256withECDSA");
        s.initVerify(key);
        s.update(body);
        return s.verify(Base64.getDecoder().decode(header));
    }
}
