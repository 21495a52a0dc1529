package net.ccpay.gateway.routing;

/** One operation: method and path template of the contract, the owning service, the auth scheme. */
public record Route(String method, String template, String operationId, String service, Auth auth) {

    public enum Auth { BASIC, BEARER, NONE }

    String[] segments() {
        return RouteTable.split(template);
    }
}
