package net.ccpay.deploy.it.support;

import jakarta.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Steps of the onboarding flows (customers, owners, documents) shared by the customer-service ITs. */
public final class Onboarding {
    private Onboarding() {}

    public static final String ADDRESS = "{\"line1\":\"1 Main St\",\"city\":\"New York\",\"state\":\"NY\",\"postalCode\":\"10001\",\"country\":\"US\"}";
    public static final byte[] PNG = bytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'}, 64);
    public static final byte[] JPEG = bytes(new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xE0}, 64);
    public static final byte[] PDF = "%PDF-1.4\n%sandbox\n".getBytes(StandardCharsets.US_ASCII);

    public static JsonObject individual(String fullName) {
        Api.Reply r = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"" + fullName + "\"}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    public static JsonObject business(String registrationNumber, boolean withAddress) {
        Api.Reply r = postJson("/customers", "{\"customerType\":\"BUSINESS\"," + (withAddress ? "\"address\":" + ADDRESS + "," : "")
                + "\"businessInfo\":{\"legalName\":\"Acme " + UUID.randomUUID() + "\",\"country\":\"US\","
                + "\"incorporatedOn\":\"2019-05-01\",\"taxId\":\"12-3456789\",\"registrationNumber\":\"" + registrationNumber + "\"}}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    public static JsonObject owner(String customerId, String lastName) {
        Api.Reply r = postJson("/beneficial-owners", ownerBody(customerId, lastName));
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    /** An owner holding 25 %, so that up to four of them fit in one business. */
    public static String ownerBody(String customerId, String lastName) {
        return ownerBody(customerId, lastName, 25);
    }

    public static String ownerBody(String customerId, String lastName, int ownershipPercentage) {
        return "{\"customerId\":\"" + customerId + "\",\"roles\":[\"UBO\",\"DIRECTOR\"],\"ownershipPercentage\":" + ownershipPercentage + ","
                + "\"personalInfo\":{\"firstName\":\"Jo\",\"lastName\":\"" + lastName + "\",\"birthDate\":\"1980-02-03\","
                + "\"nationality\":\"US\",\"address\":" + ADDRESS + ",\"idType\":\"SSN\",\"identifier\":\"123-45-6789\"}}";
    }

    public static Api.Multipart documentForm(String holder, String documentType, String fileName, byte[] content) {
        return new Api.Multipart().field("documentHolder", holder).field("documentType", documentType).field("country", "US")
                .field("documentNumber", "X1234567").field("issuingAuthority", "U.S. Department of State")
                .file("file", fileName, "application/octet-stream", content);
    }

    public static JsonObject upload(String holder, String documentType) {
        Api.Reply r = Api.multipart("POST", "/documents", documentForm(holder, documentType, "scan.png", PNG));
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    public static JsonObject verify(String customerId) {
        Api.Reply r = postJson("/verifications", "{\"customerId\":\"" + customerId + "\"}");
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    /** "TYPE:field" (or "TYPE:resourceId" when there is no field) of each verification error, in order. */
    public static List<String> errorKeys(JsonObject verification) {
        List<String> out = new ArrayList<>();
        for (JsonObject e : verification.getJsonArray("errors").getValuesAs(JsonObject.class)) {
            out.add(e.getString("type") + ":" + e.getString("field", e.getString("resourceId")));
        }
        return out;
    }

    public static String unique() {
        return UUID.randomUUID().toString().substring(0, 8);
    }

    private static byte[] bytes(byte[] magic, int total) {
        byte[] b = new byte[total];
        System.arraycopy(magic, 0, b, 0, magic.length);
        return b;
    }
}
