package net.ccpay.quote.wallet.domain;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.InvalidFields;

import java.util.List;

/** A wallet operation on an internal account that is not an EMBEDDED_WALLET: 400 on the path's id. */
public class NotAnEmbeddedWallet extends InvalidFields {
    public NotAnEmbeddedWallet(String accountId, String type) {
        super(List.of(FieldError.of("id", "internal account " + accountId + " is " + type
                + "; only an EMBEDDED_WALLET account can be exported or updated")));
    }
}
