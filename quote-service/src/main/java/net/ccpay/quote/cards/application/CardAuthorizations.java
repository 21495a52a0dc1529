package net.ccpay.quote.cards.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.quote.cards.domain.CardId;
import net.ccpay.quote.cards.domain.CardTransaction.Kind;
import net.ccpay.quote.cards.domain.CardTransaction.Merchant;
import net.ccpay.quote.cards.domain.FundingDelegations;

import java.util.HashSet;
import java.util.Set;

/**
 * Authorization decisioning in front of {@link CardSimulations#authorize}: a debit may pull from an
 * Embedded Wallet funding source only while its owner's delegated key for the card is ACTIVE, which
 * auth-service answers at each authorization (outside the transaction that then locks the accounts).
 */
@ApplicationScoped
public class CardAuthorizations {

    @Inject
    CardSimulations simulations;

    @Inject
    FundingDelegations delegations;

    public CardSimulations.Result authorize(CardId cardId, Kind kind, long amount, String currency, Merchant merchant) {
        Set<String> undelegated = new HashSet<>();
        if (!CardSimulations.isCredit(kind)) {
            for (String wallet : simulations.walletSources(cardId)) {
                if (!delegations.activeKeyFor(cardId.value(), wallet)) {
                    undelegated.add(wallet);
                }
            }
        }
        return simulations.authorize(cardId, kind, amount, currency, merchant, undelegated);
    }
}
