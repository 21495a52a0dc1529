package net.ccpay.quote.directory.domain;

import java.util.List;

/**
 * A counterparty UMA provider: where it operates, the currencies it holds (codes of the currency
 * catalogue) and whether it is on the platform's allow list.
 */
public record UmaProvider(String name, String domain, String logoUrl, List<String> regions, List<String> currencies,
                          boolean allowListed) {}
