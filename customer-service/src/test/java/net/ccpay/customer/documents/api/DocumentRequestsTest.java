package net.ccpay.customer.documents.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.Shape;
import net.ccpay.customer.documents.application.DocumentForm;
import net.ccpay.customer.documents.domain.DocumentTypes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * The text parts of a document upload or replacement, read as request records, give what the Shapes they
 * replaced gave (kept here as the reference): the same details.errors, and the form the service gets
 * holds the same valid fields.
 */
class DocumentRequestsTest {

    private static final Shape REPLACE = Shape.object()
            .oneOf("documentType", true, DocumentTypes.ALL)
            .oneOf("side", false, List.of("FRONT", "BACK"))
            .country("country", true)
            .string("documentNumber", false, 1, 100)
            .string("issuingAuthority", false, 1, 200);
    private static final Shape UPLOAD = Shape.object()
            .string("documentHolder", true, 1, 64)
            .oneOf("documentType", true, DocumentTypes.ALL)
            .oneOf("side", false, List.of("FRONT", "BACK"))
            .country("country", true)
            .string("documentNumber", false, 1, 100)
            .string("issuingAuthority", false, 1, 200);

    /** The text parts of a form, as DocumentResource.read gives them (strings, trimmed). */
    private static Map<String, String> parts(String text) {
        JsonObject o;
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            o = r.readObject();
        }
        Map<String, String> parts = new LinkedHashMap<>();
        o.forEach((k, v) -> parts.put(k, ((JsonString) v).getString()));
        return parts;
    }

    private static void same(Shape shape, Class<? extends Record> type, String text) {
        Map<String, String> parts = parts(text);
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject shapeValid = shape.check("", Json.createObjectBuilder(new LinkedHashMap<String, Object>(parts)).build(), shapeErrors);
        Map<String, String> expected = new LinkedHashMap<>();
        shapeValid.forEach((k, v) -> expected.put(k, ((JsonString) v).getString()));
        FieldErrors errors = new FieldErrors();
        byte[] file = {1, 2, 3};
        DocumentForm form = DocumentResource.checked(new DocumentForm(parts, file, false, "id.png", java.util.Optional.empty()), type, errors);
        assertEquals(shapeErrors.list(), errors.list(), type.getSimpleName() + " " + text);
        assertEquals(expected, form.fields(), type.getSimpleName() + " " + text);
        assertSame(file, form.file());
        assertEquals("id.png", form.fileName());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{'documentHolder':'Customer:1','documentType':'PASSPORT','side':'FRONT','country':'US','documentNumber':'X123','issuingAuthority':'DoS'}",
        "{'documentHolder':'BeneficialOwner:1','documentType':'OTHER','country':'GB'}",
        "{'documentHolder':'','documentType':'passport','side':'LEFT','country':'USA','documentNumber':'','issuingAuthority':''}",
        "{'documentHolder':'01234567890123456789012345678901234567890123456789012345678901234','documentType':'SELFIE','side':'BACK',"
                + "'country':'XX'}",
        "{'documentHolder':'Customer:\\u0001','documentType':'PASSPORT\\u007f','country':'U\\ud800','documentNumber':'1\\t2'}",
        "{'documentType':'UTILITY_BILL','country':'FR','unknown':'x','issuingAuthority':'"
                + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'}"
    })
    void theSameAnswersAsTheShapesTheyReplaced(String text) {
        same(UPLOAD, DocumentRequests.Upload.class, text);
        same(REPLACE, DocumentRequests.Replace.class, text);
    }

    @Test
    void theDocumentTypesAreTheDomains() {
        FieldErrors errors = new FieldErrors();
        DocumentResource.checked(new DocumentForm(Map.of("documentType", "NONE", "country", "US"), null, false, null, java.util.Optional.empty()),
                DocumentRequests.Replace.class, errors);
        assertEquals(List.of(new FieldError("documentType", FieldError.Constraint.oneOf(DocumentTypes.ALL),
                "must be one of " + String.join(", ", DocumentTypes.ALL))), errors.list());
    }
}
