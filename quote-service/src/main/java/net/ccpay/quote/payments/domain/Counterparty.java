package net.ccpay.quote.payments.domain;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a payment tells about its counterparty (the contract's {@code counterpartyInformation}): the
 * beneficiary of the external account it pays, keyed by the contract's CustomerInfoFieldName values.
 * Account identifiers are not repeated here (they are the destination account's). Stored as a JSON
 * object's text ({@code infrastructure.CounterpartyConverter}).
 *
 * @param fields CustomerInfoFieldName to its text, never empty
 */
public record Counterparty(Map<String, String> fields) {

    /** The beneficiary's fields (as the contract's {@code beneficiary} object names them) and the names they are told under. */
    private static final Map<String, String> FIELDS = new LinkedHashMap<>();

    static {
        FIELDS.put("fullName", "FULL_NAME");
        FIELDS.put("legalName", "COMPANY_LEGAL_NAME");
        FIELDS.put("birthDate", "BIRTH_DATE");
        FIELDS.put("nationality", "NATIONALITY");
        FIELDS.put("email", "EMAIL");
        FIELDS.put("phoneNumber", "PHONE_NUMBER");
        FIELDS.put("countryOfResidence", "COUNTRY_OF_RESIDENCE");
        FIELDS.put("registrationNumber", "REGISTRATION_NUMBER");
        FIELDS.put("beneficiaryType", "USER_TYPE");
    }

    public Counterparty {
        if (fields.isEmpty()) {
            throw new IllegalArgumentException("a counterparty tells at least one field");
        }
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /**
     * The counterparty an account's beneficiary tells: its text fields the contract names, or null when it
     * tells none of them (an account without beneficiary, such as most wallets).
     *
     * @param beneficiary the beneficiary's text fields by their names in the account info
     */
    public static Counterparty ofBeneficiary(Map<String, String> beneficiary) {
        Map<String, String> told = new LinkedHashMap<>();
        FIELDS.forEach((field, name) -> {
            String value = beneficiary.get(field);
            if (value != null) {
                told.put(name, value);
            }
        });
        return told.isEmpty() ? null : new Counterparty(told);
    }
}
