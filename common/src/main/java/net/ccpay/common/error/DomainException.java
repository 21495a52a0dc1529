package net.ccpay.common.error;

/**
 * Parent of the named business-rule failures a domain throws ({@code InsufficientFunds},
 * {@code AccountNotActive}...). It knows nothing of HTTP: each service maps its subclasses to a
 * status and an error code in one place. The message is written for the client.
 */
public abstract class DomainException extends RuntimeException {

    protected DomainException(String message) {
        super(message, null, false, false);
    }
}
