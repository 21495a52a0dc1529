package net.ccpay.gateway.auth;

import java.util.List;

/** Who a request acts for, as forwarded to services in internal headers. */
public record Principal(String type, String id, String customerId, List<String> permissions) {

    public static Principal platform(String tokenId, List<String> permissions) {
        return new Principal("PLATFORM", tokenId, null, permissions);
    }

    public static Principal anonymous() {
        return new Principal("ANONYMOUS", "", null, List.of());
    }
}
