package net.ccpay.webhook.signing.domain;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;

/**
 * The webhook signature of the brief ("Events", signature verification) and inventory section 5.8,
 * one method per step, in plain Java so it is testable without a server:
 * <ol>
 *   <li>the key is ECDSA over P-256 (secp256r1);</li>
 *   <li>the signature is ECDSA with SHA-256 over exactly the bytes of the request body;</li>
 *   <li>its encoding is DER (what {@code SHA256withECDSA} produces and what the receivers' Python
 *       {@code ec.ECDSA(SHA256)} and Node {@code crypto.createVerify} expect), then standard base64
 *       (with padding, not URL-safe);</li>
 *   <li>the public key is distributed as an X.509 SubjectPublicKeyInfo PEM.</li>
 * </ol>
 */
public final class WebhookSigner {

    public static final String CURVE = "secp256r1";
    public static final String ALGORITHM = "SHA256withECDSA";

    private WebhookSigner() {}

    /** Step 1: a fresh P-256 key pair. */
    public static KeyPair generate() {
        try {
            KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
            g.initialize(new ECGenParameterSpec(CURVE));
            return g.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("This JVM cannot generate P-256 keys", e);
        }
    }

    /** Steps 2 and 3: the value of {@code X-Platform-Signature} for {@code body}. */
    public static String sign(byte[] body, PrivateKey key) {
        try {
            Signature s = Signature.getInstance(ALGORITHM);
            s.initSign(key);
            s.update(body);
            return Base64.getEncoder().encodeToString(s.sign());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Signing failed", e);
        }
    }

    /** What a receiver does: decode the base64 header and verify the DER signature over the raw body. */
    public static boolean verify(byte[] body, String header, PublicKey key) {
        if (header == null) {
            return false;
        }
        try {
            byte[] der = Base64.getDecoder().decode(header.trim());
            Signature s = Signature.getInstance(ALGORITHM);
            s.initVerify(key);
            s.update(body);
            return s.verify(der);
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            return false;
        }
    }

    /** Step 4: the public key as PEM (SubjectPublicKeyInfo, 64-character lines). */
    public static String toPem(PublicKey key) {
        String b64 = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(key.getEncoded());
        return "-----BEGIN PUBLIC KEY-----\n" + b64 + "\n-----END PUBLIC KEY-----\n";
    }

    public static PublicKey publicKeyFromPem(String pem) {
        String b64 = pem.replace("-----BEGIN PUBLIC KEY-----", "").replace("-----END PUBLIC KEY-----", "").replaceAll("\\s", "");
        return publicKey(Base64.getDecoder().decode(b64));
    }

    public static PublicKey publicKey(byte[] spki) {
        try {
            return KeyFactory.getInstance("EC").generatePublic(new X509EncodedKeySpec(spki));
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("not an EC public key", e);
        }
    }

    public static PrivateKey privateKey(byte[] pkcs8) {
        try {
            return KeyFactory.getInstance("EC").generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("not an EC private key", e);
        }
    }
}
