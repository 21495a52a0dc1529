package net.ccpay.deploy.it.support;

import jakarta.json.Json;
import jakarta.json.JsonObject;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A software WebAuthn authenticator playing the browser and the passkey in the wallet ITs: one ES256
 * credential, its attestation ("none") for a registration challenge and its assertions for a login
 * challenge, written as WebAuthn Level 3 §6.1, §6.5 and §5.8.1 describe (after auth-service's unit-test
 * {@code SoftwareAuthenticator}, which deploy cannot see). The relying party is the platform's default
 * ({@code localhost}, origin {@code https://localhost:3000}).
 */
public final class SoftwarePasskey {

    static final String RP_ID = "localhost";
    public static final String ORIGIN = "https://localhost:3000";
    static final String LEGACY_SIGNATURE = "sandbox-valid-passkey-signature";

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder B64U = Base64.getUrlEncoder().withoutPadding();

    private final KeyPair keyPair;
    final byte[] credentialId;
    private long counter;

    public SoftwarePasskey() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            this.keyPair = generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        this.credentialId = random(32);
    }

    public static byte[] random(int n) {
        byte[] bytes = new byte[n];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    public static String b64u(byte[] bytes) {
        return B64U.encodeToString(bytes);
    }

    public String credentialIdB64u() {
        return b64u(credentialId);
    }

    /** {@code navigator.credentials.create}: the attestation for the platform's registration challenge. */
    public JsonObject attestation(byte[] challenge, String origin) {
        byte[] clientData = clientDataJson("webauthn.create", challenge, origin);
        Map<Object, Object> object = new LinkedHashMap<>();
        object.put("fmt", "none");
        object.put("attStmt", new LinkedHashMap<>());
        object.put("authData", authenticatorData(0x01 | 0x04 | 0x40, 0, true));
        return Json.createObjectBuilder()
                .add("credentialId", credentialIdB64u())
                .add("clientDataJson", b64u(clientData))
                .add("attestationObject", b64u(Cbor.encode(object)))
                .add("transports", Json.createArrayBuilder().add("internal").add("hybrid"))
                .build();
    }

    /** {@code navigator.credentials.get} for a login challenge (the hex text, UTF-8 encoded as browsers do), with the next counter. */
    public JsonObject assertion(String challengeHex) {
        return assertion(challengeHex, ORIGIN, ++counter, false);
    }

    /** An assertion with a chosen origin and counter, signed, or carrying the sandbox's legacy literal instead. */
    public JsonObject assertion(String challengeHex, String origin, long signCount, boolean legacyLiteral) {
        byte[] clientData = clientDataJson("webauthn.get", challengeHex.getBytes(StandardCharsets.US_ASCII), origin);
        byte[] authData = authenticatorData(0x01 | 0x04, signCount, false);
        String signature = legacyLiteral ? LEGACY_SIGNATURE : b64u(sign(concat(authData, sha256(clientData))));
        return Json.createObjectBuilder()
                .add("credentialId", credentialIdB64u())
                .add("clientDataJson", b64u(clientData))
                .add("authenticatorData", b64u(authData))
                .add("signature", signature)
                .build();
    }

    /** §6.1: rpIdHash || flags || signCount (big-endian) || [attested credential data: aaguid, id length, id, COSE key]. */
    private byte[] authenticatorData(int flags, long signCount, boolean attested) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(sha256(RP_ID.getBytes(StandardCharsets.UTF_8)));
        out.write(flags);
        for (int shift = 24; shift >= 0; shift -= 8) {
            out.write((int) (signCount >> shift) & 0xFF);
        }
        if (attested) {
            out.writeBytes(new byte[16]);
            out.write(credentialId.length >> 8);
            out.write(credentialId.length & 0xFF);
            out.writeBytes(credentialId);
            out.writeBytes(coseKey());
        }
        return out.toByteArray();
    }

    /** The credential public key as a COSE_Key (RFC 9053 §7.1.1, EC2 P-256, ES256). */
    private byte[] coseKey() {
        ECPublicKey pub = (ECPublicKey) keyPair.getPublic();
        Map<Object, Object> key = new LinkedHashMap<>();
        key.put(1, 2);
        key.put(3, -7);
        key.put(-1, 1);
        key.put(-2, fixed32(pub.getW().getAffineX()));
        key.put(-3, fixed32(pub.getW().getAffineY()));
        return Cbor.encode(key);
    }

    private static byte[] fixed32(BigInteger n) {
        byte[] raw = n.toByteArray();
        byte[] out = new byte[32];
        int copy = Math.min(raw.length, 32);
        System.arraycopy(raw, raw.length - copy, out, 32 - copy, copy);
        return out;
    }

    private static byte[] clientDataJson(String type, byte[] challenge, String origin) {
        return ("{\"type\":\"" + type + "\",\"challenge\":\"" + b64u(challenge) + "\",\"origin\":\"" + origin + "\",\"crossOrigin\":false}")
                .getBytes(StandardCharsets.UTF_8);
    }

    private byte[] sign(byte[] data) {
        try {
            Signature signer = Signature.getInstance("SHA256withECDSA");
            signer.initSign(keyPair.getPrivate());
            signer.update(data);
            return signer.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
