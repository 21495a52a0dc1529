package net.ccpay.quote.agents.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.rates.domain.SandboxRates;

import java.util.Map;

/**
 * An amount expressed in a policy's currency: a quote's own sides where the currency is one of them
 * (its locked rate), otherwise the sending amount converted at the platform's rate.
 */
public final class Spending {

    private Spending() {}

    public static long in(String currency, String sendingCurrency, long sending, String receivingCurrency, long receiving) {
        if (currency.equals(sendingCurrency)) {
            return sending;
        }
        if (currency.equals(receivingCurrency)) {
            return receiving;
        }
        Currency from = CurrencyCodes.find(sendingCurrency)
                .orElseThrow(() -> new IllegalStateException("unknown currency " + sendingCurrency));
        Currency to = CurrencyCodes.find(currency).orElseThrow(() -> new AgentPolicyRefused(PolicyCheck.Rule.PER_TRANSACTION_LIMIT,
                "The agent's policy counts in " + currency + ", which the platform does not convert to; set the policy's limits in a supported currency",
                Map.of("currency", currency)));
        return SandboxRates.convert(sending, from, to);
    }
}
