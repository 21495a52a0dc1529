package net.ccpay.quote;

import net.ccpay.quote.external.domain.CheckDigits;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Published valid identifiers pass; one changed digit fails. */
class CheckDigitsTest {

    @ParameterizedTest
    @ValueSource(strings = {"GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606", "DK5000400440116243", "AE070331234567890123456"})
    void validIbansPass(String iban) {
        assertTrue(CheckDigits.iban(iban));
    }

    @ParameterizedTest
    @ValueSource(strings = {"GB82WEST12345698765431", "DE89370400440532013001", "XX00", "GB82 WEST"})
    void alteredIbansFail(String iban) {
        assertFalse(CheckDigits.iban(iban));
    }

    @ParameterizedTest
    @ValueSource(strings = {"021000021", "011000015", "026009593", "121000358"})
    void validRoutingNumbersPass(String aba) {
        assertTrue(CheckDigits.aba(aba));
    }

    @ParameterizedTest
    @ValueSource(strings = {"021000022", "123456789", "12345678", "02100002a"})
    void badRoutingNumbersFail(String aba) {
        assertFalse(CheckDigits.aba(aba));
    }

    @ParameterizedTest
    @ValueSource(strings = {"032180000118359719", "002010077777777771"})
    void validClabesPass(String clabe) {
        assertTrue(CheckDigits.clabe(clabe));
    }

    @ParameterizedTest
    @ValueSource(strings = {"032180000118359718", "03218000011835971", "0321800001183597190"})
    void badClabesFail(String clabe) {
        assertFalse(CheckDigits.clabe(clabe));
    }
}
