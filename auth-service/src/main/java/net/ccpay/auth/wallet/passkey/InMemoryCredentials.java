package net.ccpay.auth.wallet.passkey;

import com.yubico.webauthn.CredentialRepository;
import com.yubico.webauthn.RegisteredCredential;
import com.yubico.webauthn.data.ByteArray;
import com.yubico.webauthn.data.PublicKeyCredentialDescriptor;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Yubico's {@link CredentialRepository} over the credentials the caller passed to one ceremony. It is
 * built inside the verification call and dropped with it: no state survives a request, and the service's
 * store stays the only source of truth. All credentials given belong to the one user being verified
 * ({@link #USERNAME}); a lookup by another user handle finds nothing, which is what makes Yubico refuse
 * an assertion for another user (the flaw fixed in 2.9.0).
 */
final class InMemoryCredentials implements CredentialRepository {

    /** Yubico needs a username; the ceremony is about one user, so one fixed name stands for it. */
    static final String USERNAME = "passkey-owner";

    private final ByteArray userHandle;
    private final List<RegisteredCredential> credentials;

    InMemoryCredentials(ByteArray userHandle, List<RegisteredCredential> credentials) {
        this.userHandle = userHandle;
        this.credentials = List.copyOf(credentials);
    }

    @Override
    public Set<PublicKeyCredentialDescriptor> getCredentialIdsForUsername(String username) {
        if (!USERNAME.equals(username)) {
            return Set.of();
        }
        return credentials.stream()
                .map(c -> PublicKeyCredentialDescriptor.builder().id(c.getCredentialId()).build())
                .collect(Collectors.toSet());
    }

    @Override
    public Optional<ByteArray> getUserHandleForUsername(String username) {
        return USERNAME.equals(username) ? Optional.of(userHandle) : Optional.empty();
    }

    @Override
    public Optional<String> getUsernameForUserHandle(ByteArray handle) {
        return userHandle.equals(handle) ? Optional.of(USERNAME) : Optional.empty();
    }

    @Override
    public Optional<RegisteredCredential> lookup(ByteArray credentialId, ByteArray handle) {
        return credentials.stream()
                .filter(c -> c.getCredentialId().equals(credentialId) && c.getUserHandle().equals(handle))
                .findFirst();
    }

    @Override
    public Set<RegisteredCredential> lookupAll(ByteArray credentialId) {
        return credentials.stream().filter(c -> c.getCredentialId().equals(credentialId)).collect(Collectors.toSet());
    }
}
