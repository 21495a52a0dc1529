package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.util.Optional;

/** The registered stablecoins. */
public interface StablecoinRepository {

    Optional<Stablecoin> find(String id);

    /** Adds the stablecoin and writes it at once (a taken unique key fails here, not at commit). */
    void add(Stablecoin coin);

    boolean symbolTaken(String symbol);

    boolean networkTokenIdentifierTaken(String networkTokenIdentifier);

    /** The stablecoins of a provider environment, oldest first; a null filter means "any". */
    Page<Stablecoin> list(String providerEnvironment, Stablecoin.IssuanceStatus issuanceStatus, Stablecoin.GridOperationsStatus gridOperationsStatus, String provider, PageRequest page);
}
