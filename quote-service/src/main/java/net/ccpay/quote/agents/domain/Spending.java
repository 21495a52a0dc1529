package net.ccpay.quote.agents.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;
import net.ccpay.quote.rates.domain.SandboxRates;

import java.util.Map;

/**
 * An amount expressed in a policy's currency: a quote's own sides where the currency is one of them
 * (its locked rate), otherwise the sending amount converted at the platform's rate.
 */
public final class Spending {

    private Spending() {}

    /** {@code sending} and {@code receiving} (a quote's two sides, or a transfer's one amount twice) counted in {@code currency}. */
    public static Money in(String currency, Money sending, Money receiving) {
        if (currency.equals(sending.currency().code())) {
            return sending;
        }
        if (currency.equals(receiving.currency().code())) {
            return receiving;
        }
        return SandboxRates.convert(sending, policyCurrency(currency));
    }

    /** Nothing, counted in {@code currency} (a transfer-in spends nothing). */
    public static Money nothing(String currency) {
        return Money.zero(policyCurrency(currency));
    }

    private static Currency policyCurrency(String currency) {
        return CurrencyCodes.find(currency).orElseThrow(() -> new AgentPolicyRefused(PolicyCheck.Rule.PER_TRANSACTION_LIMIT,
                "The agent's policy counts in " + currency + ", which the platform does not convert to; set the policy's limits in a supported currency",
                Map.of("currency", currency)));
    }
}
