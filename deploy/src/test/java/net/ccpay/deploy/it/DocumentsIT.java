package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.Onboarding;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static net.ccpay.deploy.it.support.Api.delete;
import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.multipart;
import static net.ccpay.deploy.it.support.Onboarding.documentForm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** POST/GET/PUT/DELETE /documents through the gateway: multipart, content sniffing, limits, nothing half-written. */
class DocumentsIT {

    @Test
    void aDocumentIsStoredAndReadBackInTheContractShape() {
        String id = Onboarding.individual("Doc Holder").getString("id");
        Api.Reply r = multipart("POST", "/documents", documentForm(id, "PASSPORT", "C:\\scans\\passport.jpg", Onboarding.JPEG).field("side", "FRONT"));
        assertEquals(201, r.status(), r.raw().body());
        JsonObject d = r.json();
        assertTrue(d.getString("id").startsWith("Document:"));
        assertEquals(id, d.getString("documentHolder"));
        assertEquals("PASSPORT", d.getString("documentType"));
        assertEquals("FRONT", d.getString("side"));
        assertEquals("US", d.getString("country"));
        assertEquals("X1234567", d.getString("documentNumber"));
        assertEquals("passport.jpg", d.getString("fileName"), "no directory part");
        assertEquals(d, get("/documents/" + d.getString("id")).json());
        JsonObject list = get("/documents?documentHolder=" + id).json();
        assertEquals(1, list.getInt("totalCount"));
        assertEquals(d, list.getJsonArray("data").getJsonObject(0));
    }

    @Test
    void aBeneficialOwnerCanHoldDocuments() {
        String business = Onboarding.business("REG-" + Onboarding.unique() + "-003", true).getString("id");
        String owner = Onboarding.owner(business, "Holder").getString("id");
        Api.Reply r = multipart("POST", "/documents", documentForm(owner, "NATIONAL_ID", "id.pdf", Onboarding.PDF));
        assertEquals(201, r.status(), r.raw().body());
        assertEquals(owner, r.json().getString("documentHolder"));
    }

    @Test
    void wrongEmptyMissingOrOversizedFilesAndUnknownHoldersAre400AndNothingIsStored() {
        String id = Onboarding.individual("Bad Uploads").getString("id");
        byte[] gif = "GIF89a....".getBytes(StandardCharsets.US_ASCII);
        assertFileError(multipart("POST", "/documents", documentForm(id, "PASSPORT", "looks-like.png", gif)), "JPEG, PNG or PDF");
        assertFileError(multipart("POST", "/documents", documentForm(id, "PASSPORT", "empty.png", new byte[0])), "empty");
        byte[] big = new byte[10 * 1024 * 1024 + 1];
        System.arraycopy(Onboarding.PDF, 0, big, 0, Onboarding.PDF.length);
        assertFileError(multipart("POST", "/documents", documentForm(id, "PASSPORT", "big.pdf", big)), "10 MB");
        Api.Reply noFile = multipart("POST", "/documents", new Api.Multipart().field("documentHolder", id).field("documentType", "PASSPORT")
                .field("country", "US"));
        assertFileError(noFile, "required");

        JsonObject e = multipart("POST", "/documents", new Api.Multipart().field("documentHolder", "Customer:019542f5-b3e7-1d02-0000-000000000009")
                .field("documentType", "DIPLOMA").field("country", "USA").file("file", "a.png", "image/png", Onboarding.PNG))
                .assertError(400, "INVALID_INPUT");
        Map<String, JsonObject> byField = Errors.byField(e);
        assertEquals(java.util.Set.of("documentHolder", "documentType", "country"), byField.keySet(), "every problem at once");
        assertEquals(0, get("/documents?documentHolder=" + id).json().getInt("totalCount"), "nothing half-written");
    }

    @Test
    void aFileOfExactly10MbIsAccepted() {
        String id = Onboarding.individual("Big Scanner").getString("id");
        byte[] pdf = new byte[10 * 1024 * 1024];
        System.arraycopy(Onboarding.PDF, 0, pdf, 0, Onboarding.PDF.length);
        Api.Reply r = multipart("POST", "/documents", documentForm(id, "BANK_STATEMENT", "statement.pdf", pdf));
        assertEquals(201, r.status(), r.raw().body());
    }

    @Test
    void aDocumentCanBeReplacedAndDeleted() {
        String id = Onboarding.individual("Replacer").getString("id");
        String doc = Onboarding.upload(id, "PASSPORT").getString("id");
        Api.Reply put = multipart("PUT", "/documents/" + doc, new Api.Multipart().field("documentType", "DRIVERS_LICENSE").field("country", "CA")
                .file("file", "licence.pdf", "application/pdf", Onboarding.PDF));
        assertEquals(200, put.status(), put.raw().body());
        assertEquals("DRIVERS_LICENSE", put.json().getString("documentType"));
        assertEquals("licence.pdf", put.json().getString("fileName"));
        assertEquals(id, put.json().getString("documentHolder"));
        multipart("PUT", "/documents/" + doc, new Api.Multipart().field("documentType", "PASSPORT").field("country", "US")
                .file("file", "x.txt", "text/plain", "hello".getBytes(StandardCharsets.US_ASCII))).assertError(400, "INVALID_INPUT");
        assertEquals("DRIVERS_LICENSE", get("/documents/" + doc).json().getString("documentType"), "a failed replace changes nothing");

        assertEquals(204, delete("/documents/" + doc).status());
        get("/documents/" + doc).assertError(404, "REFERENCE_NOT_FOUND");
        delete("/documents/" + doc).assertError(404, "REFERENCE_NOT_FOUND");
    }

    private static void assertFileError(Api.Reply r, String hint) {
        JsonObject e = r.assertError(400, "INVALID_INPUT");
        JsonObject fileError = Errors.byField(e).get("file");
        assertTrue(fileError != null && fileError.getString("message").contains(hint), e.toString());
    }
}
