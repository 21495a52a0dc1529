package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.util.List;
import java.util.Optional;

/** The links to stablecoin provider accounts. */
public interface StablecoinProviderAccountRepository {

    Optional<StablecoinProviderAccount> find(String id);

    /** The links already made to this provider account in this environment. */
    List<StablecoinProviderAccount> findLinked(String provider, String providerEnvironment, String providerAccountId);

    /** Adds the link and writes it at once (a taken unique key fails here, not at commit). */
    void add(StablecoinProviderAccount account);

    /** The links of a provider environment, oldest first; a null filter means "any". */
    Page<StablecoinProviderAccount> list(String providerEnvironment, String provider, StablecoinProviderAccount.Status status, PageRequest page);

    /** The ACTIVE links of a provider environment, oldest first. */
    List<StablecoinProviderAccount> active(String providerEnvironment);
}
