package net.ccpay.deploy.contract;

import net.ccpay.deploy.contract.OpenApiDocumentGenerator.Route;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The OpenAPI document the gateway serves at {@code GET /openapi} is the one {@link OpenApiDocumentGenerator} makes
 * from routes.tsv and the contract the guard checks answers against: every routed operation with its request body
 * and its responses' schemas, nothing of the contract's prose, and every reference resolved inside the document.
 */
class OpenApiDocumentTest {

    private static final Path REPOSITORY = Path.of("..");
    private static final Pattern TEMPLATE_PARAMETER = Pattern.compile("\\{([^}]+)}");

    static List<Route> routes;
    static JsonNode merged;
    static String committed;
    static JsonNode document;

    @BeforeAll
    static void load() throws Exception {
        routes = Route.parse(Files.readAllLines(REPOSITORY.resolve(OpenApiDocumentGenerator.ROUTES), StandardCharsets.UTF_8));
        merged = ContractGuard.mergedDocument();
        committed = Files.readString(REPOSITORY.resolve(OpenApiDocumentGenerator.DOCUMENT), StandardCharsets.UTF_8);
        document = JsonMapper.builder().build().readTree(committed);
    }

    @Test
    void theCommittedDocumentIsTheGeneratedOne() {
        String generated = OpenApiDocumentGenerator.text(OpenApiDocumentGenerator.generate(routes, merged));
        assertTrue(generated.equals(committed), OpenApiDocumentGenerator.DOCUMENT + " is not what routes.tsv, contract-schemas.json"
                + " and overlay.json make: run net.ccpay.deploy.contract.OpenApiDocumentGenerator (its class comment says how)");
    }

    /**
     * Each routed operation carries what the guard holds its answers to: the same request body, the same parameters,
     * a response for every status the contract or the overlay declares (plus the overlay's any-operation statuses),
     * each with the same content; and nothing else is documented.
     */
    @Test
    void everyRoutedOperationCarriesTheRequestAndResponsesTheGuardChecks() {
        List<String> wrong = new ArrayList<>();
        Set<String> routed = new HashSet<>();
        for (Route r : routes) {
            String method = r.method().toLowerCase(Locale.ROOT);
            String at = r.method() + " " + r.path();
            routed.add(at);
            JsonNode served = document.path("paths").path(r.path()).path(method);
            JsonNode guarded = merged.path("paths").path(r.path()).path(method);
            if (!served.isObject()) {
                wrong.add(at + " is missing");
                continue;
            }
            if (!r.operationId().equals(served.path("operationId").asString())) {
                wrong.add(at + " is " + served.path("operationId") + ", routes.tsv says " + r.operationId());
            }
            if (!r.service().equals(served.path("x-platform-service").asString())) {
                wrong.add(at + ": x-platform-service " + served.path("x-platform-service"));
            }
            String permission = served.path("x-platform-permission").asString("-");
            if (!r.permission().equals(permission)) {
                wrong.add(at + ": x-platform-permission " + permission + ", routes.tsv says " + r.permission());
            }
            String scheme = served.path("security").isEmpty() ? "none"
                    : served.path("security").get(0).propertyNames().iterator().next().equals("BasicAuth") ? "basic" : "bearer";
            if (!r.auth().equals(scheme)) {
                wrong.add(at + ": security " + served.path("security") + ", routes.tsv says " + r.auth());
            }
            if (!withoutWhy(guarded.path("requestBody")).equals(served.path("requestBody"))) {
                wrong.add(at + ": the request body is not the contract's");
            }
            for (JsonNode p : guarded.path("parameters")) {
                if (!contains(served.path("parameters"), p)) {
                    wrong.add(at + ": parameter " + p.path("name").asString() + " is missing");
                }
            }
            Set<String> expected = new TreeSet<>(guarded.path("responses").propertyNames());
            expected.addAll(merged.path("x-any-operation").propertyNames());
            if (!expected.equals(new TreeSet<>(served.path("responses").propertyNames()))) {
                wrong.add(at + ": responses " + served.path("responses").propertyNames() + ", the guard knows " + expected);
            }
            for (String status : expected) {
                JsonNode declared = guarded.path("responses").has(status) ? guarded.path("responses").path(status)
                        : merged.path("x-any-operation").path(status);
                if (!declared.path("content").equals(served.path("responses").path(status).path("content"))) {
                    wrong.add(at + " " + status + ": the content is not the one the guard checks");
                }
            }
        }
        for (Map.Entry<String, JsonNode> p : document.path("paths").properties()) {
            for (String m : p.getValue().propertyNames()) {
                if (!m.equals("parameters") && !routed.contains(m.toUpperCase(Locale.ROOT) + " " + p.getKey())) {
                    wrong.add(m.toUpperCase(Locale.ROOT) + " " + p.getKey() + " is documented but not routed");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** What a client generator needs of each operation: a success, a schema for every body, each path parameter. */
    @Test
    void everyOperationIsComplete() {
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, JsonNode> p : document.path("paths").properties()) {
            for (Map.Entry<String, JsonNode> m : p.getValue().properties()) {
                if (m.getKey().equals("parameters")) {
                    continue;
                }
                String at = m.getKey().toUpperCase(Locale.ROOT) + " " + p.getKey();
                JsonNode op = m.getValue();
                JsonNode responses = op.path("responses");
                if (responses.propertyNames().stream().noneMatch(s -> s.startsWith("2"))) {
                    wrong.add(at + " has no success response");
                }
                for (Map.Entry<String, JsonNode> r : responses.properties()) {
                    if (r.getValue().path("description").asString("").isBlank()) {
                        wrong.add(at + " " + r.getKey() + " has no description");
                    }
                    if (!r.getKey().equals("204")) {
                        schemas(at + " " + r.getKey(), r.getValue(), wrong);
                    }
                }
                JsonNode body = op.path("requestBody");
                if (body.isObject()) {
                    schemas(at + " request", body.has("$ref") ? resolve(body.path("$ref").asString()) : body, wrong);
                }
                Set<String> declared = new HashSet<>();
                for (JsonNode list : List.of(p.getValue().path("parameters"), op.path("parameters"))) {
                    list.forEach(x -> {
                        if (x.path("in").asString("").equals("path")) {
                            declared.add(x.path("name").asString());
                        }
                    });
                }
                Set<String> inTemplate = new HashSet<>();
                Matcher t = TEMPLATE_PARAMETER.matcher(p.getKey());
                while (t.find()) {
                    inTemplate.add(t.group(1));
                }
                if (!declared.equals(inTemplate)) {
                    wrong.add(at + ": path parameters " + declared + ", the template has " + inTemplate);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyReferenceResolvesInsideTheDocument() {
        List<String> unresolved = new ArrayList<>();
        OpenApiDocumentGenerator.forEachRef(document, ref -> {
            if (!ref.startsWith("#/") || resolve(ref).isMissingNode()) {
                unresolved.add(ref);
            }
        });
        assertEquals(List.of(), unresolved);
        assertTrue(document.at("/components/schemas").size() >= merged.at("/components/schemas").size());
    }

    /** The contract's prose stays out: every description and summary is one the generator writes, and no overlay 'why'. */
    @Test
    void theOnlyProseIsTheGeneratorsOwn() {
        List<String> found = new ArrayList<>();
        prose(document, "", false, found);
        List<Pattern> ours = List.of(Pattern.compile("/info/(title|description)"), Pattern.compile("/servers/\\d+/description"),
                Pattern.compile("/tags/\\d+/description"), Pattern.compile("/paths/[^/]+/[a-z]+/(summary|description)"),
                Pattern.compile("/paths/[^/]+/[a-z]+/responses/\\d{3}/description"),
                Pattern.compile("/components/securitySchemes/\\w+/description"));
        found.removeIf(at -> ours.stream().anyMatch(p -> p.matcher(at).matches()));
        assertEquals(List.of(), found);
    }

    @Test
    void aRouteThatNeitherTheContractNorTheOverlayDescribesStopsTheGenerator() {
        List<Route> more = new ArrayList<>(routes);
        more.add(new Route("POST", "/ops/nothing", "opsDoNothing", "quote-service", "basic", "OPERATOR"));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> OpenApiDocumentGenerator.generate(more, merged));
        assertTrue(e.getMessage().contains("POST /ops/nothing (opsDoNothing) is neither in contract-schemas.json nor declared in overlay.json"),
                e.getMessage());
    }

    @Test
    void anOverlayOperationIsDocumentedWithItsDeclarationsAndWithoutItsWhy() {
        ObjectNode contract = (ObjectNode) JsonMapper.builder().build().readTree("""
                {"openapi":"3.1.0","paths":{},"components":{"schemas":{"Thing":{"type":"string"}}}}""");
        JsonNode overlay = JsonMapper.builder().build().readTree("""
                {"operations":{"POST /things/{thingId}":{"why":"ours","operationId":"makeThing",
                  "requestBody":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Thing"}}}},
                  "responses":{"201":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Thing"}}}}}}},
                 "anyOperation":{"503":{"why":"down","content":{"application/json":{"schema":{"type":"object"}}}}}}""");
        JsonNode doc = OpenApiDocumentGenerator.generate(List.of(new Route("POST", "/things/{thingId}", "makeThing", "quote-service",
                "basic", "MANAGE")), ContractGuard.merge(contract, overlay));
        JsonNode op = doc.at("/paths/~1things~1{thingId}/post");
        assertEquals(overlay.at("/operations/POST ~1things~1{thingId}/requestBody"), op.path("requestBody"));
        assertEquals(overlay.at("/operations/POST ~1things~1{thingId}/responses/201/content"), op.at("/responses/201/content"));
        assertEquals(overlay.at("/anyOperation/503/content"), op.at("/responses/503/content"));
        assertEquals("thingId", op.at("/parameters/0/name").asString());
        assertEquals("path", op.at("/parameters/0/in").asString());
        assertEquals(List.of(), whys(doc));
        assertEquals(false, op.path("x-platform-contract").asBoolean(true));
        assertEquals("[{\"BasicAuth\":[]}]", op.path("security").toString());
        assertEquals("MANAGE", op.path("x-platform-permission").asString());
    }

    // ---- helpers -------------------------------------------------------------------------------------------

    private static void schemas(String at, JsonNode bodyOrResponse, List<String> wrong) {
        JsonNode content = bodyOrResponse.path("content");
        if (!content.isObject() || content.isEmpty()) {
            wrong.add(at + " has no content");
            return;
        }
        for (Map.Entry<String, JsonNode> media : content.properties()) {
            if (!media.getValue().path("schema").isObject()) {
                wrong.add(at + " " + media.getKey() + " has no schema");
            }
        }
    }

    private static JsonNode resolve(String ref) {
        return ref.startsWith("#/") ? document.at(ref.substring(1)) : tools.jackson.databind.node.MissingNode.getInstance();
    }

    private static boolean contains(JsonNode list, JsonNode element) {
        for (JsonNode x : list) {
            if (x.equals(element)) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode withoutWhy(JsonNode declaration) {
        if (!declaration.isObject()) {
            return declaration;
        }
        ObjectNode copy = (ObjectNode) declaration.deepCopy();
        copy.remove("why");
        return copy;
    }

    private static List<String> whys(JsonNode doc) {
        List<String> found = new ArrayList<>();
        prose(doc, "", false, found);
        found.removeIf(at -> !at.endsWith("/why"));
        return found;
    }

    /** Where a prose keyword (or an overlay's 'why') is, as a keyword rather than as a property or definition name. */
    private static void prose(JsonNode n, String at, boolean namesAreData, List<String> found) {
        if (n.isArray()) {
            for (int i = 0; i < n.size(); i++) {
                prose(n.get(i), at + "/" + i, false, found);
            }
        } else if (n.isObject()) {
            for (Map.Entry<String, JsonNode> e : n.properties()) {
                String k = e.getKey();
                String here = at + "/" + k.replace("~", "~0").replace("/", "~1");
                if (!namesAreData && (ContractSchemaGenerator.PROSE.contains(k) || k.equals("why"))) {
                    found.add(here);
                }
                boolean childNames = Set.of("properties", "patternProperties", "$defs", "schemas", "paths", "responses", "content",
                        "mapping", "requestBodies", "securitySchemes").contains(k);
                prose(e.getValue(), here, childNames && !namesAreData, found);
            }
        }
    }
}
