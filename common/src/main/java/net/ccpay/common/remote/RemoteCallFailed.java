package net.ccpay.common.remote;

/** Another service answered with a status its client does not expect (a 5xx, say): a failure the circuit breaker counts. */
public class RemoteCallFailed extends RuntimeException {
    public RemoteCallFailed(String service, int status) {
        super(service + " answered HTTP " + status, null, false, false);
    }
}
