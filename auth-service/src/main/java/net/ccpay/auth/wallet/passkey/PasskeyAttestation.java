package net.ccpay.auth.wallet.passkey;

import java.util.List;

/**
 * The {@code attestation} of a PASSKEY registration as the client sends it (api-inventory §2.11):
 * {@code credentialId} (the raw id), {@code clientDataJson} and {@code attestationObject}, all base64url;
 * {@code transports} optional ({@code usb}, {@code nfc}, {@code ble}, {@code internal}, {@code hybrid}).
 */
public record PasskeyAttestation(String credentialId, String clientDataJson, String attestationObject,
                                 List<String> transports) {

    public PasskeyAttestation {
        transports = transports == null ? List.of() : List.copyOf(transports);
    }
}
