package net.ccpay.quote.payments.domain;

import java.math.BigDecimal;

/**
 * What a quote costs: both totals in their currencies' smallest units, the fee (on the sending side:
 * {@code variableFee} from the basis points plus {@code feeFixed}), the rate as the contract states it
 * (sending units per receiving unit) and its inverse, the multiplier (receiving per sending).
 */
public record Price(String sending, String receiving, long totalSending, long totalReceiving, long fees, long variableFee,
                    int feeBps, long feeFixed, BigDecimal exchangeRate, BigDecimal multiplier) {}
