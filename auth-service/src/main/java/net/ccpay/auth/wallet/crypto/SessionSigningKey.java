package net.ccpay.auth.wallet.crypto;

/**
 * The session-key rule of every session a PASSKEY or OAUTH login or a refresh issues (api-inventory
 * §5.7, C12): with a compressed {@code clientPublicKey} the client already holds the session signing key,
 * so the session's key is that public key and nothing is returned; with an uncompressed one (the legacy
 * model) the platform generates a P-256 session key, keeps only its public half, and returns the private
 * scalar sealed to the client's key as {@code encryptedSessionSigningKey} ({@link SessionKeyBundle}).
 *
 * @param sessionPublicKey            the key whose stamps the session accepts
 * @param encryptedSessionSigningKey  the sealed private key (legacy model), or null
 */
public record SessionSigningKey(P256PublicKey sessionPublicKey, String encryptedSessionSigningKey) {

    public static SessionSigningKey forClient(ClientPublicKey client) {
        if (client.compressed()) {
            return new SessionSigningKey(client.point(), null);
        }
        P256KeyPair session = P256KeyPair.generate();
        return new SessionSigningKey(session.publicKey(), SessionKeyBundle.seal(client.point(), session.privateKey()));
    }

    @Override
    public String toString() {
        return "SessionSigningKey[" + sessionPublicKey + (encryptedSessionSigningKey == null ? "" : ", sealed") + "]";
    }
}
