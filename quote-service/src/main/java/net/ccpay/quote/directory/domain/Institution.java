package net.ccpay.quote.directory.domain;

/** A bank or payment provider that receives payouts in one country and currency. */
public record Institution(String bankName, String displayName, String country, String currency) {}
