package net.ccpay.quote.payments.domain;

import net.ccpay.common.error.InvalidFields;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PullOwnershipTest {

    @Test
    void aCustomersExternalAccountPaysOnlyIntoItsOwnersAccounts() {
        assertDoesNotThrow(() -> PullOwnership.require("Customer:a", "Customer:a", "InternalAccount:1", "source.accountId"));
        assertThrows(InvalidFields.class, () -> PullOwnership.require("Customer:victim", "Customer:thief", "InternalAccount:1", "source.accountId"));
    }

    @Test
    void thePlatformsOwnAccountsMayFundOrReceiveEitherSide() {
        assertDoesNotThrow(() -> PullOwnership.require(null, "Customer:a", "InternalAccount:1", "source.accountId"));
        assertDoesNotThrow(() -> PullOwnership.require("Customer:a", null, "InternalAccount:1", "source.accountId"));
    }
}
