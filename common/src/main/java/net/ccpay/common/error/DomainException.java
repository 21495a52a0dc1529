package net.ccpay.common.error;

import java.util.Map;

/**
 * Parent of the named business-rule failures a domain throws ({@code InsufficientFunds},
 * {@code CustomerNotFound}, {@code NothingToVerify}...). It knows nothing of HTTP: it says what kind of
 * failure it is and carries the brief's (or the contract's) error code; common's
 * {@code DomainExceptionMapper} is the one place a kind becomes a status of the error envelope.
 * The message is written for the client and never carries a secret or a library's message.
 */
public abstract class DomainException extends RuntimeException {

    /** What went wrong, as far as a client needs to know. */
    public enum Kind {
        /** The request contradicts a rule (400). */
        INVALID,
        /** The caller could not be authenticated, or a signature or proof it sent does not verify (401). */
        UNAUTHORIZED,
        /** The caller may not do this (403). */
        FORBIDDEN,
        /** What the request names does not exist (404). */
        NOT_FOUND,
        /** The current state of a resource does not allow it (409). */
        CONFLICT,
        /** The resource existed and is gone for good (410). */
        GONE,
        /** A counterparty does not meet a precondition, such as a protocol version (412). */
        PRECONDITION_FAILED,
        /** Well-formed but not processable as it stands (422). */
        UNPROCESSABLE,
        /** The subject is locked for now after too many failures, or suspended (423). */
        LOCKED,
        /** Too many attempts in a short window, or a lockout after failures; retry after a while (429). */
        RATE_LIMITED,
        /** A counterparty the request depends on failed (424). */
        DEPENDENCY_FAILED,
        /** The operation exists in the contract but this version does not do it yet (501). */
        NOT_IMPLEMENTED,
        /** A part of the platform is unavailable for now; a retry may succeed (503). */
        UNAVAILABLE
    }

    private final Kind kind;
    private final String code;
    private final transient Map<String, Object> details;

    protected DomainException(Kind kind, String code, String message) {
        this(kind, code, message, null);
    }

    protected DomainException(Kind kind, String code, String message, Map<String, Object> details) {
        super(message, null, false, false);
        this.kind = kind;
        this.code = code;
        this.details = details;
    }

    public Kind kind() { return kind; }
    public String code() { return code; }
    public Map<String, Object> details() { return details; }

    /** Seconds a client should wait before retrying ({@code Retry-After}), or null; set by rate limits. */
    public Integer retryAfterSeconds() { return null; }
}
