package net.ccpay.quote.stablecoins.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.stablecoins.domain.ProviderAccountSelectionRequired;
import net.ccpay.quote.stablecoins.domain.ProviderToken;
import net.ccpay.quote.stablecoins.domain.Stablecoin;
import net.ccpay.quote.stablecoins.domain.StablecoinAlreadyRegistered;
import net.ccpay.quote.stablecoins.domain.StablecoinLedger;
import net.ccpay.quote.stablecoins.domain.StablecoinNotFound;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccount;
import net.ccpay.quote.stablecoins.domain.StablecoinId;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountId;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountNotFound;
import net.ccpay.quote.stablecoins.domain.StablecoinProviders;
import net.ccpay.quote.stablecoins.domain.StablecoinRepository;

import java.util.List;

/** Registering provider-created stablecoins and reading them. */
@ApplicationScoped
public class StablecoinRegistry {

    @Inject
    StablecoinRepository coins;

    @Inject
    StablecoinProviderLinks links;

    @Inject
    StablecoinProviders providers;

    @Inject
    Ledger ledger;

    /**
     * Registers the token through the named link, or through the only ACTIVE link when none is named,
     * and opens its ledger accounts. A symbol is a ledger currency, so two stablecoins never share one.
     */
    @Transactional
    public Stablecoin register(StablecoinCommands.Register c) {
        StablecoinProviderAccount link = chooseLink(c.stablecoinProviderAccountId());
        link.requireUsable();
        ProviderToken token = providers.token(link, c.providerTokenIdentifier())
                .orElseThrow(() -> InvalidFields.of("providerTokenIdentifier", "the provider has no such token for this account"));
        if (CurrencyCodes.find(token.symbol()).isPresent() || coins.symbolTaken(token.symbol())) {
            throw new StablecoinAlreadyRegistered("A stablecoin or currency with symbol " + token.symbol());
        }
        if (coins.networkTokenIdentifierTaken(c.networkTokenIdentifier())) {
            throw new StablecoinAlreadyRegistered("A stablecoin with network token identifier " + c.networkTokenIdentifier());
        }
        Stablecoin coin = new Stablecoin(Ids.newId("Stablecoin"), token, c.network(), c.networkTokenIdentifier(), link, StablecoinProviderLinks.now());
        coins.add(coin);
        Currency fiat = CurrencyCodes.find(coin.baseCurrency())
                .orElseThrow(() -> new IllegalStateException("the provider's base currency " + coin.baseCurrency() + " is unknown"));
        StablecoinLedger.accounts(coin.id(), coin.coin(), fiat).forEach(ledger::open);
        return coin;
    }

    private StablecoinProviderAccount chooseLink(StablecoinProviderAccountId id) {
        if (id != null) {
            return links.get(id);
        }
        List<StablecoinProviderAccount> active = links.active();
        if (active.isEmpty()) {
            throw new StablecoinProviderAccountNotFound("No active stablecoin provider account is linked; link one with POST /stablecoin-provider-accounts");
        }
        if (active.size() > 1) {
            throw new ProviderAccountSelectionRequired(active.size());
        }
        return active.get(0);
    }

    public Stablecoin get(StablecoinId id) {
        return coins.find(id.value()).orElseThrow(() -> new StablecoinNotFound(id.value()));
    }

    public Page<Stablecoin> list(StablecoinCommands.CoinFilter f, PageRequest page) {
        return coins.list(links.environment(), f.issuanceStatus(), f.gridOperationsStatus(), f.provider(), page);
    }
}
