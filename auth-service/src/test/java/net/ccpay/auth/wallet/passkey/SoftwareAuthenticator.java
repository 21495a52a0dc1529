package net.ccpay.auth.wallet.passkey;

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
import java.util.List;
import java.util.Map;

/**
 * A software WebAuthn authenticator for tests: one ES256 credential, written byte by byte as WebAuthn
 * Level 3 §6.1 (authenticator data), §6.5 (attestation object, "none" and "packed" self attestation) and
 * §5.8.1 (client data) describe, and signing assertions over {@code authenticatorData || SHA-256(clientDataJSON)}.
 * Every field can be set wrong on purpose.
 */
final class SoftwareAuthenticator {

    static final int UP = 0x01;
    static final int UV = 0x04;
    static final int AT = 0x40;

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder B64U = Base64.getUrlEncoder().withoutPadding();

    final KeyPair keyPair;
    final byte[] credentialId;
    final byte[] aaguid;

    SoftwareAuthenticator() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            this.keyPair = generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        this.credentialId = random(32);
        this.aaguid = random(16);
    }

    static byte[] random(int n) {
        byte[] bytes = new byte[n];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    static String b64u(byte[] bytes) {
        return B64U.encodeToString(bytes);
    }

    String credentialIdB64u() {
        return b64u(credentialId);
    }

    /** The credential public key as a COSE_Key (RFC 9053 §7.1.1, EC2): {1:2, 3:-7, -1:1, -2:x, -3:y}. */
    byte[] coseKey() {
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

    /** §6.1: rpIdHash(32) || flags(1) || signCount(4, big-endian) || [attestedCredentialData]. */
    byte[] authenticatorData(String rpId, int flags, long signCount, boolean withAttestedCredential) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(sha256(rpId.getBytes(StandardCharsets.UTF_8)));
        out.write(flags);
        for (int shift = 24; shift >= 0; shift -= 8) {
            out.write((int) (signCount >> shift) & 0xFF);
        }
        if (withAttestedCredential) {
            // §6.5.1 attested credential data: aaguid(16) || credentialIdLength(2) || credentialId || COSE key
            out.writeBytes(aaguid);
            out.write(credentialId.length >> 8);
            out.write(credentialId.length & 0xFF);
            out.writeBytes(credentialId);
            out.writeBytes(coseKey());
        }
        return out.toByteArray();
    }

    /** §5.8.1 clientDataJSON, with the challenge bytes base64url-encoded as browsers do. */
    static byte[] clientDataJson(String type, byte[] challenge, String origin) {
        String json = "{\"type\":\"" + type + "\",\"challenge\":\"" + b64u(challenge) + "\",\"origin\":\"" + origin
                + "\",\"crossOrigin\":false}";
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** A registration with the fields a test may spoil. */
    final class Registration {
        String type = CeremonySteps.TYPE_CREATE;
        byte[] challenge;
        String origin;
        String rpId;
        int flags = UP | UV | AT;
        long signCount = 0;
        String format = "none";
        boolean badAttestationSignature = false;
        byte[] sentCredentialId = credentialId;
        List<String> transports = List.of("internal", "hybrid");

        Registration(byte[] challenge, String origin, String rpId) {
            this.challenge = challenge;
            this.origin = origin;
            this.rpId = rpId;
        }

        PasskeyAttestation build() {
            byte[] clientData = clientDataJson(type, challenge, origin);
            byte[] authData = authenticatorData(rpId, flags, signCount, true);
            Map<Object, Object> attStmt = new LinkedHashMap<>();
            if (format.equals("packed")) {
                // §8.2 packed self attestation: alg and sig over authData || SHA-256(clientDataJSON), no x5c
                byte[] sig = sign(concat(authData, sha256(clientData)));
                if (badAttestationSignature) {
                    sig = sign("something else".getBytes(StandardCharsets.UTF_8));
                }
                attStmt.put("alg", -7);
                attStmt.put("sig", sig);
            }
            Map<Object, Object> object = new LinkedHashMap<>();
            object.put("fmt", format);
            object.put("attStmt", attStmt);
            object.put("authData", authData);
            return new PasskeyAttestation(b64u(sentCredentialId), b64u(clientData), b64u(Cbor.encode(object)), transports);
        }
    }

    Registration registration(byte[] challenge, String origin, String rpId) {
        return new Registration(challenge, origin, rpId);
    }

    /** An assertion with the fields a test may spoil. */
    final class Assertion {
        String type = CeremonySteps.TYPE_GET;
        byte[] challenge;
        String origin;
        String rpId;
        int flags = UP | UV;
        long signCount;
        byte[] userHandle;
        byte[] sentCredentialId = credentialId;
        SoftwareAuthenticator signer = SoftwareAuthenticator.this;
        long signCountAfterSigning = -1;

        Assertion(String challengeHex, String origin, String rpId, long signCount) {
            // the browser: TextEncoder().encode(challenge), so the challenge bytes are the ASCII hex text
            this.challenge = challengeHex.getBytes(StandardCharsets.US_ASCII);
            this.origin = origin;
            this.rpId = rpId;
            this.signCount = signCount;
        }

        PasskeyAssertionResponse build() {
            byte[] clientData = clientDataJson(type, challenge, origin);
            byte[] authData = authenticatorData(rpId, flags, signCount, false);
            byte[] signature = signer.sign(concat(authData, sha256(clientData)));
            if (signCountAfterSigning >= 0) {
                authData = authenticatorData(rpId, flags, signCountAfterSigning, false);
            }
            return new PasskeyAssertionResponse(b64u(sentCredentialId), b64u(clientData), b64u(authData),
                    b64u(signature), userHandle == null ? null : b64u(userHandle));
        }
    }

    Assertion assertion(String challengeHex, String origin, String rpId, long signCount) {
        return new Assertion(challengeHex, origin, rpId, signCount);
    }

    /** ES256 as authenticators return it: ECDSA P-256 with SHA-256, DER-encoded. */
    byte[] sign(byte[] data) {
        try {
            Signature signer = Signature.getInstance("SHA256withECDSA");
            signer.initSign(keyPair.getPrivate());
            signer.update(data);
            return signer.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
