package net.ccpay.deploy.contract;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the OpenAPI document the platform serves at {@code GET /openapi}
 * ({@code gateway/src/main/resources/META-INF/openapi.json}) from the gateway's routing table and the contract as
 * the {@link ContractGuard} checks answers against it ({@link ContractGuard#mergedDocument()}: contract-schemas.json
 * with overlay.json merged in), so the document and the guard agree.
 *
 * <p>Every operation of {@code routes.tsv}, in its order, with the contract's (or the overlay's) parameters, request
 * body and responses per status, plus the responses any operation may give ({@code anyOperation} of the overlay);
 * {@code security} from the route's authentication, {@code x-platform-service} and {@code x-platform-permission} from
 * its service and permission; {@code components} with every schema and request body. The only prose is ours: the
 * info block, a summary made from the operation id, one sentence on who serves the operation and what it needs, and
 * the status's reason phrase for each response. The overlay's {@code why}s stay out.
 *
 * <p>Run it after editing routes.tsv, contract-schemas.json or overlay.json ({@code OpenApiDocumentTest} fails until
 * the committed document is the generated one), from the root of the repository:
 * <pre>
 * mvn -o -q -B install -DskipTests
 * mvn -o -q -B test-compile exec:java -pl deploy -Dexec.classpathScope=test \
 *     -Dexec.mainClass=net.ccpay.deploy.contract.OpenApiDocumentGenerator -Dexec.args="$PWD"
 * </pre>
 */
public final class OpenApiDocumentGenerator {

    /** Where the gateway's files are, relative to the root of the repository. */
    public static final Path ROUTES = Path.of("gateway", "src", "main", "resources", "routes.tsv");

    public static final Path DOCUMENT = Path.of("gateway", "src", "main", "resources", "META-INF", "openapi.json");

    /** The API's version and where the gateway serves it. */
    static final String VERSION = "2025-10-13";

    static final String SERVER = "/grid/" + VERSION;

    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final Pattern TEMPLATE_PARAMETER = Pattern.compile("\\{([^}]+)}");

    /** The reason phrase of each status an operation may answer (RFC 9110); a status without one stops the generator. */
    private static final Map<String, String> REASONS = Map.ofEntries(
            Map.entry("200", "OK"), Map.entry("201", "Created"), Map.entry("202", "Accepted"),
            Map.entry("204", "No Content"), Map.entry("400", "Bad Request"), Map.entry("401", "Unauthorized"),
            Map.entry("402", "Payment Required"), Map.entry("403", "Forbidden"), Map.entry("404", "Not Found"),
            Map.entry("405", "Method Not Allowed"), Map.entry("409", "Conflict"), Map.entry("410", "Gone"),
            Map.entry("412", "Precondition Failed"), Map.entry("413", "Content Too Large"),
            Map.entry("415", "Unsupported Media Type"), Map.entry("422", "Unprocessable Content"), Map.entry("423", "Locked"),
            Map.entry("424", "Failed Dependency"), Map.entry("429", "Too Many Requests"),
            Map.entry("500", "Internal Server Error"), Map.entry("501", "Not Implemented"), Map.entry("502", "Bad Gateway"),
            Map.entry("503", "Service Unavailable"), Map.entry("504", "Gateway Timeout"));

    /** Words of operation ids that are abbreviations, written as such in the summaries. */
    private static final Map<String, String> ABBREVIATIONS = Map.of("uma", "UMA", "kyc", "KYC", "sca", "SCA", "csv", "CSV",
            "id", "ID", "vasps", "VASPs", "ops", "Operator:");

    /** One line of routes.tsv. */
    public record Route(String method, String path, String operationId, String service, String auth, String permission) {

        /** The routes of a routes.tsv, in order. */
        public static List<Route> parse(List<String> lines) {
            List<Route> out = new ArrayList<>();
            for (String line : lines) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                if (f.length != 6) {
                    throw new IllegalStateException("routes.tsv: not six tab-separated columns: " + line);
                }
                out.add(new Route(f[0], f[1], f[2], f[3], f[4], f[5]));
            }
            return out;
        }
    }

    private OpenApiDocumentGenerator() {}

    /** {@code args[0]}: the root of the repository (default: the working directory). */
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : ".");
        List<Route> routes = Route.parse(Files.readAllLines(root.resolve(ROUTES), StandardCharsets.UTF_8));
        ObjectNode doc = generate(routes, ContractGuard.mergedDocument());
        Files.writeString(root.resolve(DOCUMENT), text(doc), StandardCharsets.UTF_8);
        System.out.println("wrote " + root.resolve(DOCUMENT) + ": " + routes.size() + " operations, "
                + doc.at("/components/schemas").size() + " schemas");
    }

    /** The document as it is committed: indented JSON, one final newline. */
    public static String text(JsonNode doc) {
        return JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build().writeValueAsString(doc) + "\n";
    }

    /**
     * The document for these routes, from {@code merged} (a contract with its overlay merged in, as
     * {@link ContractGuard#merge} makes it). Fails on a route whose operation the merged contract lacks, or names
     * another operation id: the document would not say what it takes and answers.
     */
    public static ObjectNode generate(List<Route> routes, JsonNode merged) {
        ObjectNode doc = F.objectNode();
        doc.put("openapi", "3.1.0");
        info(doc.putObject("info"));
        if (merged.has("x-derived-from")) {
            // the schemas are the contract's (Apache-2.0): say where they come from and what changed
            ObjectNode origin = (ObjectNode) merged.get("x-derived-from").deepCopy();
            origin.put("license", "Apache-2.0 (https://www.apache.org/licenses/LICENSE-2.0)");
            origin.put("changes", "descriptions, summaries, titles, examples and extensions removed; the platform's own"
                    + " operations, responses, schemas and enum values added");
            doc.set("x-derived-from", origin);
        }
        ObjectNode server = doc.putArray("servers").addObject();
        server.put("url", SERVER);
        server.put("description", "This host: the gateway serves the API under " + SERVER + ".");
        ArrayNode tags = doc.putArray("tags");
        Set<String> services = new LinkedHashSet<>();
        ObjectNode paths = doc.putObject("paths");
        List<String> problems = new ArrayList<>();
        for (Route r : routes) {
            String method = r.method().toLowerCase(Locale.ROOT);
            JsonNode item = merged.path("paths").path(r.path());
            JsonNode source = item.path(method);
            if (!source.isObject()) {
                problems.add(r.method() + " " + r.path() + " (" + r.operationId()
                        + ") is neither in contract-schemas.json nor declared in overlay.json, so nothing says what it takes and answers");
                continue;
            }
            if (!r.operationId().equals(source.path("operationId").asString(""))) {
                problems.add(r.method() + " " + r.path() + ": routes.tsv names it " + r.operationId() + ", the contract "
                        + source.path("operationId").asString("(no operation id)"));
                continue;
            }
            services.add(r.service());
            ObjectNode target = paths.has(r.path()) ? (ObjectNode) paths.get(r.path()) : paths.putObject(r.path());
            if (item.has("parameters") && !target.has("parameters")) {
                target.set("parameters", item.get("parameters").deepCopy());
            }
            target.set(method, operation(r, source, item, merged.path("x-any-operation"), problems));
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException("cannot describe every routed operation:\n  " + String.join("\n  ", problems));
        }
        for (String s : services) {
            tags.addObject().put("name", s).put("description", "Operations that " + s + " answers.");
        }
        ObjectNode components = doc.putObject("components");
        ObjectNode schemes = components.putObject("securitySchemes");
        schemes.putObject("BasicAuth").put("type", "http").put("scheme", "basic")
                .put("description", "An API token: its id as the user name, its secret as the password.");
        schemes.putObject("AgentAuth").put("type", "http").put("scheme", "bearer")
                .put("description", "An agent's access token, for the operations under /agents/me.");
        components.set("schemas", merged.path("components").path("schemas").deepCopy());
        if (merged.path("components").has("requestBodies")) {
            components.set("requestBodies", merged.path("components").path("requestBodies").deepCopy());
        }
        return doc;
    }

    private static void info(ObjectNode info) {
        info.put("title", "Cross-currency payments platform API");
        info.put("version", VERSION);
        info.put("description", String.join("\n\n",
                "Every operation the platform's gateway serves under " + SERVER + ", with its parameters, request body and"
                        + " responses. The shapes are those of the public contract of version " + VERSION
                        + " with the platform's additions; the platform's own operations (/ops, the webhook signing keys)"
                        + " are marked x-platform-contract: false.",
                "Authenticate with an API token (HTTP Basic), or with an agent's access token (Bearer) on the operations"
                        + " under /agents/me. x-platform-permission is the permission an API token needs for an operation;"
                        + " x-platform-service names the service that answers it.",
                "Every error is {status, code, message, details}, with status equal to the HTTP status. Any operation"
                        + " may also answer 403 (permission), 413 and 415 (body refused), 429 (throttled), 501 and 503."));
    }

    private static ObjectNode operation(Route r, JsonNode source, JsonNode item, JsonNode anyOperation, List<String> problems) {
        ObjectNode op = F.objectNode();
        op.put("operationId", r.operationId());
        op.put("summary", summary(r.operationId()));
        op.put("description", description(r));
        op.putArray("tags").add(r.service());
        op.put("x-platform-service", r.service());
        if (!r.permission().equals("-")) {
            op.put("x-platform-permission", r.permission());
        }
        op.put("x-platform-contract", !source.has("why"));
        ArrayNode security = op.putArray("security");
        switch (r.auth()) {
            case "basic" -> security.addObject().putArray("BasicAuth");
            case "bearer" -> security.addObject().putArray("AgentAuth");
            case "none" -> { }
            default -> problems.add(r.operationId() + ": unknown authentication " + r.auth());
        }
        if (source.path("deprecated").asBoolean(false)) {
            op.put("deprecated", true);
        }
        ArrayNode parameters = source.has("parameters") ? (ArrayNode) source.get("parameters").deepCopy() : F.arrayNode();
        Set<String> declared = new LinkedHashSet<>();
        for (JsonNode list : List.of(item.path("parameters"), parameters)) {
            for (JsonNode p : list) {
                if ("path".equals(p.path("in").asString(""))) {
                    declared.add(p.path("name").asString());
                }
            }
        }
        Matcher m = TEMPLATE_PARAMETER.matcher(r.path());
        while (m.find()) {
            if (declared.add(m.group(1))) {
                ObjectNode p = parameters.addObject();
                p.put("name", m.group(1)).put("in", "path").put("required", true);
                p.putObject("schema").put("type", "string");
            }
        }
        if (!parameters.isEmpty()) {
            op.set("parameters", parameters);
        }
        if (source.has("requestBody")) {
            op.set("requestBody", withoutWhy(source.get("requestBody")));
        }
        TreeMap<String, JsonNode> responses = new TreeMap<>();
        source.path("responses").properties().forEach(e -> responses.put(e.getKey(), e.getValue()));
        anyOperation.properties().forEach(e -> responses.putIfAbsent(e.getKey(), e.getValue()));
        ObjectNode out = op.putObject("responses");
        for (Map.Entry<String, JsonNode> e : responses.entrySet()) {
            String reason = REASONS.get(e.getKey());
            if (reason == null) {
                problems.add(r.operationId() + ": no reason phrase for status " + e.getKey());
                continue;
            }
            ObjectNode response = F.objectNode();
            response.put("description", reason);
            ObjectNode given = withoutWhy(e.getValue());
            given.properties().forEach(x -> response.set(x.getKey(), x.getValue()));
            out.set(e.getKey(), response);
        }
        return op;
    }

    private static ObjectNode withoutWhy(JsonNode declaration) {
        ObjectNode copy = (ObjectNode) declaration.deepCopy();
        copy.remove("why");
        return copy;
    }

    /** "getCustomerById" reads "Get customer by ID". */
    static String summary(String operationId) {
        List<String> words = new ArrayList<>();
        for (String w : operationId.split("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")) {
            String lower = w.toLowerCase(Locale.ROOT);
            words.add(ABBREVIATIONS.getOrDefault(lower, words.isEmpty() ? Character.toUpperCase(lower.charAt(0)) + lower.substring(1) : lower));
        }
        return String.join(" ", words);
    }

    private static String description(Route r) {
        String who = switch (r.auth()) {
            case "basic" -> "Needs an API token (HTTP Basic) with the " + r.permission() + " permission.";
            case "bearer" -> "Needs an agent's access token (Bearer).";
            default -> "Needs no credentials.";
        };
        return "Answered by " + r.service() + ". " + who;
    }

    /** Every {@code $ref} in {@code n}, depth first: the tests check each one resolves in the document. */
    public static void forEachRef(JsonNode n, java.util.function.Consumer<String> each) {
        if (n.isObject()) {
            for (Map.Entry<String, JsonNode> e : n.properties()) {
                if (e.getKey().equals("$ref") && e.getValue().isString()) {
                    each.accept(e.getValue().asString());
                } else {
                    forEachRef(e.getValue(), each);
                }
            }
        } else if (n.isArray()) {
            n.forEach(x -> forEachRef(x, each));
        }
    }
}
