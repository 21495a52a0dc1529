package net.ccpay.deploy.contract;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;

/**
 * Writes {@code contract-schemas.json}, the machine-checkable part of the public OpenAPI 3.1 contract, from the
 * contract's YAML: every operation (method, path, operationId, parameters, request and response schemas per status)
 * and {@code components/schemas}, with all prose removed ({@code description}, {@code summary}, {@code title},
 * {@code example(s)}, {@code x-*}), so the project carries the shapes it must honour but none of the contract's text.
 *
 * <p>Regenerate it when the contract changes (the contract itself is not part of the repository):
 * <pre>
 * mvn -o -q -B test-compile dependency:build-classpath -pl deploy -am -Dmdep.includeScope=test -Dmdep.outputFile=/tmp/deploy-cp.txt
 * java -cp deploy/target/test-classes:$(cat /tmp/deploy-cp.txt) net.ccpay.deploy.contract.ContractSchemaGenerator \
 *     path/to/grid-openapi-2025-10-13.yaml deploy/src/test/resources/contract/contract-schemas.json
 * </pre>
 * {@code ContractSchemasFileTest} checks the committed file stays prose-free and complete enough for the guard.
 */
public final class ContractSchemaGenerator {

    /** Keywords that carry prose, never validation. */
    static final Set<String> PROSE = Set.of("description", "summary", "title", "example", "examples", "externalDocs", "$comment");

    /** Keywords whose value is a map from names (property names, definition names) to schemas. */
    private static final Set<String> SCHEMA_MAPS = Set.of("properties", "patternProperties", "$defs", "definitions", "dependentSchemas");

    /** Keywords whose value is one schema. */
    private static final Set<String> SCHEMA_VALUES = Set.of("items", "additionalProperties", "unevaluatedProperties",
            "unevaluatedItems", "additionalItems", "not", "if", "then", "else", "contains", "propertyNames");

    /** Keywords whose value is a list of schemas. */
    private static final Set<String> SCHEMA_LISTS = Set.of("allOf", "anyOf", "oneOf", "prefixItems");

    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch", "head", "options", "trace");

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private ContractSchemaGenerator() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: ContractSchemaGenerator <contract.yaml> <contract-schemas.json>");
            System.exit(2);
        }
        byte[] yaml = Files.readAllBytes(Path.of(args[0]));
        ObjectNode out = generate(new String(yaml, StandardCharsets.UTF_8), Path.of(args[0]).getFileName().toString(), sha256(yaml));
        ObjectMapper json = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
        Files.writeString(Path.of(args[1]), json.writeValueAsString(out) + "\n", StandardCharsets.UTF_8);
    }

    /** The prose-free document for the contract given as YAML text. */
    static ObjectNode generate(String contractYaml, String sourceName, String sourceSha256) {
        JsonNode contract = new YAMLMapper().readTree(contractYaml);
        ObjectNode out = F.objectNode();
        ObjectNode origin = out.putObject("x-derived-from");
        origin.put("document", sourceName);
        origin.put("sha256", sourceSha256);
        origin.put("version", contract.path("info").path("version").asString());
        origin.put("license", "Apache-2.0 (see NOTICE at the root of the repository)");
        origin.put("changes", "descriptions, summaries, titles, examples and extensions removed; only operations and schemas kept");
        out.put("openapi", contract.path("openapi").asString());
        out.set("paths", paths(contract.path("paths")));
        ObjectNode components = out.putObject("components");
        components.set("schemas", schemaMap(contract.path("components").path("schemas")));
        if (contract.path("components").has("requestBodies")) {
            ObjectNode bodies = components.putObject("requestBodies");
            for (Map.Entry<String, JsonNode> e : contract.path("components").path("requestBodies").properties()) {
                bodies.set(e.getKey(), body(e.getValue()));
            }
        }
        return out;
    }

    private static ObjectNode paths(JsonNode paths) {
        ObjectNode out = F.objectNode();
        for (Map.Entry<String, JsonNode> p : paths.properties()) {
            ObjectNode item = out.putObject(p.getKey());
            for (Map.Entry<String, JsonNode> e : p.getValue().properties()) {
                if (e.getKey().equals("parameters")) {
                    item.set("parameters", parameters(e.getValue()));
                } else if (METHODS.contains(e.getKey())) {
                    item.set(e.getKey(), operation(e.getValue()));
                }
            }
        }
        return out;
    }

    private static ObjectNode operation(JsonNode op) {
        ObjectNode out = F.objectNode();
        copy(op, out, "operationId");
        copy(op, out, "deprecated");
        copy(op, out, "security");
        if (op.has("parameters")) {
            out.set("parameters", parameters(op.get("parameters")));
        }
        if (op.has("requestBody")) {
            out.set("requestBody", body(op.get("requestBody")));
        }
        ObjectNode responses = out.putObject("responses");
        for (Map.Entry<String, JsonNode> r : op.path("responses").properties()) {
            responses.set(r.getKey(), body(r.getValue()));
        }
        return out;
    }

    private static ArrayNode parameters(JsonNode params) {
        ArrayNode out = F.arrayNode();
        for (JsonNode p : params) {
            ObjectNode q = out.addObject();
            if (p.has("$ref")) {
                q.put("$ref", p.get("$ref").asString());
                continue;
            }
            for (String k : new String[] {"name", "in", "required", "style", "explode", "allowEmptyValue", "deprecated"}) {
                copy(p, q, k);
            }
            if (p.has("schema")) {
                q.set("schema", schema(p.get("schema")));
            }
        }
        return out;
    }

    /** A request body or a response: {@code required}, {@code $ref} and {@code content} by media type, each a schema. */
    private static ObjectNode body(JsonNode b) {
        ObjectNode out = F.objectNode();
        copy(b, out, "$ref");
        copy(b, out, "required");
        if (b.has("content")) {
            ObjectNode content = out.putObject("content");
            for (Map.Entry<String, JsonNode> m : b.get("content").properties()) {
                ObjectNode media = content.putObject(m.getKey());
                if (m.getValue().has("schema")) {
                    media.set("schema", schema(m.getValue().get("schema")));
                }
            }
        }
        return out;
    }

    /** A schema without its prose; property names and enum values are data, so they stay whatever they are called. */
    static JsonNode schema(JsonNode s) {
        if (!s.isObject()) {
            return s.deepCopy();
        }
        ObjectNode out = F.objectNode();
        for (Map.Entry<String, JsonNode> e : s.properties()) {
            String k = e.getKey();
            JsonNode v = e.getValue();
            if (PROSE.contains(k) || k.startsWith("x-")) {
                continue;
            }
            if (SCHEMA_MAPS.contains(k) && v.isObject()) {
                out.set(k, schemaMap(v));
            } else if (SCHEMA_VALUES.contains(k)) {
                out.set(k, schema(v));
            } else if (SCHEMA_LISTS.contains(k) && v.isArray()) {
                ArrayNode list = out.putArray(k);
                v.forEach(x -> list.add(schema(x)));
            } else {
                out.set(k, v.deepCopy());
            }
        }
        return out;
    }

    private static ObjectNode schemaMap(JsonNode map) {
        ObjectNode out = F.objectNode();
        for (Map.Entry<String, JsonNode> e : map.properties()) {
            out.set(e.getKey(), schema(e.getValue()));
        }
        return out;
    }

    private static void copy(JsonNode from, ObjectNode to, String key) {
        if (from.has(key)) {
            to.set(key, from.get(key).deepCopy());
        }
    }

    static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
