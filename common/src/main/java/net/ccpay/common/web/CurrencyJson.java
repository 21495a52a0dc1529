package net.ccpay.common.web;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;

/** A currency as the contract's {@code Currency} object: code, name, symbol and decimals. */
public final class CurrencyJson {

    private CurrencyJson() {}

    public static JsonObject of(Currency c) {
        return JsonP.createObjectBuilder().add("code", c.code()).add("name", c.name()).add("symbol", c.symbol()).add("decimals", c.decimals()).build();
    }
}
