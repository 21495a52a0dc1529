package net.ccpay.quote.withdrawals.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.accounts.application.InternalAccounts;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;
import net.ccpay.quote.accounts.domain.InternalAccountView;
import net.ccpay.quote.withdrawals.domain.CryptoNetworks;
import net.ccpay.quote.withdrawals.domain.WithdrawalFee;
import net.ccpay.quote.withdrawals.domain.WithdrawalFeeRules;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Estimates a crypto withdrawal's fee. The request is checked whole first (every invalid field at
 * once, including a network that does not carry the currency and an address of another network's
 * form); then the account: unknown is 404, one that does not hold the currency or is not ACTIVE a 400.
 * Nothing is written.
 */
@ApplicationScoped
public class WithdrawalFees {

    static final Pattern ACCOUNT_ID = Pattern.compile("^InternalAccount:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$");

    static final Shape REQUEST = Shape.object()
            .pattern("internalAccountId", true, ACCOUNT_ID, "an internal account id (InternalAccount:<uuid>)")
            .oneOf("currency", true, CryptoNetworks.currencies())
            .oneOf("cryptoNetwork", true, CryptoNetworks.names())
            .integer("amount", true, 1, Long.MAX_VALUE)
            .string("destinationAddress", true, 1, 1000);

    @Inject
    InternalAccounts accounts;

    public WithdrawalFee estimate(JsonObject request) {
        FieldErrors errors = new FieldErrors();
        JsonObject valid = REQUEST.check("", request, errors);
        CryptoNetworks.Network network = CryptoNetworks.find(valid.getString("cryptoNetwork", null)).orElse(null);
        String currency = valid.getString("currency", null);
        if (network != null && currency != null && !network.currencies().contains(currency)) {
            List<String> carrying = CryptoNetworks.networksFor(currency);
            errors.add("cryptoNetwork", FieldError.Constraint.oneOf(carrying),
                    "does not carry " + currency + "; " + currency + " is withdrawn on " + String.join(", ", carrying));
        }
        String address = valid.getString("destinationAddress", null);
        if (network != null && address != null && !network.acceptsAddress(address)) {
            errors.add("destinationAddress", "must be " + network.addressWhat() + " on " + network.name());
        }
        errors.throwIfAny();

        String accountId = valid.getString("internalAccountId");
        InternalAccountView view = accounts.get(accountId).orElseThrow(() -> new InternalAccountNotFound(accountId));
        InternalAccount account = view.account();
        if (!account.currency().equals(currency)) {
            throw new InvalidFields(List.of(new FieldError("currency", FieldError.Constraint.oneOf(List.of(account.currency())),
                    "must be the currency of internal account " + accountId + ", " + account.currency())));
        }
        if (!account.canMoveMoney()) {
            throw new AccountNotActive(accountId, account.status());
        }
        return WithdrawalFeeRules.estimate(network, CurrencyCodes.find(currency).orElseThrow(),
                valid.getJsonNumber("amount").longValueExact());
    }
}
