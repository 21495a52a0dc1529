package net.ccpay.deploy.k8s;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * deploy/k8s without a cluster: every overlay renders (the subset of kustomize in {@link Kustomize}), every
 * rendered resource and every kustomization conforms to the schema of its kind kept in deploy/k8s/schemas,
 * and the OpenLibertyApplications agree with the Liberty servers the images are built from (ports, probes,
 * routes between services, secrets, copies).
 */
class KubernetesManifestsTest {

    static final Path MODULE = Path.of(System.getProperty("basedir", "."));
    static final Path K8S = MODULE.resolve("k8s");
    static final Path SERVERS = MODULE.resolve("src/main/liberty/servers");
    static final Path FIXTURES = MODULE.resolve("src/test/resources/k8s");
    static final List<String> SERVICES = List.of("customer-service", "quote-service", "auth-service", "webhook-service");
    static final List<String> APPS = List.of("gateway", "customer-service", "quote-service", "auth-service", "webhook-service");

    final ManifestSchemas schemas = new ManifestSchemas(K8S.resolve("schemas"));

    @ParameterizedTest
    @ValueSource(strings = {"sandbox", "production"})
    void everyRenderedResourceMatchesTheSchemaOfItsKind(String overlay) {
        List<ObjectNode> docs = Kustomize.build(K8S.resolve("overlays").resolve(overlay));
        List<String> violations = new ArrayList<>();
        for (ObjectNode d : docs) {
            violations.addAll(schemas.violations(d));
        }
        assertNoViolations(overlay, violations);
        Set<String> kinds = new HashSet<>();
        docs.forEach(d -> kinds.add(d.path("kind").asString()));
        assertTrue(kinds.containsAll(Set.of("OpenLibertyApplication", "MariaDB", "ActiveMQArtemis", "NetworkPolicy", "Service", "ConfigMap")),
                "kinds rendered: " + kinds);
        for (ObjectNode d : docs) {
            assertEquals("sandbox".equals(overlay) ? "ccpay-sandbox" : "ccpay", d.path("metadata").path("namespace").asString(), ManifestSchemas.describe(d));
        }
    }

    @Test
    void everyKustomizationMatchesTheKustomizationSchema() throws Exception {
        List<String> violations = new ArrayList<>();
        try (Stream<Path> files = Files.walk(K8S)) {
            for (Path k : files.filter(p -> p.getFileName().toString().equals("kustomization.yaml")).toList()) {
                violations.addAll(schemas.kustomizationViolations(k));
            }
        }
        assertNoViolations("kustomizations", violations);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sandbox", "production"})
    void theApplicationsAgreeWithTheirLibertyServers(String overlay) throws Exception {
        List<ObjectNode> docs = Kustomize.build(K8S.resolve("overlays").resolve(overlay));
        JsonNode config = one(docs, "ConfigMap", "ccpay-platform").path("data");
        for (String app : APPS) {
            Map<String, String> server = libertyServer(app);
            JsonNode spec = one(docs, "OpenLibertyApplication", app).path("spec");
            int http = Integer.parseInt(server.get("http.port"));
            int health = Integer.parseInt(server.get("health.port"));
            int admin = Integer.parseInt(server.get("admin.https.port"));
            assertEquals(http, spec.path("service").path("port").asInt(), app + ": service.port is the server's http.port");
            for (String probe : List.of("startup", "liveness", "readiness")) {
                JsonNode get = spec.path("probes").path(probe).path("httpGet");
                assertEquals(health, get.path("port").asInt(), app + ": " + probe + " probe on the health port");
                assertTrue(get.path("path").asString().startsWith("/health/"), app + ": " + probe + " probe path");
            }
            Set<Integer> ports = new HashSet<>();
            spec.path("service").path("ports").forEach(p -> ports.add(p.path("port").asInt()));
            assertEquals(Set.of(health, admin), ports, app + ": the Service also names the health and Admin Center ports");
            int copies = spec.path("autoscaling").path("minReplicas").asInt();
            if (overlay.equals("production") || app.equals("quote-service") || app.equals("webhook-service")) {
                assertTrue(copies >= 2, app + " runs at least two copies in " + overlay + ", not " + copies);
            }
            assertTrue(spec.path("autoscaling").path("targetCPUUtilizationPercentage").asInt() > 0, app + ": autoscaling on CPU");
            assertTrue(spec.path("resources").path("requests").has("cpu"), app + ": a CPU request (what the autoscaler measures against)");
            long heapMi = heapMebibytes(app);
            long limitMi = mebibytes(spec.path("resources").path("limits").path("memory").asString());
            assertTrue(limitMi >= heapMi + 256, app + ": memory limit " + limitMi + " Mi leaves room above the " + heapMi + " Mi heap of jvm.options");
            if (!app.equals("gateway")) {
                String route = config.path("PLATFORM_ROUTE_" + app.toUpperCase().replace('-', '_') + "_URL").asString();
                assertEquals("http://" + app + ":" + http + server.get("contextRoot"), route, "the route to " + app);
            }
        }
    }

    @Test
    void everyImageIsBuiltFromItsLibertyServer() throws Exception {
        for (String app : APPS) {
            Map<String, String> server = libertyServer(app);
            List<String> containerfile = Files.readAllLines(MODULE.resolve("container").resolve(app).resolve("Containerfile"));
            Set<String> exposed = new HashSet<>();
            containerfile.stream().filter(l -> l.startsWith("EXPOSE ")).forEach(l -> exposed.addAll(List.of(l.substring(7).trim().split("\\s+"))));
            assertEquals(Set.of(server.get("http.port"), server.get("health.port"), server.get("admin.https.port")), exposed,
                    app + ": the image exposes the server's API, health and Admin Center ports");
            assertTrue(containerfile.contains("COPY --chown=1001:0 apps/" + server.get("location") + " /config/apps/"),
                    app + ": the image carries the WAR server.xml deploys (" + server.get("location") + ")");
            assertTrue(containerfile.contains("COPY --chown=1001:0 server.xml jvm.options /config/"), app + ": server.xml and jvm.options");
            assertTrue(containerfile.contains("COPY --chown=1001:0 shared/ /opt/ol/wlp/usr/shared/config/"), app + ": the shared configuration");
            assertTrue(containerfile.contains("COPY --chown=1001:0 server.env /opt/ol/wlp/usr/shared/server.env"), app + ": usr/shared/server.env");
            assertEquals(Files.readString(SERVERS.resolve(app).resolve("server.xml")).contains("platform-service.xml"),
                    containerfile.contains("COPY --chown=1001:0 jdbc/ /opt/ol/wlp/usr/shared/resources/jdbc/"),
                    app + ": the MariaDB driver exactly where platform-service.xml's library looks");
            assertTrue(containerfile.stream().anyMatch(l -> l.startsWith("RUN ") && l.endsWith("features.sh")) && containerfile.contains("RUN configure.sh"),
                    app + ": features.sh and configure.sh");
        }
    }

    @Test
    void everySecretTheApplicationsReadIsInTheSandboxOverlay() {
        List<ObjectNode> docs = Kustomize.build(K8S.resolve("overlays/sandbox"));
        Map<String, Set<String>> secrets = new HashMap<>();
        for (ObjectNode d : docs) {
            if (d.path("kind").asString().equals("Secret")) {
                Set<String> keys = new HashSet<>();
                d.path("stringData").propertyNames().forEach(keys::add);
                secrets.put(d.path("metadata").path("name").asString(), keys);
            }
        }
        List<String> missing = new ArrayList<>();
        for (ObjectNode d : docs) {
            collectSecretRefs(d, ManifestSchemas.describe(d), secrets, missing);
        }
        for (String broker : List.of("ccpay-broker-a", "ccpay-broker-b")) {
            if (!secrets.containsKey(broker + "-credentials-secret")) {
                missing.add(broker + ": its operator credentials secret");
            }
        }
        assertNoViolations("secret references", missing);
        assertTrue(Kustomize.build(K8S.resolve("overlays/production")).stream().noneMatch(d -> d.path("kind").asString().equals("Secret")),
                "the production overlay carries no secret");
    }

    @Test
    void onlyTheGatewayAndTheCallingServicesReachAService() {
        List<ObjectNode> docs = Kustomize.build(K8S.resolve("overlays/production"));
        JsonNode deny = one(docs, "NetworkPolicy", "ccpay-services-deny-ingress").path("spec");
        assertFalse(deny.has("ingress"), "the default policy allows nothing");
        Set<String> denied = new HashSet<>();
        deny.path("podSelector").path("matchExpressions").get(0).path("values").forEach(v -> denied.add(v.asString()));
        assertEquals(Set.copyOf(SERVICES), denied);
        for (String s : SERVICES) {
            JsonNode spec = one(docs, "NetworkPolicy", s + "-callers").path("spec");
            assertEquals(s, spec.path("podSelector").path("matchLabels").path("app.kubernetes.io/instance").asString());
            JsonNode from = spec.path("ingress").get(0).path("from").get(0).path("podSelector");
            Set<String> callers = new HashSet<>();
            from.path("matchLabels").path("app.kubernetes.io/instance").asOptional().ifPresent(v -> callers.add(v.asString()));
            from.path("matchExpressions").forEach(e -> e.path("values").forEach(v -> callers.add(v.asString())));
            assertTrue(callers.contains("gateway"), s + ": the gateway reaches it");
            assertFalse(callers.contains(s), s + ": no rule for itself");
            assertTrue(one(docs, "OpenLibertyApplication", s).path("spec").path("networkPolicy").path("disable").asBoolean(),
                    s + ": the operator's own (wider) policy is off");
        }
    }

    // --- the check itself must fail on wrong manifests ---

    @Test
    void aWrongFieldInAnOverlayIsReported() {
        List<String> violations = new ArrayList<>();
        for (ObjectNode d : Kustomize.build(FIXTURES.resolve("bad-overlay"))) {
            violations.addAll(schemas.violations(d));
        }
        String all = String.join("\n", violations);
        // a misspelt probe field in a custom resource (closed like kubectl's strict validation)
        assertTrue(all.contains("OpenLibertyApplication quote-service") && all.contains("prot"), all);
        // a wrong type
        assertTrue(all.contains("replicas"), all);
        // an unknown field in a built-in kind
        assertTrue(all.contains("NetworkPolicy quote-service-callers") && all.contains("ingres"), all);
        // a misspelt metadata field of a custom resource
        assertTrue(all.contains("MariaDB ccpay-mariadb") && all.contains("lables"), all);
        // a kind without a schema
        assertTrue(all.contains("no schema for apps/v1/Deployment"), all);
    }

    @Test
    void aWrongKustomizationIsReported() {
        List<String> violations = schemas.kustomizationViolations(FIXTURES.resolve("bad-kustomization/kustomization.yaml"));
        assertTrue(String.join("\n", violations).contains("resource"), String.join("\n", violations));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Kustomize.build(FIXTURES.resolve("bad-kustomization")));
        assertTrue(e.getMessage().contains("not implemented"), e.getMessage());
    }

    @Test
    void aPatchWithoutATargetIsReported() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Kustomize.build(FIXTURES.resolve("patch-without-target")));
        assertTrue(e.getMessage().contains("no resource matches"), e.getMessage());
    }

    @Test
    void aListInAPatchOfABuiltInKindIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Kustomize.build(FIXTURES.resolve("list-in-builtin-patch")));
        assertTrue(e.getMessage().contains("/spec/policyTypes"), e.getMessage());
    }

    @Test
    void theBrokerPairIsOnTwoNodesInProductionAndMayShareOneInTheSandbox() {
        for (String overlay : List.of("production", "sandbox")) {
            List<ObjectNode> docs = Kustomize.build(K8S.resolve("overlays").resolve(overlay));
            boolean production = overlay.equals("production");
            assertEquals(production ? "ReadWriteMany" : "ReadWriteOnce",
                    one(docs, "PersistentVolumeClaim", "ccpay-broker-journal").path("spec").path("accessModes").get(0).asString(), overlay);
            for (String peer : List.of("ccpay-broker-a", "ccpay-broker-b")) {
                JsonNode spec = one(docs, "ActiveMQArtemis", peer).path("spec");
                JsonNode anti = spec.path("deploymentPlan").path("affinity").path("podAntiAffinity");
                assertEquals(production, anti.has("requiredDuringSchedulingIgnoredDuringExecution"), overlay + " " + peer);
                assertEquals(!production, anti.has("preferredDuringSchedulingIgnoredDuringExecution"), overlay + " " + peer);
                List<String> props = new ArrayList<>();
                spec.path("brokerProperties").forEach(v -> props.add(v.asString()));
                assertTrue(props.containsAll(List.of("HAPolicyConfiguration=SHARED_STORE_PRIMARY", "persistenceEnabled=true")), peer + ": " + props);
                assertTrue(props.contains("addressConfigurations.\"platform.events\".queueConfigs.\"webhook-service\".routingType=MULTICAST"), peer);
            }
        }
    }

    @Test
    void aMergePatchReplacesListsAndRemovesNulls() throws Exception {
        ObjectNode target = (ObjectNode) ManifestSchemas.JSON.readTree("{\"a\":{\"b\":1,\"c\":[1,2]},\"d\":true}");
        Kustomize.mergePatch(target, ManifestSchemas.JSON.readTree("{\"a\":{\"c\":[3],\"e\":\"x\"},\"d\":null}"));
        assertEquals(ManifestSchemas.JSON.readTree("{\"a\":{\"b\":1,\"c\":[3],\"e\":\"x\"}}"), target);
    }

    // --- helpers ---

    static void assertNoViolations(String what, List<String> violations) {
        if (!violations.isEmpty()) {
            fail(what + ": " + violations.size() + " problems\n  " + String.join("\n  ", violations));
        }
    }

    static JsonNode one(List<ObjectNode> docs, String kind, String name) {
        return docs.stream().filter(d -> d.path("kind").asString().equals(kind) && d.path("metadata").path("name").asString().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no " + kind + " " + name));
    }

    private static void collectSecretRefs(JsonNode n, String where, Map<String, Set<String>> secrets, List<String> missing) {
        if (n.isObject()) {
            for (String ref : List.of("secretKeyRef", "rootPasswordSecretKeyRef", "replPasswordSecretKeyRef", "passwordSecretKeyRef")) {
                JsonNode r = n.get(ref);
                if (r != null && r.has("name")) {
                    String name = r.path("name").asString();
                    String key = r.path("key").asString();
                    if (!secrets.getOrDefault(name, Set.of()).contains(key)) {
                        missing.add(where + ": secret " + name + " key " + key);
                    }
                }
            }
        }
        for (JsonNode child : n) {
            collectSecretRefs(child, where, secrets, missing);
        }
    }

    /** The variables' defaults and the context root of deploy/src/main/liberty/servers/<app>/server.xml. */
    static Map<String, String> libertyServer(String app) throws Exception {
        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(SERVERS.resolve(app).resolve("server.xml").toFile());
        Map<String, String> out = new HashMap<>();
        NodeList vars = xml.getElementsByTagName("variable");
        for (int i = 0; i < vars.getLength(); i++) {
            Element v = (Element) vars.item(i);
            out.put(v.getAttribute("name"), v.getAttribute("defaultValue"));
        }
        Element web = (Element) xml.getElementsByTagName("webApplication").item(0);
        out.put("contextRoot", web.getAttribute("contextRoot"));
        out.put("location", web.getAttribute("location"));
        return out;
    }

    /** -Xmx of deploy/src/main/liberty/servers/<app>/jvm.options, in MiB. */
    static long heapMebibytes(String app) throws Exception {
        return Files.readAllLines(SERVERS.resolve(app).resolve("jvm.options")).stream()
                .filter(l -> l.startsWith("-Xmx")).map(l -> mebibytes(l.substring(4))).findFirst()
                .orElseThrow(() -> new AssertionError(app + ": jvm.options sets no -Xmx"));
    }

    /** 512m, 1g (jvm.options) or 768Mi, 1Gi (Kubernetes quantities), in MiB. */
    static long mebibytes(String quantity) {
        String q = quantity.trim();
        String unit = q.replaceAll("^[0-9]+", "");
        long n = Long.parseLong(q.substring(0, q.length() - unit.length()));
        return switch (unit) {
            case "m", "M", "Mi" -> n;
            case "g", "G", "Gi" -> n * 1024;
            default -> throw new AssertionError("unexpected memory quantity " + quantity);
        };
    }
}
