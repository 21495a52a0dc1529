package net.ccpay.auth.wallet.passkey;

import java.util.Set;

/**
 * The relying party a ceremony is bound to: its RP id (a registrable domain, hashed into
 * {@code authenticatorData.rpIdHash}) and the exact origins ({@code scheme://host[:port]}) a browser may
 * report in {@code clientDataJSON.origin}. Origins match exactly: no port or subdomain wildcards.
 */
public record PasskeyRelyingParty(String rpId, Set<String> origins) {

    public PasskeyRelyingParty {
        if (rpId == null || rpId.isBlank()) {
            throw new IllegalArgumentException("rpId is required");
        }
        if (origins == null || origins.isEmpty()) {
            throw new IllegalArgumentException("at least one origin is required");
        }
        origins = Set.copyOf(origins);
    }

    public static PasskeyRelyingParty of(String rpId, String... origins) {
        return new PasskeyRelyingParty(rpId, Set.of(origins));
    }
}
