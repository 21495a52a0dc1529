package net.ccpay.quote.cards.domain;

/** The contract's card states. */
public enum CardState { PENDING_KYC, PROCESSING, ACTIVE, FROZEN, CLOSED }
