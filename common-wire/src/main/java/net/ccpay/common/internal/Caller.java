package net.ccpay.common.internal;

import java.util.List;
import java.util.Set;

/**
 * Who a request acts for, as the gateway established it: an API token ({@code PLATFORM}, id = the
 * token's id, with its permissions), an agent ({@code AGENT}, with its customer), nobody
 * ({@code ANONYMOUS}, for the few operations without credentials) or a component of the platform
 * calling another one ({@code SERVICE}, id = the calling component).
 */
public record Caller(String type, String id, String customerId, Set<String> permissions) {

    public static final String PLATFORM = "PLATFORM";
    public static final String AGENT = "AGENT";
    public static final String ANONYMOUS = "ANONYMOUS";
    public static final String SERVICE = "SERVICE";

    public Caller {
        permissions = permissions == null ? Set.of() : Set.copyOf(permissions);
    }

    public static Caller platformToken(String tokenId, List<String> permissions) {
        return new Caller(PLATFORM, tokenId, null, Set.copyOf(permissions));
    }

    public static Caller anonymous() {
        return new Caller(ANONYMOUS, "anonymous", null, Set.of());
    }

    /** A platform component calling another one's internal endpoints. */
    public static Caller service(String name) {
        return new Caller(SERVICE, name, null, Set.of());
    }

    public boolean has(Permission p) {
        return permissions.contains(p.name());
    }
}
