package net.ccpay.deploy.contract;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.net.URI;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The guard against the project's contract and overlay, with bodies written by hand. */
class ContractGuardTest {

    private static final ContractGuard GUARD = ContractGuard.get();
    private static final String JSON = "application/json";

    private static final String CUSTOMER = """
            {"id":"Customer:019542f5-b3e7-1d02-0000-000000000001","platformCustomerId":"p-1","customerType":"INDIVIDUAL",
             "umaAddress":"$ada@ccpay.sandbox","kycStatus":"APPROVED","fullName":"Ada Lovelace","birthDate":"1990-12-10",
             "nationality":"GB","createdAt":"2025-10-13T10:00:00Z","updatedAt":"2025-10-13T10:00:00.123456Z"}""";

    private static final String INTERNAL_ACCOUNT = """
            {"id":"InternalAccount:019542f5-b3e7-1d02-0000-000000000002","customerId":"Customer:019542f5-b3e7-1d02-0000-000000000001",
             "type":"INTERNAL_FIAT","status":"ACTIVE",
             "balance":{"amount":0,"currency":{"code":"USD","name":"US Dollar","symbol":"$","decimals":2}},
             "totalBalance":{"amount":0,"currency":{"code":"USD","name":"US Dollar","symbol":"$","decimals":2}},
             "fundingPaymentInstructions":[{"accountOrWalletInfo":{"accountType":"USD_ACCOUNT","paymentRails":["ACH","WIRE"],
               "accountNumber":"1234567890","routingNumber":"021000021","reference":"REF-1"}}],
             "createdAt":"2025-10-13T10:00:00Z","updatedAt":"2025-10-13T10:00:00Z"}""";

    private static List<String> check(String method, String path, int status, String contentType, String body) {
        return GUARD.violations(method, URI.create("http://localhost:9080" + path), status, contentType, body);
    }

    private static String api(String path) {
        return ContractGuard.BASE_PATH + path;
    }

    @Test
    void aCustomerShapedLikeTheContractPasses() {
        assertEquals(List.of(), check("GET", api("/customers/Customer:019542f5-b3e7-1d02-0000-000000000001"), 200, JSON, CUSTOMER));
    }

    @Test
    void aValueOutsideTheContractsEnumFails() {
        List<String> v = check("GET", api("/customers/Customer:1"), 200, JSON, CUSTOMER.replace("\"APPROVED\"", "\"VERIFIED\""));
        assertTrue(v.stream().anyMatch(l -> l.contains("kycStatus")), v::toString);
    }

    @Test
    void aMissingRequiredFieldFails() {
        List<String> v = check("GET", api("/customers/Customer:1"), 200, JSON, CUSTOMER.replace("\"umaAddress\":\"$ada@ccpay.sandbox\",", ""));
        assertTrue(v.stream().anyMatch(l -> l.contains("umaAddress")), v::toString);
    }

    @Test
    void aFieldTheContractMarksWriteOnlyMustNotComeBack() {
        List<String> v = check("GET", api("/customers/Customer:1"), 200, JSON, CUSTOMER.replace("\"fullName\"", "\"identifier\":\"123-45-6789\",\"fullName\""));
        assertTrue(v.stream().anyMatch(l -> l.contains("identifier")), v::toString);
    }

    @Test
    void aTimestampThatIsNotADateTimeFails() {
        List<String> v = check("GET", api("/customers/Customer:1"), 200, JSON, CUSTOMER.replace("2025-10-13T10:00:00Z", "yesterday"));
        assertTrue(v.stream().anyMatch(l -> l.contains("createdAt")), v::toString);
    }

    @Test
    void aLiteralPathSegmentWinsOverAParameter() {
        String list = "{\"data\":[" + INTERNAL_ACCOUNT + "],\"hasMore\":false}";
        assertEquals(List.of(), check("GET", api("/customers/internal-accounts?customerId=x"), 200, JSON, list));
        // the same body read as a customer would fail: the guard must have chosen listCustomerInternalAccounts
        assertTrue(check("GET", api("/customers/Customer:1"), 200, JSON, list).size() > 0);
    }

    @Test
    void aPaymentInstructionWithoutItsReferenceFails() {
        List<String> v = check("POST", api("/sandbox/internal-accounts/InternalAccount:1/fund"), 200, JSON,
                INTERNAL_ACCOUNT.replace(",\"reference\":\"REF-1\"", ""));
        assertTrue(v.stream().anyMatch(l -> l.contains("fundingPaymentInstructions")), v::toString);
        assertEquals(List.of(), check("POST", api("/sandbox/internal-accounts/InternalAccount:1/fund"), 200, JSON, INTERNAL_ACCOUNT));
    }

    private static final String EXTERNAL_ACCOUNT = """
            {"id":"ExternalAccount:019542f5-b3e7-1d02-0000-000000000003","customerId":"Customer:019542f5-b3e7-1d02-0000-000000000001",
             "status":"ACTIVE","currency":"USD","defaultUmaDepositAccount":false,"beneficiaryVerificationStatus":"MATCHED",
             "beneficiaryVerifiedData":{"fullName":"Grace Receiver"},
             "accountInfo":{"accountType":"USD_ACCOUNT","accountNumber":"123456789","routingNumber":"021000021","bankAccountType":"CHECKING",
               "beneficiary":{"beneficiaryType":"INDIVIDUAL","fullName":"Grace Receiver"},"paymentRails":["ACH","WIRE"]}}""";

    @Test
    void nestedPolymorphicShapesAreCheckedBranchByBranch() {
        String path = api("/customers/external-accounts/ExternalAccount:1");
        assertEquals(List.of(), check("GET", path, 200, JSON, EXTERNAL_ACCOUNT));
        List<String> v = check("GET", path, 200, JSON, EXTERNAL_ACCOUNT.replace("\"fullName\":\"Grace Receiver\"}", "\"legalName\":\"Grace Inc\"}"));
        assertTrue(v.stream().anyMatch(l -> l.contains("$.accountInfo.beneficiary") && l.contains("fullName")), v::toString);
        assertTrue(check("GET", path, 200, JSON, EXTERNAL_ACCOUNT.replace("\"ACH\",", "\"SPEI\",")).size() > 0);
    }

    @Test
    void onlyTheBranchTheDiscriminatorNamesIsReported() {
        // 49 kinds of payment instructions: the report names the one missing field of the USD kind, not 48 other kinds' fields
        List<String> v = check("POST", api("/sandbox/internal-accounts/InternalAccount:1/fund"), 200, JSON,
                INTERNAL_ACCOUNT.replace(",\"reference\":\"REF-1\"", ""));
        assertEquals(2, v.size(), v::toString);
        assertTrue(v.get(1).contains("$.fundingPaymentInstructions[0].accountOrWalletInfo: required property 'reference'"), v::toString);
    }

    @Test
    void anErrorCodeTheContractDoesNotListForTheStatusFails() {
        String body = "{\"status\":400,\"code\":\"ACCOUNT_NOT_ACTIVE\",\"message\":\"closed\"}";
        List<String> v = check("POST", api("/sandbox/internal-accounts/InternalAccount:1/fund"), 400, JSON, body);
        assertTrue(v.stream().anyMatch(l -> l.contains("code")), v::toString);
    }

    @Test
    void aStatusTheOperationDoesNotDefineFails() {
        String body = "{\"status\":409,\"code\":\"CONFLICT\",\"message\":\"busy\"}";
        List<String> v = check("GET", api("/exchange-rates"), 409, JSON, body);
        assertEquals(1, v.size(), v::toString);
        assertTrue(v.get(0).contains("getExchangeRates") && v.get(0).contains("409"), v::toString);
        // the overlay adds the idempotency 409 to sandbox funding, and only there
        assertEquals(List.of(), check("POST", api("/sandbox/internal-accounts/InternalAccount:1/fund"), 409, JSON, body));
    }

    @Test
    void theBriefsSwitchErrorCodeIsDeclaredInTheOverlay() {
        String body = "{\"status\":500,\"code\":\"PLATFORM_SWITCH_ERROR\",\"message\":\"switch\"}";
        assertEquals(List.of(), check("GET", api("/customers/Customer:1"), 500, JSON, body));
    }

    @Test
    void anUnknownPathMustAnswerTheErrorEnvelopeOfItsStatus() {
        String ok = "{\"status\":404,\"code\":\"REFERENCE_NOT_FOUND\",\"message\":\"no such path\"}";
        assertEquals(List.of(), check("GET", api("/no-such-thing"), 404, JSON, ok));
        assertTrue(check("GET", api("/no-such-thing"), 404, "text/html", "<html>Not found</html>").size() > 0);
        assertTrue(check("GET", api("/no-such-thing"), 404, JSON, "{\"status\":404,\"message\":\"no code\"}").size() > 0);
        assertTrue(check("GET", api("/no-such-thing"), 404, JSON, "{\"status\":405,\"code\":\"REFERENCE_NOT_FOUND\",\"message\":\"x\"}").size() > 0);
    }

    @Test
    void aWrongMethodOnAKnownPathMustAnswerAnError() {
        String ok = "{\"status\":405,\"code\":\"METHOD_NOT_ALLOWED\",\"message\":\"use GET\"}";
        assertEquals(List.of(), check("PUT", api("/customers/Customer:1"), 405, JSON, ok));
        List<String> v = check("PUT", api("/customers/Customer:1"), 200, JSON, CUSTOMER);
        assertTrue(v.size() == 1 && v.get(0).contains("has no operation PUT"), v::toString);
    }

    @Test
    void aSuccessfulAnswerToAnUndeclaredPathFails() {
        assertEquals(1, check("GET", api("/no-such-thing"), 200, JSON, "{}").size());
        assertEquals(1, check("GET", "/customer-service/no-such-thing", 200, JSON, "{}").size());
        assertEquals(1, check("GET", "/elsewhere/customers/Customer:1", 200, JSON, CUSTOMER).size());
    }

    @Test
    void aServiceCalledDirectlyIsHeldToTheApiOperationsItServes() {
        assertEquals(List.of(), check("GET", "/customer-service/customers/Customer:1", 200, JSON, CUSTOMER));
        List<String> v = check("GET", "/customer-service/customers/Customer:1", 200, JSON, "{\"id\":5}");
        assertTrue(!v.isEmpty(), "a body that is not a customer fails: " + v);
    }

    @Test
    void aStatusWithoutAnErrorSchemaFails() {
        List<String> v = check("GET", api("/no-such-thing"), 418, JSON, "{\"status\":418,\"code\":\"TEAPOT\",\"message\":\"x\"}");
        assertTrue(v.size() == 1 && v.get(0).contains("Error418"), v::toString);
    }

    @Test
    void aBodyWhereTheContractDefinesNoneFails() {
        assertEquals(List.of(), check("DELETE", api("/platform/external-accounts/ExternalAccount:1"), 204, null, ""));
        assertEquals(1, check("DELETE", api("/platform/external-accounts/ExternalAccount:1"), 204, JSON, "{}").size());
    }

    @Test
    void aBodyThatIsNotJsonFailsWhereJsonIsDefined() {
        assertEquals(1, check("GET", api("/customers/Customer:1"), 200, "text/plain", "hello").size());
        assertEquals(1, check("GET", api("/customers/Customer:1"), 200, JSON, "{not json").size());
        assertEquals(1, check("GET", api("/customers/Customer:1"), 200, JSON, "").size());
    }

    @Test
    void thePemPublicKeyIsDeclaredAsText() {
        String pem = "-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----\n";
        assertEquals(List.of(), check("GET", api("/webhooks/public-key"), 200, "text/plain; charset=utf-8", pem));
        assertEquals(1, check("GET", api("/webhooks/public-key"), 200, JSON, "{}").size());
    }

    @Test
    void probesAndTheOpenApiDocumentAreNotApiOperations() {
        assertEquals(List.of(), check("GET", "/health/ready", 503, "text/html", "<html/>"));
        assertEquals(List.of(), check("GET", "/openapi", 200, "application/yaml", "openapi: 3.1.0"));
    }

    @Test
    void checkFailsWithTheOperationTheSchemaAndEveryViolation() {
        AssertionError e = assertThrows(AssertionError.class, () -> GUARD.check("GET",
                URI.create("http://localhost" + api("/customers/Customer:1")), 200, JSON,
                CUSTOMER.replace("\"APPROVED\"", "\"VERIFIED\"").replace("\"umaAddress\":\"$ada@ccpay.sandbox\",", "")));
        String m = e.getMessage();
        assertTrue(m.contains("GET " + api("/customers/Customer:1") + " answered 200"), m);
        assertTrue(m.contains("getCustomerById"), m);
        assertTrue(m.contains("#/paths/~1customers~1{customerId}/get/responses/200"), m);
        assertTrue(m.contains("kycStatus") && m.contains("umaAddress"), m);
    }

    @Test
    void theOverlayCannotReplaceWhatTheContractDefines() {
        JsonNode contract = minimalContract();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ContractGuard.of(contract, overlay("""
                {"operations":{"GET /things":{"responses":{"200":{"why":"mine","content":{}}}}}}""")));
        assertTrue(e.getMessage().contains("defined by the contract"), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> ContractGuard.of(contract, overlay("""
                {"schemas":{"Thing":{"why":"mine","type":"string"}}}""")));
        assertTrue(e.getMessage().contains("does not replace"), e.getMessage());
    }

    @Test
    void everyOverlayDeclarationSaysWhy() {
        JsonNode contract = minimalContract();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ContractGuard.of(contract, overlay("""
                {"operations":{"GET /things":{"responses":{"404":{"content":{}}}}}}""")));
        assertTrue(e.getMessage().contains("needs a 'why'"), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> ContractGuard.of(contract, overlay("""
                {"operations":{"GET /other":{"responses":{"200":{}}}}}""")));
        assertTrue(e.getMessage().contains("needs a 'why'"), e.getMessage());
    }

    @Test
    void anOverlayOperationIsCheckedLikeTheContractsOwn() {
        ContractGuard g = ContractGuard.of(minimalContract(), overlay("""
                {"operations":{"GET /other":{"why":"ours","responses":{"200":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Thing"}}}}}}}}"""));
        URI uri = URI.create("http://h" + ContractGuard.BASE_PATH + "/other");
        assertEquals(List.of(), g.violations("GET", uri, 200, JSON, "\"a thing\""));
        assertEquals(2, g.violations("GET", uri, 200, JSON, "42").size());
    }

    @Test
    void aResponseAlternativeAcceptsEitherShapeAndNothingElse() {
        ContractGuard g = ContractGuard.of(minimalContract(), overlay("""
                {"schemas":{"Count":{"why":"ours","type":"integer"}},
                 "responseAlternatives":{"GET /things":{"200":{"why":"a second use","schema":{"$ref":"#/components/schemas/Count"}}}}}"""));
        URI uri = URI.create("http://h" + ContractGuard.BASE_PATH + "/things");
        assertEquals(List.of(), g.violations("GET", uri, 200, JSON, "\"a thing\""), "the contract's own shape still passes");
        assertEquals(List.of(), g.violations("GET", uri, 200, JSON, "42"), "so does the alternative");
        assertTrue(g.violations("GET", uri, 200, JSON, "true").size() > 0, "anything else fails");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ContractGuard.of(minimalContract(), overlay("""
                {"responseAlternatives":{"GET /things":{"404":{"why":"no such response","schema":{"type":"integer"}}}}}""")));
        assertTrue(e.getMessage().contains("names no JSON response"), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> ContractGuard.of(minimalContract(), overlay("""
                {"responseAlternatives":{"GET /things":{"200":{"schema":{"type":"integer"}}}}}""")));
        assertTrue(e.getMessage().contains("needs a 'why'"), e.getMessage());
    }

    private static JsonNode minimalContract() {
        return overlay("""
                {"paths":{"/things":{"get":{"operationId":"getThings","responses":{"200":{"content":{"application/json":
                  {"schema":{"$ref":"#/components/schemas/Thing"}}}}}}}},
                 "components":{"schemas":{"Thing":{"type":"string"}}}}""");
    }

    private static ObjectNode overlay(String json) {
        return (ObjectNode) JsonMapper.builder().build().readTree(json);
    }
}
