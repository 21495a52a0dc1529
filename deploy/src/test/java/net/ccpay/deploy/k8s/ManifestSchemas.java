package net.ccpay.deploy.k8s;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON schemas kept in deploy/k8s/schemas (see its README for where each comes from), and the check of a
 * manifest against the schema of its apiVersion and kind.
 *
 * <p>The Kubernetes schemas are the "standalone-strict" kind: an unknown field is an error. A custom resource
 * definition's schema allows unknown fields unless it says otherwise, because the API server prunes them
 * silently; {@code kubectl apply} (strict field validation, the default since Kubernetes 1.27) refuses them.
 * So that the build refuses them too, every object schema of a CRD that lists its properties and does not
 * declare {@code additionalProperties} or {@code x-kubernetes-preserve-unknown-fields} is closed here, and
 * the custom resource's {@code metadata} is checked against Kubernetes' ObjectMeta.
 */
final class ManifestSchemas {

    static final JsonMapper JSON = JsonMapper.builder().build();

    /** apiVersion/kind → schema file; a kind not listed here fails the check. */
    static final Map<String, String> FILES = Map.ofEntries(
            Map.entry("v1/ConfigMap", "configmap-v1.json"),
            Map.entry("v1/Secret", "secret-v1.json"),
            Map.entry("v1/Service", "service-v1.json"),
            Map.entry("v1/PersistentVolumeClaim", "persistentvolumeclaim-v1.json"),
            Map.entry("networking.k8s.io/v1/NetworkPolicy", "networkpolicy-networking-v1.json"),
            Map.entry("policy/v1/PodDisruptionBudget", "poddisruptionbudget-policy-v1.json"),
            Map.entry("apps.openliberty.io/v1/OpenLibertyApplication", "openlibertyapplication-apps.openliberty.io-v1.json"),
            Map.entry("k8s.mariadb.com/v1alpha1/MariaDB", "mariadb-k8s.mariadb.com-v1alpha1.json"),
            Map.entry("k8s.mariadb.com/v1alpha1/Database", "database-k8s.mariadb.com-v1alpha1.json"),
            Map.entry("k8s.mariadb.com/v1alpha1/User", "user-k8s.mariadb.com-v1alpha1.json"),
            Map.entry("k8s.mariadb.com/v1alpha1/Grant", "grant-k8s.mariadb.com-v1alpha1.json"),
            Map.entry("broker.amq.io/v1beta1/ActiveMQArtemis", "activemqartemis-broker.amq.io-v1beta1.json"));

    static final String KUSTOMIZATION = "kustomization.json";

    private final Path dir;
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(Dialects.getDraft7());
    private final Map<String, Schema> compiled = new HashMap<>();
    private JsonNode objectMeta;

    ManifestSchemas(Path dir) {
        this.dir = dir;
        // CRD schemas carry x-kubernetes-* keywords the validator does not know: they are annotations here
        java.util.logging.Logger.getLogger("com.networknt.schema").setLevel(java.util.logging.Level.SEVERE);
    }

    /** Every violation of {@code manifest} against the schema of its kind, one line each ("" when it conforms). */
    List<String> violations(JsonNode manifest) {
        String key = manifest.path("apiVersion").asString("") + "/" + manifest.path("kind").asString("");
        String file = FILES.get(key);
        List<String> out = new ArrayList<>();
        if (file == null) {
            out.add(describe(manifest) + ": no schema for " + key + " in deploy/k8s/schemas");
            return out;
        }
        for (Error e : schema(file).validate(manifest)) {
            out.add(describe(manifest) + ": " + e.getInstanceLocation() + ": " + e.getMessage() + " [" + e.getKeyword() + "]");
        }
        return out;
    }

    List<String> kustomizationViolations(Path kustomization) {
        List<String> out = new ArrayList<>();
        for (Error e : schema(KUSTOMIZATION).validate(Kustomize.readAll(kustomization).get(0))) {
            out.add(kustomization + ": " + e.getInstanceLocation() + ": " + e.getMessage() + " [" + e.getKeyword() + "]");
        }
        return out;
    }

    static String describe(JsonNode m) {
        return m.path("kind").asString("?") + " " + m.path("metadata").path("name").asString("?");
    }

    private Schema schema(String file) {
        return compiled.computeIfAbsent(file, f -> {
            JsonNode node = read(f);
            if (node instanceof ObjectNode o && "http://json-schema.org/schema#".equals(o.path("$schema").asString(""))) {
                o.remove("$schema");   // "the latest draft" in the Kubernetes schemas: the registry's default
            }
            if (!node.has("x-kubernetes-group-version-kind") && !f.equals(KUSTOMIZATION)) {
                close(node);
                ((ObjectNode) node.get("properties")).set("metadata", objectMeta());
            }
            return registry.getSchema(SchemaLocation.of("https://schemas.ccpay.invalid/k8s/" + f), node);
        });
    }

    /** Kubernetes' ObjectMeta, from a standalone Kubernetes schema (it is inlined in each). */
    private JsonNode objectMeta() {
        if (objectMeta == null) {
            objectMeta = read("configmap-v1.json").path("properties").path("metadata");
        }
        return objectMeta.deepCopy();
    }

    private JsonNode read(String file) {
        try {
            return JSON.readTree(Files.readString(dir.resolve(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** additionalProperties: false wherever a CRD's object schema lists its properties and allows nothing else. */
    static void close(JsonNode schema) {
        if (schema instanceof ObjectNode o) {
            if (o.has("properties") && !o.has("additionalProperties")
                    && !o.path("x-kubernetes-preserve-unknown-fields").asBoolean(false)) {
                o.put("additionalProperties", false);
            }
        }
        for (JsonNode child : schema) {
            if (child.isContainer()) {
                close(child);
            }
        }
    }
}
