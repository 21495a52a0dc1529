package net.ccpay.deploy.contract;

import com.networknt.schema.Error;
import com.networknt.schema.ExecutionContext;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.path.PathType;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Consumer;

/**
 * Checks an HTTP answer against the public contract: the operation is found by method and path template, the
 * response by its exact status (or the contract's {@code NXX} or {@code default}), and the body is validated
 * against that response's JSON Schema (OpenAPI 3.1, so JSON Schema 2020-12, with {@code $ref}s resolved in the
 * whole document). What the contract does not define is a violation unless {@code overlay.json} declares it,
 * each declaration with its reason. An answer to a path no operation has (a probe of an unknown path, a wrong
 * method) must be an error, in the envelope the contract defines for its status.
 *
 * <p>The documents are read once per JVM and each response schema is compiled on first use, then cached.
 */
public final class ContractGuard {

    /** Where the public operations live on the server; the contract's paths are relative to it. */
    public static final String BASE_PATH = "/grid/2025-10-13";
    private static final java.util.regex.Pattern SERVICE_ROOT = java.util.regex.Pattern.compile("/(auth|customer|quote|webhook)-service/");

    private static final String DOCUMENT_IRI = "https://contract.ccpay.invalid/contract-schemas.json";
    private static final ObjectMapper JSON = JsonMapper.builder().build();
    private static final int MAX_LINES = 40;
    /**
     * The contract's discriminators are OpenAPI annotations that JSON Schema 2020-12 ignores (so does the verdict);
     * the validator would warn about each. Held here so the level set on it is not lost with a collected logger.
     */
    private static final java.util.logging.Logger UNKNOWN_KEYWORDS =
            java.util.logging.Logger.getLogger("com.networknt.schema.keyword.UnknownKeywordFactory");
    private static final Set<String> OVERLAY_SECTIONS = Set.of("why", "operations", "serverOperations", "anyOperation",
            "schemas", "enumAdditions", "notApiOperations", "responseAlternatives");

    private record Operation(String method, PathTemplate template, String pointer, JsonNode node) {
        String operationId() {
            return node.path("operationId").asString(method + " " + template);
        }
    }

    private record Resolved(String pointer, JsonNode response, String describedBy) {}

    private final JsonNode document;
    private final List<Operation> apiOperations;
    private final List<Operation> serverOperations;
    private final JsonNode anyOperation;
    private final List<String> notApiPrefixes;
    private final SchemaRegistry registry;
    private final ConcurrentMap<String, Schema> compiled = new ConcurrentHashMap<>();

    private static final class Shared {
        static final ContractGuard INSTANCE = load("/contract/contract-schemas.json", "/contract/overlay.json");
    }

    /** The guard for the project's contract and overlay, loaded on first use. */
    public static ContractGuard get() {
        return Shared.INSTANCE;
    }

    static ContractGuard load(String contractResource, String overlayResource) {
        return of(read(contractResource), read(overlayResource));
    }

    /** A guard for a contract document (the generator's output) and an overlay; both are copied, not changed. */
    static ContractGuard of(JsonNode contract, JsonNode overlay) {
        return new ContractGuard(merge(contract, overlay), overlay);
    }

    /**
     * The project's contract with its overlay merged in, as the guard checks answers against it (a copy). The
     * platform's OpenAPI document ({@link OpenApiDocumentGenerator}) is made from it, so the two agree.
     */
    public static ObjectNode mergedDocument() {
        return (ObjectNode) Shared.INSTANCE.document.deepCopy();
    }

    /**
     * The contract with the overlay merged in (both are copied, not changed): the overlay's schemas, enum values,
     * operations and responses added, its response alternatives as {@code anyOf}; its {@code serverOperations} under
     * {@code x-server-paths} and its {@code anyOperation} responses under {@code x-any-operation}. Every declaration
     * keeps its {@code why}, except the schemas' (which would read as a property of the schema).
     */
    static ObjectNode merge(JsonNode contract, JsonNode overlay) {
        for (String section : overlay.propertyNames()) {
            if (!OVERLAY_SECTIONS.contains(section)) {
                throw new IllegalStateException("overlay: unknown section '" + section + "' (known: " + OVERLAY_SECTIONS + ")");
            }
        }
        ObjectNode doc = (ObjectNode) contract.deepCopy();
        JsonNode o = overlay.deepCopy();
        mergeSchemas(doc, o.path("schemas"));
        addEnumValues(doc, o.path("enumAdditions"));
        mergeOperations(doc, "paths", o.path("operations"));
        mergeOperations(doc, "x-server-paths", o.path("serverOperations"));
        addAlternatives(doc, o.path("responseAlternatives"));
        ObjectNode any = doc.putObject("x-any-operation");
        for (Map.Entry<String, JsonNode> e : o.path("anyOperation").properties()) {
            requireWhy(e.getValue(), "anyOperation " + e.getKey());
            any.set(e.getKey(), e.getValue());
        }
        return doc;
    }

    private ContractGuard(ObjectNode doc, JsonNode overlay) {
        this.document = doc;
        this.apiOperations = index(doc, "paths");
        this.serverOperations = index(doc, "x-server-paths");
        this.anyOperation = doc.path("x-any-operation");
        List<String> prefixes = new ArrayList<>();
        overlay.path("notApiOperations").path("paths").forEach(p -> prefixes.add(p.asString()));
        if (!prefixes.isEmpty()) {
            requireWhy(overlay.path("notApiOperations"), "notApiOperations");
        }
        this.notApiPrefixes = List.copyOf(prefixes);
        UNKNOWN_KEYWORDS.setLevel(java.util.logging.Level.SEVERE);
        String text = JSON.writeValueAsString(doc);
        this.registry = SchemaRegistry.withDialect(Dialects.getDraft202012(), b -> b
                .schemaRegistryConfig(SchemaRegistryConfig.builder().formatAssertionsEnabled(true).pathType(PathType.JSON_PATH).build())
                .schemas(iri -> DOCUMENT_IRI.equals(iri) ? text : null));
    }

    /**
     * Fails with every violation at once when the answer does not conform.
     *
     * @param contentType the response's {@code Content-Type}, or null
     */
    public void check(String method, URI uri, int status, String contentType, String body) {
        List<String> v = violations(method, uri, status, contentType, body);
        if (!v.isEmpty()) {
            throw new AssertionError("Contract violation: " + method + " " + uri.getRawPath() + " answered " + status + "\n  "
                    + String.join("\n  ", v) + "\n  body: " + abbreviate(body));
        }
    }

    /** What is wrong with this answer, empty when it conforms (or when the request was not to an API operation). */
    public List<String> violations(String method, URI uri, int status, String contentType, String body) {
        String raw = uri.getRawPath() == null ? "" : uri.getRawPath();
        List<Operation> scope;
        String path;
        if (raw.startsWith(BASE_PATH + "/")) {
            scope = apiOperations;
            path = raw.substring(BASE_PATH.length());
        } else if (notApiPrefixes.stream().anyMatch(p -> raw.equals(p) || raw.startsWith(p + "/"))) {
            return List.of();
        } else if (SERVICE_ROOT.matcher(raw).lookingAt() && !raw.contains("/internal/")) {
            // A service called directly (tests of one server) serves the API's operations under its own context root.
            scope = apiOperations;
            path = raw.substring(raw.indexOf('/', 1));
        } else {
            scope = serverOperations;
            path = raw;
        }
        List<String> out = new ArrayList<>();
        Optional<Resolved> resolved = resolve(scope, method, path, status, out);
        if (resolved.isEmpty()) {
            return out;
        }
        checkBody(resolved.get(), method, status, contentType, body, out);
        return out;
    }

    private Optional<Resolved> resolve(List<Operation> scope, String method, String path, int status, List<String> out) {
        List<Operation> matching = scope.stream().filter(o -> o.template().matches(path)).toList();
        Optional<PathTemplate> best = matching.stream().map(Operation::template)
                .min(Comparator.comparing(t -> t, PathTemplate::compareSpecificity));
        Optional<Operation> op = matching.stream()
                .filter(o -> o.method().equals(method) && o.template().compareSpecificity(best.get()) == 0)
                .findFirst();
        if (op.isPresent()) {
            Operation o = op.get();
            String s = Integer.toString(status);
            for (String key : List.of(s, s.charAt(0) + "XX", "default")) {
                JsonNode r = o.node().path("responses").path(key);
                if (r.isObject()) {
                    return Optional.of(new Resolved(o.pointer() + "/responses/" + key, r,
                            o.operationId() + " (" + o.method() + " " + o.template() + ")"));
                }
            }
            JsonNode any = anyOperation.path(s);
            if (any.isObject()) {
                return Optional.of(new Resolved("/x-any-operation/" + s, any, o.operationId() + " (" + o.method() + " " + o.template() + ")"));
            }
            out.add(o.operationId() + " (" + o.method() + " " + o.template() + ") has no response " + status
                    + " in the contract, and the overlay does not declare one");
            return Optional.empty();
        }
        String where = best.map(t -> "the path " + t + " has no operation " + method).orElse("no operation has this path");
        if (status < 400) {
            out.add(where + ", yet the answer is " + status + " (an undeclared operation must not succeed; declare it in the overlay)");
            return Optional.empty();
        }
        String error = "Error" + status;
        if (!document.path("components").path("schemas").has(error)) {
            out.add(where + ", and there is no " + error + " schema for the error envelope of status " + status);
            return Optional.empty();
        }
        ObjectNode synthetic = JSON.createObjectNode();
        synthetic.putObject("content").putObject("application/json").putObject("schema").put("$ref", "#/components/schemas/" + error);
        return Optional.of(new Resolved("/components/schemas/" + error, synthetic, where + "; the generic error envelope applies"));
    }

    private void checkBody(Resolved r, String method, int status, String contentType, String body, List<String> out) {
        JsonNode content = r.response().path("content");
        boolean empty = body == null || body.isEmpty();
        if ("HEAD".equals(method)) {
            return;
        }
        if (!content.isObject() || content.isEmpty()) {
            if (!empty) {
                out.add(r.describedBy() + ": the contract defines no body for " + status + " (" + pointerText(r.pointer()) + ")");
            }
            return;
        }
        if (empty) {
            out.add(r.describedBy() + ": the body is empty, the contract defines " + content.propertyNames() + " (" + pointerText(r.pointer()) + ")");
            return;
        }
        String media = contentType == null ? "" : contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        String declared = null;
        for (String m : content.propertyNames()) {
            if (m.equalsIgnoreCase(media) || m.equals("*/*") || (m.endsWith("/*") && media.startsWith(m.substring(0, m.length() - 1)))) {
                declared = m;
                break;
            }
        }
        if (declared == null) {
            out.add(r.describedBy() + ": Content-Type '" + contentType + "' is not one the contract defines " + content.propertyNames()
                    + " (" + pointerText(r.pointer()) + ")");
            return;
        }
        if (!content.path(declared).has("schema") || !(media.equals("application/json") || media.endsWith("+json"))) {
            return;
        }
        JsonNode instance;
        try {
            instance = JSON.readTree(body);
        } catch (JacksonException e) {
            out.add(r.describedBy() + ": the body is not JSON although the Content-Type is " + contentType);
            return;
        }
        String location = r.pointer().startsWith("/components/schemas/")
                ? r.pointer() : r.pointer() + "/content/" + escape(declared) + "/schema";
        // a response must not carry what the contract marks writeOnly (an identifier such as a tax id goes in, never out)
        List<Error> errors = schema(location).validate(instance,
                (Consumer<ExecutionContext>) ctx -> ctx.executionConfig(c -> c.writeOnly(true).formatAssertionsEnabled(true)));
        if (!errors.isEmpty()) {
            out.add(r.describedBy() + " does not match the schema at " + pointerText(location) + ":");
            Set<String> seen = new HashSet<>();
            List<Error> relevant = relevant(errors);
            for (Error e : relevant) {
                String line = "- " + e.getInstanceLocation() + ": " + e.getMessage() + "  [" + e.getKeyword() + " at "
                        + e.getSchemaLocation().getFragment() + "]";
                if (seen.add(line) && seen.size() <= MAX_LINES) {
                    out.add(line);
                }
            }
            if (seen.size() > MAX_LINES) {
                out.add("- ... and " + (seen.size() - MAX_LINES) + " more");
            }
        }
    }

    /**
     * The errors worth reading. A {@code oneOf} with a {@code discriminator} (the contract's polymorphic shapes, such as
     * the 49 kinds of payment instructions) fails in every branch; the branches whose discriminator enum the instance
     * does not match say nothing useful, so only the branch the instance names is kept. The discriminator itself
     * changes no verdict: a body passes or fails by JSON Schema alone.
     */
    private List<Error> relevant(List<Error> errors) {
        List<String> droppedBranches = new ArrayList<>();
        List<Error> oneOfsExplained = new ArrayList<>();
        for (Error oneOf : errors) {
            if (!"oneOf".equals(oneOf.getKeyword())) {
                continue;
            }
            String fragment = oneOf.getSchemaLocation().getFragment().toString();
            JsonNode parent = document.at(fragment.substring(0, fragment.length() - "/oneOf".length()));
            String property = parent.path("discriminator").path("propertyName").asString("");
            if (property.isEmpty()) {
                continue;
            }
            String prefix = oneOf.getEvaluationPath() + "[";
            String discriminatorAt = oneOf.getInstanceLocation() + "." + property;
            List<String> branches = new ArrayList<>();
            List<String> notNamed = new ArrayList<>();
            for (Error e : errors) {
                String path = e.getEvaluationPath().toString();
                if (!path.startsWith(prefix)) {
                    continue;
                }
                String branch = path.substring(0, path.indexOf(']', prefix.length()) + 1);
                if (!branches.contains(branch)) {
                    branches.add(branch);
                }
                if (("enum".equals(e.getKeyword()) || "const".equals(e.getKeyword()))
                        && e.getInstanceLocation().toString().equals(discriminatorAt) && !notNamed.contains(branch)) {
                    notNamed.add(branch);
                }
            }
            if (notNamed.size() < branches.size()) {
                droppedBranches.addAll(notNamed);
                oneOfsExplained.add(oneOf);
            } else {
                droppedBranches.addAll(branches);
            }
        }
        return errors.stream()
                .filter(e -> !oneOfsExplained.contains(e))
                .filter(e -> droppedBranches.stream().noneMatch(b -> e.getEvaluationPath().toString().startsWith(b)))
                .toList();
    }

    private Schema schema(String pointer) {
        return compiled.computeIfAbsent(pointer, p -> registry.getSchema(SchemaLocation.of(DOCUMENT_IRI + "#" + encodeFragment(p))));
    }

    /** Names of the schemas in the merged document (contract plus overlay), for tests of the overlay itself. */
    Set<String> schemaNames() {
        return new HashSet<>(document.path("components").path("schemas").propertyNames());
    }

    // ---- merging the overlay -------------------------------------------------------------------------------

    private static void mergeSchemas(ObjectNode doc, JsonNode schemas) {
        ObjectNode target = (ObjectNode) doc.path("components").path("schemas");
        for (Map.Entry<String, JsonNode> e : schemas.properties()) {
            if (target.has(e.getKey())) {
                throw new IllegalStateException("overlay: schema " + e.getKey() + " is the contract's; an overlay adds, it does not replace");
            }
            requireWhy(e.getValue(), "schema " + e.getKey());
            ObjectNode s = (ObjectNode) e.getValue().deepCopy();
            s.remove("why");
            target.set(e.getKey(), s);
        }
    }

    private static void addEnumValues(ObjectNode doc, JsonNode additions) {
        for (JsonNode a : additions) {
            String at = a.path("at").asString();
            requireWhy(a, "enumAdditions " + at);
            JsonNode target = doc.at(at);
            if (!(target instanceof ArrayNode values)) {
                throw new IllegalStateException("overlay: enumAdditions 'at' " + at + " is not an enum array of the contract");
            }
            for (JsonNode v : a.path("add")) {
                if (values.valueStream().anyMatch(v::equals)) {
                    throw new IllegalStateException("overlay: " + v + " is already in " + at);
                }
                values.add(v);
            }
        }
    }

    private static void mergeOperations(ObjectNode doc, String section, JsonNode operations) {
        ObjectNode paths = doc.has(section) ? (ObjectNode) doc.get(section) : doc.putObject(section);
        for (Map.Entry<String, JsonNode> e : operations.properties()) {
            String[] mp = e.getKey().split(" ", 2);
            if (mp.length != 2 || !mp[1].startsWith("/")) {
                throw new IllegalStateException("overlay: operation key '" + e.getKey() + "' is not 'METHOD /path'");
            }
            String method = mp[0].toLowerCase(Locale.ROOT);
            ObjectNode item = paths.has(mp[1]) ? (ObjectNode) paths.get(mp[1]) : paths.putObject(mp[1]);
            JsonNode decl = e.getValue();
            if (item.has(method)) {
                ObjectNode responses = (ObjectNode) item.get(method).path("responses");
                for (Map.Entry<String, JsonNode> r : decl.path("responses").properties()) {
                    if (responses.has(r.getKey())) {
                        throw new IllegalStateException("overlay: " + e.getKey() + " " + r.getKey() + " is defined by the contract");
                    }
                    requireWhy(r.getValue(), e.getKey() + " " + r.getKey());
                    responses.set(r.getKey(), r.getValue());
                }
            } else {
                requireWhy(decl, e.getKey());
                item.set(method, decl);
            }
        }
    }

    /**
     * A response the contract defines that may also take another shape, where the brief gives an
     * operation a second use (each with its reason): the body must match the contract's schema or the
     * alternative ({@code anyOf}); the contract's schema itself is kept whole.
     */
    private static void addAlternatives(ObjectNode doc, JsonNode alternatives) {
        for (Map.Entry<String, JsonNode> e : alternatives.properties()) {
            String[] mp = e.getKey().split(" ", 2);
            if (mp.length != 2 || !mp[1].startsWith("/")) {
                throw new IllegalStateException("overlay: responseAlternatives key '" + e.getKey() + "' is not 'METHOD /path'");
            }
            for (Map.Entry<String, JsonNode> r : e.getValue().properties()) {
                requireWhy(r.getValue(), "responseAlternatives " + e.getKey() + " " + r.getKey());
                JsonNode at = doc.path("paths").path(mp[1]).path(mp[0].toLowerCase(Locale.ROOT)).path("responses").path(r.getKey())
                        .path("content").path("application/json");
                if (!at.isObject() || !at.has("schema")) {
                    throw new IllegalStateException("overlay: responseAlternatives " + e.getKey() + " " + r.getKey()
                            + " names no JSON response of the contract");
                }
                ObjectNode content = (ObjectNode) at;
                ObjectNode either = JSON.createObjectNode();
                either.putArray("anyOf").add(content.get("schema")).add(r.getValue().path("schema"));
                content.set("schema", either);
            }
        }
    }

    private static void requireWhy(JsonNode declaration, String what) {
        if (declaration.path("why").asString("").isBlank()) {
            throw new IllegalStateException("overlay: " + what + " needs a 'why'");
        }
    }

    private static List<Operation> index(JsonNode doc, String section) {
        List<Operation> ops = new ArrayList<>();
        for (Map.Entry<String, JsonNode> p : doc.path(section).properties()) {
            PathTemplate t = PathTemplate.of(p.getKey());
            for (Map.Entry<String, JsonNode> m : p.getValue().properties()) {
                if (m.getValue().has("responses")) {
                    ops.add(new Operation(m.getKey().toUpperCase(Locale.ROOT), t,
                            "/" + section + "/" + escape(p.getKey()) + "/" + m.getKey(), m.getValue()));
                }
            }
        }
        return List.copyOf(ops);
    }

    // ---- helpers -------------------------------------------------------------------------------------------

    private static String escape(String jsonPointerToken) {
        return jsonPointerToken.replace("~", "~0").replace("/", "~1");
    }

    /** A JSON pointer as a URI fragment: characters a URI cannot carry are percent-encoded (RFC 6901, section 6). */
    private static String encodeFragment(String pointer) {
        StringBuilder b = new StringBuilder();
        for (char c : pointer.toCharArray()) {
            if (Character.isLetterOrDigit(c) && c < 128 || "/~-._".indexOf(c) >= 0) {
                b.append(c);
            } else {
                for (byte x : String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
                    b.append('%').append(String.format("%02X", x & 0xff));
                }
            }
        }
        return b.toString();
    }

    private static String pointerText(String pointer) {
        return "#" + pointer;
    }

    private static String abbreviate(String body) {
        if (body == null) {
            return "(none)";
        }
        return body.length() <= 1500 ? body : body.substring(0, 1500) + "... (" + body.length() + " chars)";
    }

    private static JsonNode read(String resource) {
        try (InputStream in = ContractGuard.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
