package net.ccpay.quote.payments.domain;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.external.domain.ExternalAccount;

import java.io.StringReader;
import java.util.Map;

/**
 * What a payment tells about its counterparty (the contract's {@code counterpartyInformation}): the
 * beneficiary of the external account it pays, keyed by the contract's CustomerInfoFieldName values.
 * Account identifiers are not repeated here (they are the destination account's).
 */
public final class Counterparty {

    private static final Map<String, String> FIELDS = Map.of(
            "fullName", "FULL_NAME", "legalName", "COMPANY_LEGAL_NAME", "birthDate", "BIRTH_DATE", "nationality", "NATIONALITY",
            "email", "EMAIL", "phoneNumber", "PHONE_NUMBER", "countryOfResidence", "COUNTRY_OF_RESIDENCE",
            "registrationNumber", "REGISTRATION_NUMBER", "beneficiaryType", "USER_TYPE");

    private Counterparty() {}

    /** The beneficiary's fields as a JSON object's text, or null when the account names none (a wallet without beneficiary). */
    public static String of(ExternalAccount account) {
        JsonObject info;
        try (JsonReader r = JsonP.createReader(new StringReader(account.accountInfo()))) {
            info = r.readObject();
        } catch (RuntimeException unreadable) {
            return null;
        }
        if (!(info.get("beneficiary") instanceof JsonObject beneficiary)) {
            return null;
        }
        JsonObjectBuilder out = JsonP.createObjectBuilder();
        FIELDS.forEach((field, name) -> {
            if (beneficiary.get(field) instanceof JsonString s) {
                out.add(name, s.getString());
            }
        });
        JsonObject built = out.build();
        return built.isEmpty() ? null : built.toString();
    }
}
