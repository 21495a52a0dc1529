package net.ccpay.quote.rates.domain;

import net.ccpay.common.money.Currency;

import java.time.Instant;

/**
 * One corridor of the exchange-rate list, priced for {@code sendingAmount} (amounts in the smallest unit of
 * their currency: the sending ones and the fees in {@code source}'s, {@code receivingAmount} in
 * {@code destination}'s).
 *
 * @param exchangeRate sending units per receiving unit, as displayed
 * @param fixedFee     the fixed part of the fees
 * @param totalFee     all the fees on {@code sendingAmount}
 * @param updatedAt    when the list was computed
 */
public record ExchangeRate(Currency source, long sendingAmount, long minSendingAmount, long maxSendingAmount, Currency destination,
                           String destinationPaymentRail, long receivingAmount, double exchangeRate, long fixedFee, long totalFee,
                           Instant updatedAt) {}
