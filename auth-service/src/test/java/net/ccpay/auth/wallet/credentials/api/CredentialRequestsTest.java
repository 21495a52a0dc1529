package net.ccpay.auth.wallet.credentials.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.auth.wallet.credentials.application.CredentialAdmin;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.common.error.ApiException;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CredentialRequestsTest {

    static final String ACCOUNT = "InternalAccount:019542f5-b3e7-1d02-0000-000000000002";
    static final String KEY = "02f45f2a22c908b9ce09a7150e514afd24627c401c38a4afc164e1ea783adaaa31";

    static JsonObject json(String text) {
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readObject();
        }
    }

    /** The invalid fields of a refused body. */
    @SuppressWarnings("unchecked")
    static List<String> invalidFields(Runnable call) {
        ApiException e = assertThrows(ApiException.class, call::run);
        assertEquals(400, e.status());
        assertEquals("INVALID_INPUT", e.code());
        return ((List<Map<String, Object>>) e.details().get("errors")).stream().map(m -> (String) m.get("field")).collect(Collectors.toList());
    }

    @Test
    void anOtpCreateNeedsOnlyTheTypeAndTheWallet() {
        CredentialAdmin.NewCredential c = CredentialRequests.create(json("{'type':'SMS_OTP','accountId':'" + ACCOUNT + "'}"));
        assertEquals(AuthCredential.Type.SMS_OTP, c.type());
        assertEquals(ACCOUNT, c.accountId());
        assertNull(c.oidcToken());
    }

    @Test
    void everyInvalidFieldOfACreateIsReportedAtOnce() {
        assertEquals(List.of("type", "accountId"), invalidFields(() -> CredentialRequests.create(json("{'type':'FAX','accountId':'Customer:1'}"))));
        assertEquals(List.of("oidcToken"), invalidFields(() -> CredentialRequests.create(json("{'type':'OAUTH','accountId':'" + ACCOUNT + "'}"))));
        assertEquals(java.util.Set.of("accountId", "nickname", "challenge", "attestation.credentialId", "attestation.attestationObject",
                        "attestation.transports[0]"),
                java.util.Set.copyOf(invalidFields(() -> CredentialRequests.create(json("{'type':'PASSKEY','nickname':'<script>','challenge':'short',"
                        + "'attestation':{'credentialId':'a+b','clientDataJson':'eyJ9','attestationObject':'','transports':['usb-c']}}")))));
    }

    @Test
    void aPasskeyNicknameIsTrimmedAndHoldsLettersNumbersSpacesAndSeparators() {
        JsonObject body = Json.createObjectBuilder(json("{'type':'PASSKEY','accountId':'" + ACCOUNT + "',"
                + "'challenge':'ArkQi2yAYHPlgnJNFBlneIwchQdWXBOTrdB-AmMUB21Lx',"
                + "'attestation':{'credentialId':'AdKX','clientDataJson':'eyJ9','attestationObject':'o2Nm','transports':['internal','hybrid']}}"))
                .add("nickname", "  Zoë's iPhone (Face-ID) 2.0_a ").build();
        CredentialAdmin.NewCredential c = CredentialRequests.create(body);
        assertEquals("Zoë's iPhone (Face-ID) 2.0_a", c.nickname());
        assertEquals(List.of("internal", "hybrid"), c.attestation().transports());
        assertEquals(List.of("nickname"), invalidFields(() -> CredentialRequests.create(json("{'type':'PASSKEY','accountId':'" + ACCOUNT
                + "','nickname':'" + "x".repeat(101) + "','challenge':'ArkQi2yAYHPlgnJNFBlneIwchQdWXBOTrdB-AmMUB21Lx',"
                + "'attestation':{'credentialId':'AdKX','clientDataJson':'eyJ9','attestationObject':'o2Nm'}}"))));
    }

    @Test
    void aVerifyOfAnotherTypeThanTheCredentialsIsInvalid() {
        assertEquals(List.of("type"), invalidFields(() -> CredentialRequests.verify(json("{'type':'PASSKEY'}"), AuthCredential.Type.EMAIL_OTP)));
        assertEquals(List.of("type"), invalidFields(() -> CredentialRequests.verify(json("{}"), AuthCredential.Type.OAUTH)));
    }

    @Test
    void anOauthVerifyNeedsATokenAndAClientPublicKeyOnTheCurve() {
        CredentialRequests.Verify v = CredentialRequests.verify(json("{'type':'OAUTH','oidcToken':'a.b.c','clientPublicKey':'" + KEY + "'}"),
                AuthCredential.Type.OAUTH);
        assertEquals(KEY, v.clientPublicKey().text());
        assertTrue(v.clientPublicKey().compressed());
        assertEquals(List.of("oidcToken", "clientPublicKey"), invalidFields(() -> CredentialRequests.verify(
                json("{'type':'OAUTH','clientPublicKey':'02" + "ff".repeat(32) + "'}"), AuthCredential.Type.OAUTH)));
        assertEquals(List.of("clientPublicKey"), invalidFields(() -> CredentialRequests.verify(
                json("{'type':'OAUTH','oidcToken':'a.b.c','clientPublicKey':'05" + "ab".repeat(32) + "'}"), AuthCredential.Type.OAUTH)));
    }

    @Test
    void aPasskeyVerifyNeedsTheAssertionFields() {
        CredentialRequests.Verify v = CredentialRequests.verify(json("{'type':'PASSKEY','assertion':{'credentialId':'AdKX',"
                + "'clientDataJson':'eyJ9','authenticatorData':'PdxH','signature':'sandbox-valid-passkey-signature'}}"), AuthCredential.Type.PASSKEY);
        assertEquals("sandbox-valid-passkey-signature", v.assertion().signature());
        assertNull(v.assertion().userHandle());
        assertEquals(List.of("assertion.authenticatorData", "assertion.signature"), invalidFields(() -> CredentialRequests.verify(
                json("{'type':'PASSKEY','assertion':{'credentialId':'AdKX','clientDataJson':'eyJ9','signature':'a/b'}}"),
                AuthCredential.Type.PASSKEY)));
    }

    /** The details.errors of a refused body, each as the envelope writes it. */
    @SuppressWarnings("unchecked")
    static List<String> details(Runnable call) {
        ApiException e = assertThrows(ApiException.class, call::run);
        return ((List<Map<String, Object>>) e.details().get("errors")).stream().map(Object::toString).toList();
    }

    static final String B64 = "^(?=.{1,16384}$)[A-Za-z0-9_-]+={0,2}$";

    @Test
    void theErrorsOfACreateSayWhatEachFieldMustBe() {
        assertEquals(List.of("{field=type, constraint={enum=[EMAIL_OTP, SMS_OTP, OAUTH, PASSKEY]}, message=must be one of EMAIL_OTP, SMS_OTP, OAUTH, PASSKEY}",
                        "{field=accountId, constraint={pattern=^InternalAccount:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$}, "
                                + "message=must be an internal account id (InternalAccount:<uuid>)}"),
                details(() -> CredentialRequests.create(json("{'type':'FAX','accountId':'Customer:1'}"))));
        assertEquals(List.of("{field=accountId, message=is required}",
                        "{field=challenge, constraint={pattern=^(?=.{16,1024}$)[A-Za-z0-9_-]+={0,2}$}, "
                                + "message=must be the base64url WebAuthn registration challenge (16 to 1024 characters)}",
                        "{field=attestation.credentialId, constraint={pattern=" + B64 + "}, message=must be base64url}",
                        "{field=attestation.attestationObject, constraint={pattern=" + B64 + "}, message=must be base64url}",
                        "{field=attestation.transports[0], constraint={enum=[usb, nfc, ble, internal, hybrid]}, message=must be one of usb, nfc, ble, internal, hybrid}",
                        "{field=nickname, constraint={pattern=^[\\p{L}\\p{N} ._'()-]{1,100}$, minLength=1, maxLength=100}, "
                                + "message=must be 1 to 100 letters, numbers, spaces and . _ - ' ( )}"),
                details(() -> CredentialRequests.create(json("{'type':'PASSKEY','nickname':'<script>','challenge':'short',"
                        + "'attestation':{'credentialId':'a+b','clientDataJson':'eyJ9','attestationObject':'','transports':['usb-c']}}"))));
        assertEquals(List.of("{field=type, message=is required}", "{field=accountId, message=is required}"),
                details(() -> CredentialRequests.create(json("{'type':null}"))));
        assertEquals(List.of("{field=nickname, message=must be a string}", "{field=attestation, message=must be an object}"),
                details(() -> CredentialRequests.create(json("{'type':'PASSKEY','accountId':'" + ACCOUNT + "','nickname':1,"
                        + "'challenge':'ArkQi2yAYHPlgnJNFBlneIwchQdWXBOTrdB-AmMUB21Lx','attestation':[],'oidcToken':null}"))));
    }

    @Test
    void theErrorsOfAVerifySayWhatEachFieldMustBe() {
        assertEquals(List.of("{field=assertion, message=must be an object}"),
                details(() -> CredentialRequests.verify(json("{'type':'PASSKEY','assertion':5}"), AuthCredential.Type.PASSKEY)));
        assertEquals(List.of("{field=oidcToken, message=must be a string}",
                        "{field=clientPublicKey, constraint={pattern=^(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$}, "
                                + "message=must be a compressed (66 hex) or uncompressed (130 hex) P-256 public key}"),
                details(() -> CredentialRequests.verify(json("{'type':'OAUTH','oidcToken':7,'clientPublicKey':'xyz'}"), AuthCredential.Type.OAUTH)));
        assertEquals(List.of("{field=type, constraint={enum=[EMAIL_OTP]}, message=must be the credential's type, EMAIL_OTP}"),
                details(() -> CredentialRequests.verify(json("{'type':'SMS_OTP','encryptedOtpBundle':''}"), AuthCredential.Type.EMAIL_OTP)));
        assertEquals(List.of("{field=encryptedOtpBundle, constraint={minLength=1, maxLength=65536}, message=must be 1 to 65536 characters long}"),
                details(() -> CredentialRequests.verify(json("{'type':'SMS_OTP','encryptedOtpBundle':''}"), AuthCredential.Type.SMS_OTP)));
        assertEquals(List.of("{field=assertion.credentialId, message=is required}", "{field=assertion.clientDataJson, message=is required}",
                        "{field=assertion.authenticatorData, message=is required}", "{field=assertion.signature, message=is required}",
                        "{field=assertion.userHandle, constraint={pattern=" + B64 + "}, message=must be base64url}"),
                details(() -> CredentialRequests.verify(json("{'type':'PASSKEY','assertion':{'userHandle':3}}"), AuthCredential.Type.PASSKEY)));
    }
}
