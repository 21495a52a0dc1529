package net.ccpay.quote.stablecoins.domain;

/** What the provider reports about one of its tokens: the metadata a registration copies. */
public record ProviderToken(String providerTokenIdentifier, String name, String symbol, String baseCurrency, int decimals) {}
