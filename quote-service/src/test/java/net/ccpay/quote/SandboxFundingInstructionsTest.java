package net.ccpay.quote;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.accounts.api.SandboxFundingInstructions;
import net.ccpay.quote.external.domain.CheckDigits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each currency's deposit coordinates are the contract's variant for it, well formed, and unique per account. */
class SandboxFundingInstructionsTest {

    private static final String ID = "InternalAccount:019542f5-b3e7-7d02-8000-00000000abcd";
    private static final String OTHER = "InternalAccount:019542f5-b3e7-7d02-8000-00000000abce";

    private static JsonObject info(String id, String currency) {
        JsonArray a = SandboxFundingInstructions.of(id, currency, "INTERNAL_FIAT", false);
        assertEquals(1, a.size());
        return a.getJsonObject(0).getJsonObject("accountOrWalletInfo");
    }

    @ParameterizedTest
    @CsvSource({
            "USD, USD_ACCOUNT, ACH|WIRE|RTP|FEDNOW", "EUR, EUR_ACCOUNT, SEPA|SEPA_INSTANT", "DKK, DKK_ACCOUNT, SEPA|SEPA_INSTANT",
            "AED, AED_ACCOUNT, BANK_TRANSFER", "GBP, GBP_ACCOUNT, FASTER_PAYMENTS", "MXN, MXN_ACCOUNT, SPEI", "BRL, BRL_ACCOUNT, PIX",
            "INR, INR_ACCOUNT, NEFT|RTGS", "CAD, CAD_ACCOUNT, BANK_TRANSFER", "NGN, NGN_ACCOUNT, BANK_TRANSFER",
            "ZAR, ZAR_ACCOUNT, BANK_TRANSFER", "PHP, PHP_ACCOUNT, BANK_TRANSFER", "KES, KES_ACCOUNT, MOBILE_MONEY",
            "SGD, SGD_ACCOUNT, FAST|BANK_TRANSFER", "HKD, HKD_ACCOUNT, BANK_TRANSFER"})
    void aFiatAccountGetsItsCurrencysBankVariantWithAUniqueReference(String currency, String accountType, String rails) {
        JsonObject i = info(ID, currency);
        assertEquals(accountType, i.getString("accountType"));
        assertEquals(String.join(",", rails.split("\\|")), String.join(",", i.getJsonArray("paymentRails").getValuesAs(jakarta.json.JsonString::getString)));
        assertTrue(i.getString("reference").contains("019542F5B3E77D02800000000000ABCD"), i.toString());
        assertNotEquals(i.getString("reference"), info(OTHER, currency).getString("reference"));
    }

    @Test
    void bankIdentifiersHaveTheFormatsAndCheckDigitsTheirSchemesDefine() {
        assertTrue(CheckDigits.aba(info(ID, "USD").getString("routingNumber")));
        assertTrue(info(ID, "USD").getString("accountNumber").matches("[0-9]{1,34}"));
        for (Map.Entry<String, String> e : Map.of("EUR", "[A-Z]{2}[0-9]{2}[A-Za-z0-9]{11,30}", "DKK", "DK[0-9]{16}", "AED", "AE[0-9]{21}").entrySet()) {
            String iban = info(ID, e.getKey()).getString("iban");
            assertTrue(iban.matches(e.getValue()) && CheckDigits.iban(iban), iban);
        }
        String clabe = info(ID, "MXN").getString("clabeNumber");
        assertTrue(clabe.matches("[0-9]{18}") && CheckDigits.clabe(clabe), clabe);
        assertTrue(info(ID, "GBP").getString("sortCode").matches("[0-9]{6}"));
        assertTrue(info(ID, "GBP").getString("accountNumber").matches("[0-9]{8}"));
        assertTrue(info(ID, "CAD").getString("accountNumber").matches("[0-9]{7,12}"));
        assertTrue(info(ID, "NGN").getString("accountNumber").matches("[0-9]{10}"));
        assertTrue(info(ID, "ZAR").getString("accountNumber").matches("[0-9]{9,13}"));
        assertTrue(info(ID, "PHP").getString("accountNumber").matches("[0-9]{8,16}"));
        assertTrue(info(ID, "INR").getString("ifsc").matches("[A-Z]{4}0[A-Z0-9]{6}"));
        assertTrue(info(ID, "KES").getString("phoneNumber").matches("\\+254[0-9]{9}"));
        assertTrue(info(ID, "SGD").getString("swiftCode").matches("[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?"));
        assertEquals("019542f5-b3e7-7d02-8000-00000000abcd", info(ID, "BRL").getString("pixKey"));
        assertTrue(info(ID, "BRL").getString("qrCode").startsWith("000201"));
    }

    @ParameterizedTest
    @CsvSource({"USDC, SOLANA_WALLET, USDC", "SOL, SOLANA_WALLET, ''", "USDT, TRON_WALLET, USDT", "ETH, ETHEREUM_WALLET, ''",
            "BTC, SPARK_WALLET, BTC", "USDB, SPARK_WALLET, USDB"})
    void aCryptoAccountGetsAWalletOnAChainThatCarriesIt(String currency, String accountType, String assetType) {
        JsonObject i = info(ID, currency);
        assertEquals(accountType, i.getString("accountType"));
        assertEquals(assetType, i.getString("assetType", ""));
        assertNotEquals(i.getString("address"), info(OTHER, currency).getString("address"));
    }

    @Test
    void everyCurrencyOfTheCatalogHasInstructions() {
        CurrencyCodes.all().keySet().forEach(code -> assertEquals(1, SandboxFundingInstructions.of(ID, code, "INTERNAL_FIAT", false).size(), code));
    }

    @Test
    void anEmbeddedWalletHasNoDepositCoordinates() {
        assertEquals(0, SandboxFundingInstructions.of(ID, "USDB", "EMBEDDED_WALLET", false).size());
    }
}
