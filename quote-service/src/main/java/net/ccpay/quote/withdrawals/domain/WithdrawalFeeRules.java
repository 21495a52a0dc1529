package net.ccpay.quote.withdrawals.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.rates.domain.AmountOutOfRange;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The sandbox's withdrawal fee: the network's fee from {@link CryptoNetworks}, converted into the
 * withdrawal currency at the sandbox rates and rounded up (the platform never quotes less than the
 * chain will take), plus the platform's application fee, which the sandbox does not charge (0).
 * Deterministic: the same network, currency and amount always give the same fee.
 */
public final class WithdrawalFeeRules {

    public static final long APPLICATION_FEE = 0;
    private static final MathContext MC = new MathContext(34, RoundingMode.HALF_EVEN);

    private WithdrawalFeeRules() {}

    /**
     * @throws AmountOutOfRange when the amount does not exceed the fee (nothing would arrive)
     * @throws IllegalArgumentException when the network does not carry the currency (checked at the edge)
     */
    public static WithdrawalFee estimate(CryptoNetworks.Network network, Currency currency, long amount) {
        if (!network.currencies().contains(currency.code())) {
            throw new IllegalArgumentException(network.name() + " does not carry " + currency.code());
        }
        long converted = convertUp(network.networkFee(), network.feeAsset(), currency);
        long total = Math.addExact(converted, APPLICATION_FEE);
        if (amount <= total) {
            throw new AmountOutOfRange("amount", amount, "must be more than the withdrawal fee of " + total
                    + " (smallest units of " + currency.code() + "), or nothing would arrive");
        }
        return new WithdrawalFee(network.networkFee(), network.feeAsset().code(), APPLICATION_FEE, total, amount - total);
    }

    /** {@code fee} of {@code asset} (smallest unit) in {@code to}'s smallest unit, rounded up. */
    static long convertUp(long fee, CryptoNetworks.FeeAsset asset, Currency to) {
        if (asset.code().equals(to.code())) {
            return fee;
        }
        BigDecimal usd = new BigDecimal(fee).movePointLeft(asset.decimals()).divide(asset.perUsd(), MC);
        BigDecimal inTarget = usd.multiply(BigDecimal.valueOf(CurrencyCatalog.perUsd(to)), MC).movePointRight(to.decimals());
        return inTarget.setScale(0, RoundingMode.CEILING).longValueExact();
    }
}
