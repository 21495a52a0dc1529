package net.ccpay.webhook;

import net.ccpay.webhook.signing.domain.WebhookSigner;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.PublicKey;
import java.security.Signature;
import java.security.interfaces.ECPublicKey;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WebhookSignerTest {

    static final byte[] BODY = "{\"id\":\"Webhook:1\",\"type\":\"TEST\",\"test\":true}".getBytes(StandardCharsets.UTF_8);

    @Test
    void aSignatureVerifiesOverTheExactBodyWithTheKeyFromThePem() {
        KeyPair k = WebhookSigner.generate();
        String header = WebhookSigner.sign(BODY, k.getPrivate());
        PublicKey fromPem = WebhookSigner.publicKeyFromPem(WebhookSigner.toPem(k.getPublic()));
        assertArrayEquals(k.getPublic().getEncoded(), fromPem.getEncoded());
        assertTrue(WebhookSigner.verify(BODY, header, fromPem));
    }

    @Test
    void oneChangedByteOrAnotherKeyFailsVerification() {
        KeyPair k = WebhookSigner.generate();
        String header = WebhookSigner.sign(BODY, k.getPrivate());
        byte[] tampered = BODY.clone();
        tampered[tampered.length - 2] ^= 1;
        assertFalse(WebhookSigner.verify(tampered, header, k.getPublic()));
        assertFalse(WebhookSigner.verify(BODY, header, WebhookSigner.generate().getPublic()));
        assertFalse(WebhookSigner.verify(BODY, "not base64!", k.getPublic()));
        assertFalse(WebhookSigner.verify(BODY, null, k.getPublic()));
    }

    @Test
    void theHeaderIsStandardBase64OfADerSequenceThatTheJdkVerifierAccepts() throws Exception {
        KeyPair k = WebhookSigner.generate();
        String header = WebhookSigner.sign(BODY, k.getPrivate());
        assertTrue(header.matches("[A-Za-z0-9+/]+={0,2}"), "standard alphabet with padding: " + header);
        byte[] der = Base64.getDecoder().decode(header);
        // DER: SEQUENCE { INTEGER r, INTEGER s }, each at most 33 bytes for P-256
        assertEquals(0x30, der[0] & 0xFF, "SEQUENCE tag");
        assertEquals(der.length - 2, der[1] & 0xFF, "SEQUENCE length covers the rest");
        assertEquals(0x02, der[2] & 0xFF, "INTEGER r");
        int rLen = der[3];
        assertTrue(rLen >= 1 && rLen <= 33);
        assertEquals(0x02, der[4 + rLen] & 0xFF, "INTEGER s");
        assertTrue(der.length <= 72);
        // what a receiver on the JDK does, independently of WebhookSigner.verify
        Signature v = Signature.getInstance("SHA256withECDSA");
        v.initVerify(k.getPublic());
        v.update(BODY);
        assertTrue(v.verify(der));
    }

    @Test
    void theKeyIsOnP256AndThePemIsSubjectPublicKeyInfo() {
        KeyPair k = WebhookSigner.generate();
        ECPublicKey pub = (ECPublicKey) k.getPublic();
        assertEquals(256, pub.getParams().getCurve().getField().getFieldSize());
        assertEquals("X.509", pub.getFormat());
        String pem = WebhookSigner.toPem(pub);
        assertTrue(pem.startsWith("-----BEGIN PUBLIC KEY-----\n"));
        assertTrue(pem.endsWith("-----END PUBLIC KEY-----\n"));
        for (String line : pem.split("\n")) {
            assertTrue(line.length() <= 64, "PEM lines of at most 64 characters");
        }
        assertEquals("PKCS#8", k.getPrivate().getFormat());
        assertArrayEquals(k.getPrivate().getEncoded(), WebhookSigner.privateKey(k.getPrivate().getEncoded()).getEncoded());
    }
}
