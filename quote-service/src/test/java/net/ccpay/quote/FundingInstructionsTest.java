package net.ccpay.quote;

import net.ccpay.common.ids.InternalAccountId;
import net.ccpay.quote.accounts.domain.FundingInstructions;
import net.ccpay.quote.external.domain.CheckDigits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Funding instructions take the contract's variant for the account's currency. */
class FundingInstructionsTest {

    static Map<String, Object> info(String currency) {
        return FundingInstructions.accountOrWalletInfo(InternalAccountId.newId().value(), currency, "INTERNAL_FIAT").orElseThrow();
    }

    @ParameterizedTest(name = "{0} → {1} on {2}")
    @CsvSource(delimiter = ';', value = {
            "USD; USD_ACCOUNT; ACH|WIRE|RTP|FEDNOW",
            "EUR; EUR_ACCOUNT; SEPA|SEPA_INSTANT",
            "MXN; MXN_ACCOUNT; SPEI",
            "BRL; BRL_ACCOUNT; PIX",
            "GBP; GBP_ACCOUNT; FASTER_PAYMENTS",
            "INR; INR_ACCOUNT; UPI|NEFT|RTGS",
            "KES; KES_ACCOUNT; MOBILE_MONEY"})
    void fiatAccountsGetTheirCurrencysVariantAndRails(String currency, String accountType, String rails) {
        Map<String, Object> i = info(currency);
        assertEquals(accountType, i.get("accountType"));
        assertEquals(List.of(rails.split("\\|")), i.get("paymentRails"));
    }

    @Test
    void bankIdentifiersCarryValidCheckDigits() {
        for (int n = 0; n < 200; n++) {
            assertTrue(CheckDigits.iban((String) info("EUR").get("iban")));
            assertTrue(CheckDigits.iban((String) info("DKK").get("iban")));
            assertTrue(CheckDigits.iban((String) info("AED").get("iban")));
            assertTrue(CheckDigits.clabe((String) info("MXN").get("clabeNumber")));
        }
        assertTrue(CheckDigits.aba((String) info("USD").get("routingNumber")));
        assertTrue(((String) info("EUR").get("iban")).matches("^DE[0-9]{20}$"));
        assertTrue(((String) info("DKK").get("iban")).matches("^DK[0-9]{16}$"));
        assertTrue(((String) info("AED").get("iban")).matches("^AE[0-9]{21}$"));
        assertTrue(((String) info("GBP").get("accountNumber")).matches("^[0-9]{8}$"));
        assertTrue(((String) info("KES").get("phoneNumber")).matches("^\\+254[0-9]{9}$"));
        assertTrue(((String) info("INR").get("vpa")).matches("^[a-zA-Z0-9.\\-_]+@[a-zA-Z0-9]+$"));
    }

    @Test
    void cryptoAccountsGetAWalletOnSparkOrSolana() {
        assertEquals("SPARK_WALLET", info("BTC").get("accountType"));
        assertEquals("BTC", info("BTC").get("assetType"));
        assertEquals("SPARK_WALLET", info("USDB").get("accountType"));
        assertEquals("SOLANA_WALLET", info("USDC").get("accountType"));
        assertEquals("USDT", info("USDT").get("assetType"));
        assertTrue(FundingInstructions.accountOrWalletInfo(InternalAccountId.newId().value(), "USDB", "EMBEDDED_WALLET").isEmpty());
        assertTrue(FundingInstructions.accountOrWalletInfo(InternalAccountId.newId().value(), "ETH", "INTERNAL_CRYPTO").isEmpty());
    }

    @Test
    void referencesAreUniquePerAccountAndStable() {
        Set<String> seen = new HashSet<>();
        for (int n = 0; n < 20_000; n++) {
            assertTrue(seen.add(FundingInstructions.reference(InternalAccountId.newId().value())));
        }
        String id = InternalAccountId.newId().value();
        assertEquals(info(id, "USD"), info(id, "USD"));
        // two ids that differ in one bit get different references: the whole UUID is encoded
        assertTrue(!FundingInstructions.reference("InternalAccount:019542f5-b3e7-7d02-8000-000000000000")
                .equals(FundingInstructions.reference("InternalAccount:019542f5-b3e7-7d02-8000-000000000001")));
    }

    static Map<String, Object> info(String id, String currency) {
        return FundingInstructions.accountOrWalletInfo(id, currency, "INTERNAL_FIAT").orElseThrow();
    }
}
