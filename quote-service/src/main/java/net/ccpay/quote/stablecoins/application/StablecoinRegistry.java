package net.ccpay.quote.stablecoins.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
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
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountNotFound;
import net.ccpay.quote.stablecoins.domain.StablecoinProviders;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Registering provider-created stablecoins and reading them. */
@ApplicationScoped
public class StablecoinRegistry {

    @PersistenceContext
    EntityManager em;

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
        if (CurrencyCodes.find(token.symbol()).isPresent() || taken("symbol", token.symbol())) {
            throw new StablecoinAlreadyRegistered("A stablecoin or currency with symbol " + token.symbol());
        }
        if (taken("networkTokenIdentifier", c.networkTokenIdentifier())) {
            throw new StablecoinAlreadyRegistered("A stablecoin with network token identifier " + c.networkTokenIdentifier());
        }
        Stablecoin coin = new Stablecoin(Ids.newId("Stablecoin"), token, c.network(), c.networkTokenIdentifier(), link, StablecoinProviderLinks.now());
        em.persist(coin);
        em.flush();
        Currency fiat = CurrencyCodes.find(coin.baseCurrency())
                .orElseThrow(() -> new IllegalStateException("the provider's base currency " + coin.baseCurrency() + " is unknown"));
        StablecoinLedger.accounts(coin.id(), coin.coin(), fiat).forEach(ledger::open);
        return coin;
    }

    private StablecoinProviderAccount chooseLink(String id) {
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

    private boolean taken(String field, String value) {
        return !em.createQuery("SELECT s.id FROM Stablecoin s WHERE s." + field + " = :v", String.class).setParameter("v", value)
                .setMaxResults(1).getResultList().isEmpty();
    }

    public Stablecoin get(String id) {
        Stablecoin s = Ids.hasType("Stablecoin", id) ? em.find(Stablecoin.class, id) : null;
        if (s == null) {
            throw new StablecoinNotFound(id);
        }
        return s;
    }

    public Page<Stablecoin> list(StablecoinCommands.CoinFilter f, PageRequest page) {
        StringBuilder where = new StringBuilder("s.providerEnvironment = :env");
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("env", links.environment());
        if (f.issuanceStatus() != null) {
            where.append(" AND s.issuanceStatus = :is");
            params.put("is", f.issuanceStatus());
        }
        if (f.gridOperationsStatus() != null) {
            where.append(" AND s.gridOperationsStatus = :gs");
            params.put("gs", f.gridOperationsStatus());
        }
        if (f.provider() != null) {
            where.append(" AND s.provider = :p");
            params.put("p", f.provider());
        }
        JpqlKeyset.Rows<Stablecoin> rows = JpqlKeyset.run(em, Stablecoin.class, "s", where.toString(), params, page.limit(), page.after(), true);
        return Page.of(rows.rows(), page.limit(), rows.totalCount(), s -> new Cursor(s.createdAt(), s.id()));
    }
}
