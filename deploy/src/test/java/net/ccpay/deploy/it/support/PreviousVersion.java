package net.ccpay.deploy.it.support;

import net.ccpay.deploy.Platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The services' WARs as they were before the newest change to their code, built from this repository's own
 * history, for the rolling upgrade: old and new copies of a service side by side on one database and broker.
 *
 * <p>Which version: {@code upgrade.from} (any revision git knows), else the first parent of the newest commit on
 * the first-parent line of HEAD that changed the services' or common's main sources or poms (tests do not
 * count). That is the code the platform ran before its latest change (for a merge, main before the merge), so the two WARs differ whenever the code did.
 * It is built with the same Maven and local repository as this build, once per revision
 * ({@code target/it/upgrade/<revision>}). Only the WARs are old: each server keeps this build's Liberty
 * configuration.
 */
public final class PreviousVersion {

    static final List<String> CODE = List.of("pom.xml", "common/", "common-wire/", "auth-service/", "customer-service/",
            "quote-service/", "webhook-service/");

    final String revision;
    public final String subject;
    /** service name to its old WAR */
    final Map<String, Path> wars = new LinkedHashMap<>();
    /** what changed in the services' code between it and HEAD (git diff --shortstat) */
    public String changes;

    private PreviousVersion(String revision, String subject) {
        this.revision = revision;
        this.subject = subject;
    }

    /** Finds the previous version in the repository around this build and builds its service WARs (minutes, once). */
    public static PreviousVersion build(Path work, List<String> services, Consumer<String> log) throws IOException, InterruptedException {
        Path repo = Path.of(System.getProperty("platform.repo.dir", "..")).toAbsolutePath().normalize();
        if (!Files.exists(repo.resolve(".git"))) {
            throw new IOException("The rolling-upgrade check builds the previous version from git history, and " + repo
                    + " is not a git checkout. Run the tests in a clone of the repository.");
        }
        String from = System.getProperty("upgrade.from", "").trim();
        String revision;
        if (from.isEmpty()) {
            List<String> args = new ArrayList<>(List.of("git", "log", "--first-parent", "-n", "1", "--format=%H", "HEAD", "--"));
            CODE.forEach(p -> args.addAll(p.endsWith("/") ? List.of(p + "src/main", p + "pom.xml") : List.of(p)));
            String newest = run(repo, args, null).trim();
            if (newest.isEmpty()) {
                throw new IOException("No commit in this repository's history changed the services' code; set -Dupgrade.from=<revision>");
            }
            try {
                revision = run(repo, List.of("git", "rev-parse", "--verify", "-q", newest + "^1"), null).trim();
            } catch (IOException noParent) {
                throw new IOException("The newest change of the services' code (" + newest + ") has no parent, so there is no "
                        + "previous version to upgrade from; set -Dupgrade.from=<revision> (a shallow clone has no history: clone fully)");
            }
        } else {
            revision = run(repo, List.of("git", "rev-parse", "--verify", from + "^{commit}"), null).trim();
        }
        PreviousVersion v = new PreviousVersion(revision, run(repo, List.of("git", "log", "-n", "1", "--format=%h %s", revision), null).trim());
        List<String> diff = new ArrayList<>(List.of("git", "diff", "--shortstat", revision, "HEAD", "--"));
        CODE.forEach(p -> diff.addAll(p.endsWith("/") ? List.of(p + "src/main", p + "pom.xml") : List.of(p)));
        String stat = run(repo, diff, null).trim();
        v.changes = stat.isEmpty() ? "no change to the services' code since then" : stat + " in the services' code since then";
        Path dir = work.resolve(revision);
        Path src = dir.resolve("src");
        for (String s : services) {
            v.wars.put(s, src.resolve(s).resolve("target").resolve(s + ".war"));
        }
        if (v.wars.values().stream().allMatch(Files::isRegularFile) && Files.exists(dir.resolve("built"))) {
            log.accept("previous version " + v.subject + ": WARs already built in " + src);
            return v;
        }
        long t0 = System.nanoTime();
        Platform.deleteTree(dir);
        Files.createDirectories(src);
        Path tar = dir.resolve("source.tar");
        run(repo, List.of("git", "archive", "--format=tar", "-o", tar.toString(), revision), null);
        run(src, List.of("tar", "-xf", tar.toString()), null);
        Files.delete(tar);
        // -DskipTests, not -Dmaven.test.skip: the services' tests depend on common's test jar, which is only built
        // when tests compile; with maven.test.skip a machine whose local repository lacks it cannot build at all
        List<String> mvn = new ArrayList<>(List.of(maven(), "-B", "-q", "-ntp", "-DskipTests", "package",
                "-pl", String.join(",", services), "-am"));
        String localRepo = System.getProperty("maven.repo.local", "");
        if (!localRepo.isBlank()) {
            mvn.add("-Dmaven.repo.local=" + localRepo);
        }
        Path buildLog = dir.resolve("build.log");
        log.accept("building the previous version " + v.subject + " (" + String.join(", ", services) + ") in " + src
                + "; log " + buildLog + " ...");
        run(src, mvn, buildLog);
        for (Map.Entry<String, Path> war : v.wars.entrySet()) {
            if (!Files.isRegularFile(war.getValue())) {
                throw new IOException("the previous version's build made no " + war.getValue() + "; see " + buildLog);
            }
        }
        Files.writeString(dir.resolve("built"), revision);
        log.accept("previous version built in " + FaultCluster.seconds(t0) + " s");
        return v;
    }

    private static String maven() {
        String home = System.getProperty("maven.home", "");
        if (!home.isBlank() && Files.isExecutable(Path.of(home, "bin", "mvn"))) {
            return Path.of(home, "bin", "mvn").toString();
        }
        return "mvn";
    }

    /** Runs a command; its output goes to {@code logFile} (or is returned); a non-zero exit is an IOException. */
    private static String run(Path dir, List<String> command, Path logFile) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        Path out = logFile != null ? logFile : Files.createTempFile("previous-version", ".out");
        pb.redirectOutput(out.toFile());
        Process p = pb.start();
        if (!p.waitFor(20, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IOException(String.join(" ", command) + " did not finish within 20 minutes");
        }
        String text = Files.readString(out, StandardCharsets.UTF_8);
        if (logFile == null) {
            Files.delete(out);
        }
        if (p.exitValue() != 0) {
            String tail = text.length() > 4000 ? text.substring(text.length() - 4000) : text;
            throw new IOException(String.join(" ", command) + " failed (exit " + p.exitValue() + ") in " + dir + ":\n" + tail);
        }
        return text;
    }
}
