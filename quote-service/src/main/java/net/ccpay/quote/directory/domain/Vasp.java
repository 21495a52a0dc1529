package net.ccpay.quote.directory.domain;

/** A virtual asset service provider (an exchange or other custodian) a counterparty's wallet may be hosted by. */
public record Vasp(String vaspName, String url) {}
