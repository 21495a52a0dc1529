package net.ccpay.quote.payments.infrastructure;

import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.payments.domain.Counterparty;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A payment's counterparty: read from the paid account's info, stored as the counterpartyInformation JSON the rows already hold. */
class CounterpartyStorageTest {

    private final CounterpartyConverter converter = new CounterpartyConverter();
    private final AccountInfoCounterparties counterparties = new AccountInfoCounterparties();

    private static ExternalAccount account(String info) {
        return new ExternalAccount("ExternalAccount:1", "Customer:1", null, "MXN", "MXN_ACCOUNT", "123456789012345678", info,
                "THIRD_PARTY", false, null, Instant.parse("2026-01-01T00:00:00Z"));
    }

    @Test
    void theBeneficiaryFieldsAreToldUnderTheContractsNames() {
        Counterparty c = counterparties.of(account("""
                {"accountType":"MXN_ACCOUNT","clabeNumber":"123456789012345678","beneficiary":{"beneficiaryType":"INDIVIDUAL",
                 "fullName":"Ana López","birthDate":"1990-02-03","address":{"line1":"x"},"email":"ana@example.com","unknown":"y"}}"""));
        assertEquals(Map.of("USER_TYPE", "INDIVIDUAL", "FULL_NAME", "Ana López", "BIRTH_DATE", "1990-02-03", "EMAIL", "ana@example.com"),
                c.fields());
    }

    @Test
    void anAccountWithoutBeneficiaryOrWithUnreadableInfoTellsNone() {
        assertNull(counterparties.of(account("{\"accountType\":\"SOLANA_WALLET\",\"address\":\"x\"}")));
        assertNull(counterparties.of(account("{\"accountType\":\"MXN_ACCOUNT\",\"beneficiary\":{\"address\":{\"line1\":\"x\"}}}")));
        assertNull(counterparties.of(account("not json")));
    }

    @Test
    void aStoredRowReadsBackAndIsWrittenInTheSameForm() {
        String stored = "{\"FULL_NAME\":\"Ana López\",\"USER_TYPE\":\"INDIVIDUAL\",\"EMAIL\":\"ana@example.com\"}";
        Counterparty c = converter.convertToEntityAttribute(stored);
        assertEquals(Map.of("FULL_NAME", "Ana López", "USER_TYPE", "INDIVIDUAL", "EMAIL", "ana@example.com"), c.fields());
        assertEquals(stored, converter.convertToDatabaseColumn(c));
        assertNull(converter.convertToEntityAttribute(null));
        assertNull(converter.convertToDatabaseColumn(null));
    }
}
