package net.ccpay.auth.wallet.crypto;

/**
 * One HPKE single-shot message: the sender's encapsulated key (a P-256 point) and the AES-GCM
 * ciphertext with its 16-byte tag appended.
 */
public record HpkeCiphertext(P256PublicKey encappedPublic, byte[] ciphertext) {

    public HpkeCiphertext {
        ciphertext = ciphertext.clone();
    }

    @Override
    public byte[] ciphertext() {
        return ciphertext.clone();
    }

    @Override
    public String toString() {
        return "HpkeCiphertext[" + ciphertext.length + " bytes]";
    }
}
