package net.ccpay.gateway.routing;

import net.ccpay.common.internal.Permission;

/**
 * One operation: method and path template of the contract, the owning service, the auth scheme,
 * and the permission an API token needs for it (null where no API token is involved).
 */
public record Route(String method, String template, String operationId, String service, Auth auth, Permission permission) {

    public enum Auth { BASIC, BEARER, NONE }

    public Route {
        if (auth == Auth.BASIC && permission == null) {
            throw new IllegalArgumentException(operationId + ": an operation with an API token must name the permission it needs");
        }
    }

    String[] segments() {
        return RouteTable.split(template);
    }
}
