package net.ccpay.quote.stablecoins.domain;

import net.ccpay.quote.stablecoins.domain.StablecoinOperation.Status;
import net.ccpay.quote.stablecoins.domain.StablecoinOperation.Type;
import org.junit.jupiter.api.Test;

import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StablecoinRulesTest {

    @Test
    void anAmountMustBeAWholeCentAtTheCoinsDecimals() {
        assertEquals(OptionalLong.of(100), StablecoinAmounts.toFiat(1_000_000, 6, 2));
        assertEquals(OptionalLong.of(1), StablecoinAmounts.toFiat(10_000, 6, 2));
        assertEquals(OptionalLong.empty(), StablecoinAmounts.toFiat(10_001, 6, 2));
        assertEquals(OptionalLong.empty(), StablecoinAmounts.toFiat(9_999, 6, 2));
        assertEquals(OptionalLong.empty(), StablecoinAmounts.toFiat(0, 6, 2));
        assertEquals(OptionalLong.of(7), StablecoinAmounts.toFiat(7, 2, 2));
        assertEquals(OptionalLong.empty(), StablecoinAmounts.toFiat(100, 1, 2), "a coin coarser than a cent cannot be converted");
        assertEquals(10_000, StablecoinAmounts.unit(6, 2));
    }

    @Test
    void theClientIdSuffixChoosesWhatVerifyingTheCredentialsFinds() {
        assertEquals(StablecoinProviderAccount.Status.ACTIVE, StablecoinSandboxRules.linkStatus("client_abc"));
        assertEquals(StablecoinProviderAccount.Status.INVALID, StablecoinSandboxRules.linkStatus("client_002"));
        assertEquals(StablecoinProviderAccount.Status.REVOKED, StablecoinSandboxRules.linkStatus("client_003"));
        assertEquals(StablecoinProviderAccount.Status.ACTIVE, StablecoinSandboxRules.linkStatus("client_004"));
    }

    @Test
    void derivedIdentifiersAreStableAndOwnToTheirInput() {
        assertEquals(StablecoinSandboxRules.providerAccountId("a"), StablecoinSandboxRules.providerAccountId("a"));
        assertNotEquals(StablecoinSandboxRules.providerAccountId("a"), StablecoinSandboxRules.providerAccountId("b"));
        String address = StablecoinSandboxRules.sparkDepositAddress("StablecoinOperation:x");
        assertTrue(address.matches("^sparkrt1[02-9ac-hj-np-z]{52}$"), address);
    }

    @Test
    void eachOperationKindHasItsFlow() {
        assertEquals(Flow.MINT_BY_WIRE, Flow.of(Type.MINT, "WIRE"));
        assertEquals(Status.PENDING_FUNDING, Flow.MINT_BY_WIRE.firstStatus());
        assertTrue(Flow.MINT_BY_WIRE.awaitsFunds());
        assertEquals(Status.PENDING_PROVIDER, Flow.of(Type.MINT, "ACH_DEBIT").firstStatus());
        assertTrue(Flow.of(Type.MINT, "GRID_INTERNAL_ACCOUNT").movesOnCreation());
        assertFalse(Flow.of(Type.MINT, "ACH_DEBIT").movesOnCreation());
        assertTrue(Flow.of(Type.BURN, "PROVIDER_INTERNAL_BALANCE").movesOnCreation());
        assertEquals(Status.PENDING_FUNDING, Flow.of(Type.BURN, "EXTERNAL_ACCOUNT").firstStatus());
        assertFalse(Flow.of(Type.BURN, "EXTERNAL_ACCOUNT").movesOnCreation());
        assertThrows(IllegalArgumentException.class, () -> Flow.of(Type.MINT, "EXTERNAL_ACCOUNT"));
        assertThrows(IllegalArgumentException.class, () -> Flow.of(Type.BURN, "WIRE"));
    }

    @Test
    void onlyAnActiveLinkIsUsableAndTheOthersSayWhy() {
        java.time.Instant now = java.time.Instant.parse("2026-01-01T00:00:00Z");
        new StablecoinProviderAccount("L:1", "BRALE", "p", "SANDBOX", StablecoinProviderAccount.Status.ACTIVE, "c", "f", now).requireUsable();
        ProviderAccountUnusable invalid = assertThrows(ProviderAccountUnusable.class, () -> new StablecoinProviderAccount("L:2", "BRALE", "p",
                "SANDBOX", StablecoinProviderAccount.Status.INVALID, "c", "f", now).requireUsable());
        assertEquals("STABLECOIN_PROVIDER_ACCOUNT_INVALID", invalid.code());
        ProviderAccountUnusable revoked = assertThrows(ProviderAccountUnusable.class, () -> new StablecoinProviderAccount("L:3", "BRALE", "p",
                "SANDBOX", StablecoinProviderAccount.Status.REVOKED, "c", "f", now).requireUsable());
        assertEquals("STABLECOIN_PROVIDER_ACCOUNT_REVOKED", revoked.code());
    }
}
