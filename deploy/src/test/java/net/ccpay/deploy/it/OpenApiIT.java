package net.ccpay.deploy.it;

import net.ccpay.deploy.contract.ContractGuard;
import net.ccpay.deploy.contract.OpenApiDocumentGenerator;
import net.ccpay.deploy.contract.OpenApiDocumentGenerator.Route;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.PlatformHarness;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code GET /openapi} on the API port describes the whole API, as Liberty serves it: every routed operation
 * with its request body and response schemas as the contract guard knows them, every reference resolved inside
 * the document, and the API browser at {@code /openapi/ui}.
 */
class OpenApiIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    static JsonNode served;
    static JsonNode merged;
    static List<Route> routes;

    @BeforeAll
    static void fetch() throws Exception {
        Api.Reply r = Api.send(HttpRequest.newBuilder(URI.create(PlatformHarness.serverUrl() + "/openapi?format=json"))
                .timeout(Duration.ofSeconds(60)).GET().build());
        assertEquals(200, r.status(), r.raw().body());
        assertTrue(r.header("Content-Type").startsWith("application/json"), r.header("Content-Type"));
        served = JSON.readTree(r.raw().body());
        merged = ContractGuard.mergedDocument();
        routes = Route.parse(Files.readAllLines(Path.of("..").resolve(OpenApiDocumentGenerator.ROUTES), StandardCharsets.UTF_8));
    }

    @Test
    void theDocumentIsOpenApi31ForTheApisBasePath() {
        assertEquals("3.1.0", served.path("openapi").asString());
        assertEquals(ContractGuard.BASE_PATH, served.at("/servers/0/url").asString(), served.path("servers").toString());
        assertFalse(served.path("info").path("title").asString("").isBlank());
        assertEquals(Set.of("BasicAuth", "AgentAuth"), Set.copyOf(served.at("/components/securitySchemes").propertyNames()));
    }

    /**
     * Each operation of routes.tsv is served with its security, the request body the guard expects (the contract's,
     * or the overlay's for the platform's own operations) and a schema for every response the guard accepts.
     */
    @Test
    void everyRoutedOperationIsServedWithItsRequestAndResponseSchemas() {
        List<String> wrong = new ArrayList<>();
        int operations = 0;
        for (Route r : routes) {
            String method = r.method().toLowerCase(Locale.ROOT);
            String at = r.method() + " " + r.path() + " (" + r.operationId() + ")";
            JsonNode op = served.path("paths").path(r.path()).path(method);
            JsonNode guarded = merged.path("paths").path(r.path()).path(method);
            if (!op.isObject()) {
                wrong.add(at + " is not served");
                continue;
            }
            operations++;
            if (!r.operationId().equals(op.path("operationId").asString())) {
                wrong.add(at + " is served as " + op.path("operationId"));
            }
            String scheme = switch (r.auth()) {
                case "basic" -> "[{\"BasicAuth\":[]}]";
                case "bearer" -> "[{\"AgentAuth\":[]}]";
                default -> "[]";
            };
            if (!scheme.equals(op.path("security").toString())) {
                wrong.add(at + ": security " + op.path("security"));
            }
            if (guarded.has("requestBody")) {
                JsonNode body = op.path("requestBody");
                if (body.has("$ref")) {
                    body = at(body.path("$ref").asString());
                }
                JsonNode expected = guarded.path("requestBody").has("$ref")
                        ? merged.at(guarded.path("requestBody").path("$ref").asString().substring(1)) : guarded.path("requestBody");
                for (Map.Entry<String, JsonNode> media : expected.path("content").properties()) {
                    if (!media.getValue().path("schema").equals(body.path("content").path(media.getKey()).path("schema"))) {
                        wrong.add(at + ": request " + media.getKey() + " is not served with the contract's schema");
                    }
                }
            } else if (op.has("requestBody")) {
                wrong.add(at + ": a request body the contract does not have");
            }
            Set<String> statuses = new TreeSet<>(guarded.path("responses").propertyNames());
            statuses.addAll(merged.path("x-any-operation").propertyNames());
            for (String status : statuses) {
                JsonNode declared = guarded.path("responses").has(status) ? guarded.path("responses").path(status)
                        : merged.path("x-any-operation").path(status);
                JsonNode response = op.path("responses").path(status);
                if (!response.isObject()) {
                    wrong.add(at + ": response " + status + " is not served");
                    continue;
                }
                for (Map.Entry<String, JsonNode> media : declared.path("content").properties()) {
                    JsonNode schema = response.path("content").path(media.getKey()).path("schema");
                    if (!schema.isObject() || !schema.equals(media.getValue().path("schema"))) {
                        wrong.add(at + ": response " + status + " " + media.getKey() + " is not served with its schema");
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertEquals(routes.size(), operations);
        assertFalse(served.path("paths").propertyNames().stream().anyMatch(p -> p.contains("/internal/")),
                "service-to-service endpoints stay out of the public document");
    }

    /** Every schema the guard knows is served under its name, as the guard has it, and every reference resolves. */
    @Test
    void theComponentsSchemasAreServedAndEveryReferenceResolves() {
        JsonNode schemas = served.at("/components/schemas");
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, JsonNode> s : merged.at("/components/schemas").properties()) {
            if (!s.getValue().equals(schemas.path(s.getKey()))) {
                wrong.add("schema " + s.getKey() + (schemas.has(s.getKey()) ? " is served changed" : " is missing"));
            }
        }
        OpenApiDocumentGenerator.forEachRef(served, ref -> {
            if (!ref.startsWith("#/") || at(ref).isMissingNode()) {
                wrong.add("unresolved " + ref);
            }
        });
        assertEquals(List.of(), wrong);
    }

    /** Liberty serves the generated document as it is committed: nothing dropped, renamed or rewritten on the way. */
    @Test
    void theServedDocumentIsTheCommittedOne() throws Exception {
        assertEquals(JSON.readTree(Path.of("..").resolve(OpenApiDocumentGenerator.DOCUMENT).toFile()), served);
    }

    /** The default answer is the same document in YAML, for an API browser or a generator that reads YAML. */
    @Test
    void theDefaultFormatIsYaml() {
        Api.Reply r = Api.send(HttpRequest.newBuilder(URI.create(PlatformHarness.serverUrl() + "/openapi"))
                .timeout(Duration.ofSeconds(60)).GET().build());
        assertEquals(200, r.status());
        String yaml = r.raw().body().replaceFirst("\\A---\n", "");
        assertTrue(yaml.startsWith("openapi: 3.1.0\n"), yaml.substring(0, Math.min(200, yaml.length())));
        for (Route route : routes) {
            assertTrue(yaml.contains("operationId: " + route.operationId() + "\n"), route.operationId());
        }
    }

    /** The API browser answers on the API port, and reads the document from /openapi. */
    @Test
    void theApiBrowserAnswersOnTheApiPort() throws Exception {
        HttpClient client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> ui = client.send(HttpRequest.newBuilder(URI.create(PlatformHarness.serverUrl() + "/openapi/ui"))
                .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, ui.statusCode(), ui.body());
        assertTrue(ui.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), ui.headers().toString());
        assertTrue(ui.body().toLowerCase(Locale.ROOT).contains("<html"), ui.body());
    }

    // ---- helpers -------------------------------------------------------------------------------------------

    private static JsonNode at(String ref) {
        return ref.startsWith("#/") ? served.at(ref.substring(1)) : tools.jackson.databind.node.MissingNode.getInstance();
    }

}
