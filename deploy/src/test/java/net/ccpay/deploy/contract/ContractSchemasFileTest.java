package net.ccpay.deploy.contract;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The committed {@code contract-schemas.json} (written by {@link ContractSchemaGenerator}; its class comment says how
 * to regenerate it) carries shapes, not the contract's prose, and covers what the gateway routes.
 */
class ContractSchemasFileTest {

    @Test
    void theGeneratorDropsProseButKeepsPropertiesNamedLikeProse() {
        String yaml = """
                openapi: 3.1.0
                info: {title: T, version: '1', description: about}
                tags: [{name: a, description: words}]
                paths:
                  /things/{id}:
                    get:
                      operationId: getThing
                      summary: Get a thing
                      description: Long words
                      x-internal: true
                      parameters:
                        - {name: id, in: path, required: true, description: the id, schema: {type: string, example: t1}}
                      responses:
                        '200':
                          description: OK
                          content:
                            application/json:
                              schema: {$ref: '#/components/schemas/Thing'}
                              examples: {one: {value: {title: x}}}
                components:
                  schemas:
                    Thing:
                      type: object
                      title: Thing
                      description: A thing
                      required: [title]
                      properties:
                        title: {type: string, description: its title, examples: [a]}
                        description: {type: string, enum: [summary, example]}
                """;
        JsonNode out = ContractSchemaGenerator.generate(yaml, "t.yaml", "00");
        assertEquals(List.of(), proseKeywords(out));
        JsonNode thing = out.at("/components/schemas/Thing");
        assertEquals("[\"title\"]", thing.get("required").toString());
        assertEquals("{\"type\":\"string\"}", thing.at("/properties/title").toString());
        assertEquals("[\"summary\",\"example\"]", thing.at("/properties/description/enum").toString());
        JsonNode op = out.at("/paths/~1things~1{id}/get");
        assertEquals("getThing", op.get("operationId").asString());
        assertEquals("{\"name\":\"id\",\"in\":\"path\",\"required\":true,\"schema\":{\"type\":\"string\"}}", op.at("/parameters/0").toString());
        assertEquals("{\"content\":{\"application/json\":{\"schema\":{\"$ref\":\"#/components/schemas/Thing\"}}}}", op.at("/responses/200").toString());
        assertTrue(out.path("info").isMissingNode() && out.path("tags").isMissingNode());
    }

    @Test
    void theCommittedContractCarriesNoProse() throws Exception {
        JsonNode doc;
        try (InputStream in = getClass().getResourceAsStream("/contract/contract-schemas.json")) {
            doc = JsonMapper.builder().build().readTree(in);
        }
        assertEquals(List.of(), proseKeywords(doc));
        assertTrue(doc.path("paths").size() > 100, "the contract's operations");
        assertTrue(doc.at("/components/schemas").size() > 500, "the contract's schemas");
    }

    /** Every operation the gateway routes is in the contract or declared in the overlay, so the guard knows its answers. */
    @Test
    void everyRoutedOperationIsKnownToTheGuard() throws Exception {
        Path routes = Path.of("..", "gateway", "src", "main", "resources", "routes.tsv");
        List<String> unknown = new ArrayList<>();
        ContractGuard guard = ContractGuard.get();
        for (String line : Files.readAllLines(routes)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            String path = f[1].replaceAll("\\{[^}]+}", "x");
            URI uri = URI.create("http://h" + ContractGuard.BASE_PATH + path);
            // a 2xx for an operation the guard does not know is a violation that names the missing operation
            List<String> v = guard.violations(f[0], uri, 299, null, null);
            if (v.stream().anyMatch(m -> m.contains("has no operation") || m.contains("no operation has this path"))) {
                unknown.add(f[0] + " " + f[1]);
            }
        }
        assertEquals(List.of(), unknown);
    }

    /** Prose keywords where a keyword (not a property name) is expected. */
    private static List<String> proseKeywords(JsonNode doc) {
        List<String> found = new ArrayList<>();
        walk(doc, "", false, found);
        return found;
    }

    private static void walk(JsonNode n, String at, boolean namesAreData, List<String> found) {
        if (n.isArray()) {
            for (int i = 0; i < n.size(); i++) {
                walk(n.get(i), at + "/" + i, false, found);
            }
        } else if (n.isObject()) {
            for (Map.Entry<String, JsonNode> e : n.properties()) {
                String k = e.getKey();
                if (!namesAreData && (ContractSchemaGenerator.PROSE.contains(k) || (k.startsWith("x-") && !k.equals("x-derived-from")))) {
                    found.add(at + "/" + k);
                }
                boolean childNames = k.equals("properties") || k.equals("patternProperties") || k.equals("$defs") || k.equals("schemas")
                        || k.equals("paths") || k.equals("responses") || k.equals("content") || k.equals("mapping") || k.equals("requestBodies");
                walk(e.getValue(), at + "/" + k, childNames && !namesAreData, found);
            }
        }
    }
}
