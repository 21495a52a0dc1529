package net.ccpay.deploy;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One Open Liberty server run as a child process ({@code bin/server run}), so that stopping this
 * JVM stops it too. Output goes to the console (launcher) or to a file (tests).
 */
public final class LibertyServer {

    private final Path wlpDir;
    private final String name;
    private final Map<String, String> env;
    private final Path consoleLog;
    private Process process;

    /**
     * @param env        added to this JVM's environment for the server; a null value removes the variable
     * @param consoleLog where Liberty's console goes; null to share this process's console
     */
    public LibertyServer(Path wlpDir, String name, Map<String, String> env, Path consoleLog) {
        this.wlpDir = wlpDir;
        this.name = name;
        this.env = env;
        this.consoleLog = consoleLog;
    }

    public void start() throws IOException {
        Path script = wlpDir.resolve("bin/server");
        if (!Files.isRegularFile(script)) {
            throw new IOException("No Liberty runtime at " + wlpDir + ": build it first with 'mvn -DskipTests package'");
        }
        script.toFile().setExecutable(true);
        // A messages.log left by the previous run would be read as this run's (see firstLogLine).
        Files.deleteIfExists(messagesLog());
        ProcessBuilder pb = new ProcessBuilder(List.of(script.toString(), "run", name));
        applyEnvironment(pb);
        if (consoleLog == null) {
            pb.inheritIO();
        } else {
            Files.createDirectories(consoleLog.getParent());
            pb.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(consoleLog.toFile()));
        }
        process = pb.start();
    }

    /** This JVM's environment with the server's on top; a null value removes that variable. */
    private void applyEnvironment(ProcessBuilder pb) {
        env.forEach((name, value) -> {
            if (value == null) {
                pb.environment().remove(name);
            } else {
                pb.environment().put(name, value);
            }
        });
    }

    /** Polls a URL until it answers 200; fails early if the server process died. */
    public void awaitReady(URI url, Duration timeout, Consumer<String> progress) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + timeout.toNanos();
        long nextNote = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        int last = -1;
        while (System.nanoTime() < deadline) {
            String failed = firstLogLine("CWWKZ0012I", "CWWKZ0002E");
            if (failed != null) {
                throw new IOException("An application failed to start: " + failed + " — see " + messagesLog());
            }
            // The health port can answer while another port of the server (its API port) could not be opened.
            String portTaken = firstLogLine("CWWKO0221E");
            if (portTaken != null) {
                throw new IOException("Liberty server '" + name + "' could not open a port: " + portTaken + " — see " + messagesLog());
            }
            if (process != null && !process.isAlive()) {
                throw new IOException("Liberty server '" + name + "' exited with code " + process.exitValue()
                        + (consoleLog == null ? "" : "; see " + consoleLog));
            }
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(url).timeout(Duration.ofSeconds(5)).build(),
                        HttpResponse.BodyHandlers.ofString());
                last = r.statusCode();
                if (last == 200) {
                    return;
                }
            } catch (IOException e) {
                last = -1;
            }
            if (System.nanoTime() > nextNote) {
                progress.accept("  ... waiting for " + url + " (last answer: " + (last < 0 ? "no connection" : last) + ")");
                nextNote = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            }
            Thread.sleep(500);
        }
        throw new IOException("Liberty server '" + name + "' not ready within " + timeout.toSeconds() + " s (last answer: " + last + ")"
                + (consoleLog == null ? "" : "; see " + consoleLog));
    }

    /** Liberty's messages.log of this server (under WLP_OUTPUT_DIR when that is set). */
    public Path messagesLog() {
        String out = env.get("WLP_OUTPUT_DIR");
        Path root = out != null ? Path.of(out) : wlpDir.resolve("usr/servers");
        return root.resolve(name).resolve("logs/messages.log");
    }

    /**
     * This run's first log line with one of these message ids ("application was not started" CWWKZ0012I,
     * CWWKZ0002E; "port in use" CWWKO0221E), from the id on; null if none.
     */
    private String firstLogLine(String... ids) {
        Path log = messagesLog();
        if (!Files.isRegularFile(log)) {
            return null;
        }
        try (var lines = Files.lines(log)) {
            for (String line : (Iterable<String>) lines::iterator) {
                for (String id : ids) {
                    int at = line.indexOf(id);
                    if (at >= 0) {
                        return line.substring(at);
                    }
                }
            }
            return null;
        } catch (IOException | java.io.UncheckedIOException e) {
            return null;
        }
    }

    /** Asks Liberty to stop (it finishes requests in flight), then waits; kills it after the timeout. */
    public void stop(Duration timeout) throws InterruptedException {
        if (process == null || !process.isAlive()) {
            return;
        }
        try {
            ProcessBuilder pb = new ProcessBuilder(List.of(wlpDir.resolve("bin/server").toString(), "stop", name));
            applyEnvironment(pb);
            pb.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
            Process stopper = pb.start();
            stopper.waitFor(timeout.toSeconds(), TimeUnit.SECONDS);
        } catch (IOException e) {
            process.destroy();
        }
        if (!process.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    public boolean isAlive() {
        return process != null && process.isAlive();
    }

    /**
     * SIGKILL to the server's JVM and the script that started it, as a crash would end it: no shutdown hook,
     * no request finished, nothing flushed that the server had not written yet. Returns when all are gone.
     */
    public void kill() throws InterruptedException {
        if (process == null) {
            return;
        }
        List<ProcessHandle> all = new java.util.ArrayList<>(process.descendants().toList());
        all.add(process.toHandle());
        all.forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle h : all) {
            try {
                h.onExit().get(30, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                throw new IllegalStateException("Liberty server '" + name + "' (pid " + h.pid() + ") did not die", e);
            }
        }
    }
}
