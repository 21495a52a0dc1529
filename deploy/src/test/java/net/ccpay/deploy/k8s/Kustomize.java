package net.ccpay.deploy.k8s;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The part of {@code kustomize build} that deploy/k8s uses, so that the build can render every overlay without
 * the kustomize binary: {@code resources} (files and directories with their own kustomization),
 * {@code namespace}, and {@code patches} given by {@code path}, each matched to its target by group, kind and
 * name. A patch is applied as kustomize applies it to a custom resource: maps merge, a {@code null} removes a
 * field, a list replaces the whole list (RFC 7386). Built-in kinds get strategic merge from kustomize, which
 * merges some lists by key; a patch with a list for a built-in kind is refused here rather than rendered
 * differently (except the few lists Kubernetes declares no merge strategy for, {@link #REPLACED_LISTS}).
 * Any other kustomization field is refused too: what this class does not implement must not be
 * used by the overlays, or the test would check something else than what the cluster gets.
 */
final class Kustomize {

    static final YAMLMapper YAML = YAMLMapper.builder().build();

    private static final Set<String> SUPPORTED = Set.of("apiVersion", "kind", "resources", "namespace", "patches");

    private Kustomize() {}

    /** Renders the kustomization in {@code dir}: every resource, patched and namespaced, in resource order. */
    static List<ObjectNode> build(Path dir) {
        Path file = dir.resolve("kustomization.yaml");
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(dir + ": no kustomization.yaml");
        }
        JsonNode k = readAll(file).get(0);
        for (String field : k.propertyNames()) {
            if (!SUPPORTED.contains(field)) {
                throw new IllegalArgumentException(file + ": '" + field + "' is not implemented by this renderer (supported: " + SUPPORTED + ")");
            }
        }
        List<ObjectNode> out = new ArrayList<>();
        for (JsonNode r : k.path("resources")) {
            Path p = dir.resolve(r.asString()).normalize();
            if (Files.isDirectory(p)) {
                out.addAll(build(p));
            } else {
                for (JsonNode doc : readAll(p)) {
                    out.add((ObjectNode) doc);
                }
            }
        }
        Set<String> ids = new HashSet<>();
        for (ObjectNode o : out) {
            if (!ids.add(id(o))) {
                throw new IllegalArgumentException(file + ": two resources are " + id(o));
            }
        }
        for (JsonNode patch : k.path("patches")) {
            if (!patch.has("path") || patch.size() != 1) {
                throw new IllegalArgumentException(file + ": only patches given by 'path' alone are implemented: " + patch);
            }
            Path p = dir.resolve(patch.get("path").asString()).normalize();
            for (JsonNode doc : readAll(p)) {
                ObjectNode target = out.stream().filter(o -> sameTarget(o, doc)).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException(p + ": no resource matches " + id(doc)));
                if (builtIn(target)) {
                    String list = listOutside(doc, "", target.path("kind").asString());
                    if (list != null) {
                        throw new IllegalArgumentException(p + ": a list in a patch of the built-in kind " + target.path("kind").asString()
                                + " at " + list + " (kustomize merges some lists by key; this renderer does not)");
                    }
                }
                mergePatch(target, doc);
            }
        }
        if (k.has("namespace")) {
            String ns = k.get("namespace").asString();
            for (ObjectNode o : out) {
                ((ObjectNode) o.withObjectProperty("metadata")).put("namespace", ns);
            }
        }
        return out;
    }

    static List<JsonNode> readAll(Path file) {
        try (MappingIterator<JsonNode> it = YAML.readerFor(JsonNode.class).readValues(Files.readString(file))) {
            List<JsonNode> docs = new ArrayList<>();
            while (it.hasNextValue()) {
                JsonNode d = it.nextValue();
                if (d != null && !d.isNull() && !d.isMissingNode()) {
                    if (!d.isObject()) {
                        throw new IllegalArgumentException(file + ": a document is not a mapping");
                    }
                    docs.add(d);
                }
            }
            return docs;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** group/kind/namespace/name, as kustomize identifies a resource (the version is not part of it). */
    static String id(JsonNode o) {
        return group(o) + "/" + o.path("kind").asString() + "/" + o.path("metadata").path("namespace").asString("") + "/"
                + o.path("metadata").path("name").asString();
    }

    static String group(JsonNode o) {
        String apiVersion = o.path("apiVersion").asString("");
        int slash = apiVersion.indexOf('/');
        return slash < 0 ? "" : apiVersion.substring(0, slash);
    }

    private static boolean sameTarget(JsonNode resource, JsonNode patch) {
        return group(resource).equals(group(patch))
                && resource.path("kind").asString().equals(patch.path("kind").asString())
                && resource.path("metadata").path("name").asString().equals(patch.path("metadata").path("name").asString());
    }

    /** Kinds Kubernetes itself serves: the core group and the *.k8s.io groups, plus the few without a dot. */
    static boolean builtIn(JsonNode o) {
        String g = group(o);
        return g.isEmpty() || g.endsWith(".k8s.io") || !g.contains(".");
    }

    /**
     * Lists of built-in kinds that strategic merge replaces whole, as a merge patch does (Kubernetes declares no
     * merge strategy for them), so a patch may set them.
     */
    private static final Set<String> REPLACED_LISTS = Set.of("PersistentVolumeClaim/spec/accessModes");

    /** The path of a list in {@code patch} that is not one of {@link #REPLACED_LISTS}, or null. */
    private static String listOutside(JsonNode n, String path, String kind) {
        if (n.isArray()) {
            return REPLACED_LISTS.contains(kind + path) ? null : path;
        }
        for (Map.Entry<String, JsonNode> e : n.properties()) {
            String found = listOutside(e.getValue(), path + "/" + e.getKey(), kind);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** RFC 7386 JSON merge patch, in place. */
    static void mergePatch(ObjectNode target, JsonNode patch) {
        for (Iterator<Map.Entry<String, JsonNode>> it = patch.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode value = e.getValue();
            if (value.isNull()) {
                target.remove(e.getKey());
            } else if (value.isObject() && target.get(e.getKey()) instanceof ObjectNode existing) {
                mergePatch(existing, value);
            } else {
                target.set(e.getKey(), value.deepCopy());
            }
        }
    }
}
