package net.ccpay.customer.documents.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.documents.domain.Document;

/** Document → the contract's Document JSON. */
public final class DocumentMapper {
    private DocumentMapper() {}

    public static JsonObject toJson(Document d) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", d.id())
                .add("documentHolder", d.holderId())
                .add("documentType", d.documentType());
        if (d.side() != null) b.add("side", d.side());
        b.add("country", d.country());
        if (d.documentNumber() != null) b.add("documentNumber", d.documentNumber());
        if (d.issuingAuthority() != null) b.add("issuingAuthority", d.issuingAuthority());
        return b.add("fileName", d.fileName())
                .add("createdAt", d.createdAt().toString())
                .add("updatedAt", d.updatedAt().toString())
                .build();
    }
}
