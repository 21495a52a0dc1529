package net.ccpay.quote.external.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.external.domain.ExternalAccount;

import java.io.StringReader;

/** ExternalAccount → the contract's ExternalAccount JSON (API and EXTERNAL_ACCOUNT.* event data). */
public final class ExternalAccountMapper {
    private ExternalAccountMapper() {}

    public static JsonObject toJson(ExternalAccount a) {
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("id", a.id());
        if (a.customerId() != null) {
            b.add("customerId", a.customerId());
        }
        b.add("status", a.status().name());
        if (a.platformAccountId() != null) {
            b.add("platformAccountId", a.platformAccountId());
        }
        if (a.ownershipType() != null) {
            b.add("ownershipType", a.ownershipType());
        }
        b.add("currency", a.currency());
        if (!a.isPlatformOwned()) {
            b.add("defaultUmaDepositAccount", a.defaultUmaDepositAccount());
        }
        JsonObject info;
        try (JsonReader r = JsonP.createReader(new StringReader(a.accountInfo()))) {
            info = r.readObject();
        }
        if (a.beneficiaryVerificationStatus() != null) {
            b.add("beneficiaryVerificationStatus", a.beneficiaryVerificationStatus().name());
            JsonObject beneficiary = info.getJsonObject("beneficiary");
            if (beneficiary != null && a.beneficiaryVerificationStatus().nameKnown()) {
                String name = beneficiary.getString("fullName", beneficiary.getString("legalName", null));
                if (name != null) {
                    b.add("beneficiaryVerifiedData", JsonP.createObjectBuilder().add("fullName", name));
                }
            }
        }
        return b.add("accountInfo", info).build();
    }
}
