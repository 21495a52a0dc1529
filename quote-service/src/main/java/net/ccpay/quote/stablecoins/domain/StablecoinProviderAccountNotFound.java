package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;

/** No provider account link has this id, or none is linked when one is needed. */
public class StablecoinProviderAccountNotFound extends DomainException {
    public StablecoinProviderAccountNotFound(String message) {
        super(Kind.NOT_FOUND, "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND", message);
    }

    /** No link has the id {@code id}. */
    public static StablecoinProviderAccountNotFound withId(String id) {
        return new StablecoinProviderAccountNotFound("Stablecoin provider account " + id + " not found");
    }
}
