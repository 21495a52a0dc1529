package net.ccpay.customer.invitations.domain;

import java.util.Optional;

/** The UMA domain of the platform's config (owned by webhook-service), as it is now. */
public interface PlatformUmaDomain {
    /** Empty when the config has none. */
    Optional<String> current();
}
