package net.ccpay.common.internal;

/**
 * What an API token may do. {@code VIEW}, {@code TRANSACT} and {@code MANAGE} are the public
 * contract's; {@code OPERATOR} is the platform's own, for its {@code /ops} endpoints, and never
 * appears in a public answer.
 */
public enum Permission {
    VIEW, TRANSACT, MANAGE, OPERATOR
}
