package net.ccpay.deploy.it.support;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The machine's headless Chromium, driven over the DevTools protocol (a WebSocket of the JDK's HTTP client; nothing is
 * downloaded), for the tests that need a real browser (tag "full"): the same way deploy/tools/HeadlessChromium drives
 * it for the screenshots. {@code CHROMIUM} names the binary (default {@code chromium}); without one the test fails
 * saying how to install it, it never skips.
 */
public final class Chromium implements AutoCloseable {

    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonObject>> pending = new ConcurrentHashMap<>();

    private Chromium(Process process, Path profile, WebSocket socket) {
        this.process = process;
        this.profile = profile;
        this.socket = socket;
    }

    /** The binary, or an AssertionError saying how to install it. */
    public static String binary() {
        String name = System.getenv().getOrDefault("CHROMIUM", "chromium");
        if (name.contains("/") ? Files.isExecutable(Path.of(name)) : onPath(name)) {
            return name;
        }
        throw new AssertionError("This test needs a real browser: Chromium ('" + name + "') is not installed. On Debian or Ubuntu: "
                + "apt-get install -y chromium (or set CHROMIUM=/path/to/chromium), then run it again with -Pfull.");
    }

    private static boolean onPath(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                return true;
            }
        }
        return false;
    }

    /** A headless Chromium with a throwaway profile, on one blank tab. */
    public static Chromium launch() throws Exception {
        String binary = binary();
        Path profile = Files.createTempDirectory("chromium-it");
        ProcessBuilder pb = new ProcessBuilder(binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--no-default-browser-check", "--hide-scrollbars", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
                "--user-data-dir=" + profile, "--window-size=1440,1000", "about:blank");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        Pattern listening = Pattern.compile("DevTools listening on ws://([^/]+)/");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String line;
        String devtools = null;
        while (devtools == null && System.nanoTime() < deadline && (line = r.readLine()) != null) {
            Matcher m = listening.matcher(line);
            if (m.find()) {
                devtools = m.group(1);
            }
        }
        if (devtools == null) {
            p.destroyForcibly();
            throw new AssertionError("Chromium (" + binary + ") did not open its DevTools port");
        }
        Thread drain = new Thread(() -> {
            try {
                while (r.readLine() != null) {
                    // Chromium's own chatter
                }
            } catch (IOException ignored) {
                // the browser has gone
            }
        });
        drain.setDaemon(true);
        drain.start();
        HttpClient http = HttpClient.newHttpClient();
        String list = http.send(HttpRequest.newBuilder(URI.create("http://" + devtools + "/json/list")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String ws = null;
        for (JsonValue v : Json.createReader(new StringReader(list)).readArray()) {
            JsonObject t = v.asJsonObject();
            if ("page".equals(t.getString("type", "")) && t.containsKey("webSocketDebuggerUrl")) {
                ws = t.getString("webSocketDebuggerUrl");
                break;
            }
        }
        if (ws == null) {
            p.destroyForcibly();
            throw new AssertionError("no page target in " + list);
        }
        Chromium[] self = new Chromium[1];
        StringBuilder frame = new StringBuilder();
        WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(ws), new WebSocket.Listener() {
            @Override
            public CompletionStage<?> onText(WebSocket s, CharSequence data, boolean last) {
                frame.append(data);
                if (last) {
                    JsonObject message = Json.createReader(new StringReader(frame.toString())).readObject();
                    frame.setLength(0);
                    if (message.containsKey("id") && self[0] != null) {
                        CompletableFuture<JsonObject> f = self[0].pending.remove(message.getInt("id"));
                        if (f != null) {
                            f.complete(message);
                        }
                    }
                }
                s.request(1);
                return null;
            }
        }).join();
        self[0] = new Chromium(p, profile, socket);
        return self[0];
    }

    /** A DevTools command; its result. */
    public JsonObject call(String method, JsonObject params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonObject> answer = new CompletableFuture<>();
        pending.put(id, answer);
        socket.sendText(Json.createObjectBuilder().add("id", id).add("method", method).add("params", params).build().toString(), true).join();
        JsonObject message = answer.get(120, TimeUnit.SECONDS);
        if (message.containsKey("error")) {
            throw new IOException(method + ": " + message);
        }
        return message.getJsonObject("result");
    }

    public void navigate(String url) throws Exception {
        call("Page.navigate", Json.createObjectBuilder().add("url", url).build());
    }

    /**
     * The value of a JavaScript expression (a promise is awaited), as a string: JSON.stringify it in the expression
     * for anything but a string, number or boolean. DevTools' evaluation is not subject to the page's CSP.
     */
    public String eval(String expression) throws Exception {
        JsonObject r = call("Runtime.evaluate", Json.createObjectBuilder().add("expression", expression).add("returnByValue", true)
                .add("awaitPromise", true).build());
        if (r.containsKey("exceptionDetails")) {
            throw new IOException("script failed: " + r.getJsonObject("exceptionDetails"));
        }
        JsonValue v = r.getJsonObject("result").get("value");
        if (v == null || v.getValueType() == JsonValue.ValueType.NULL) {
            return "";
        }
        return v.getValueType() == JsonValue.ValueType.STRING ? ((jakarta.json.JsonString) v).getString() : v.toString();
    }

    /** Waits until the expression is truthy. */
    public void waitFor(String condition, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            if ("true".equals(eval("(function(){ try { return !!(" + condition + "); } catch (e) { return false; } })()"))) {
                return;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("timed out waiting for " + condition + " at " + eval("location.href") + "; the page shows: "
                + eval("(document.getElementById('view') || document.body).innerText.substring(0, 2000)"));
    }

    /** A key pressed and released on the focused element ("Tab", "Enter"), as the keyboard sends it. */
    public void press(String key, boolean shift) throws Exception {
        int code = switch (key) {
            case "Tab" -> 9;
            case "Enter" -> 13;
            case " " -> 32;
            default -> throw new IllegalArgumentException(key);
        };
        for (String type : new String[] {"keyDown", "keyUp"}) {
            var params = Json.createObjectBuilder().add("type", type).add("key", key).add("code", key.equals(" ") ? "Space" : key)
                    .add("windowsVirtualKeyCode", code).add("modifiers", shift ? 8 : 0);
            if (type.equals("keyDown") && key.equals("Enter")) {
                params.add("text", "\r");
            }
            call("Input.dispatchKeyEvent", params.build());
        }
    }

    /** prefers-color-scheme as the system would set it ("light" or "dark"). */
    public void colorScheme(String scheme) throws Exception {
        call("Emulation.setEmulatedMedia", Json.createObjectBuilder().add("features", Json.createArrayBuilder()
                .add(Json.createObjectBuilder().add("name", "prefers-color-scheme").add("value", scheme))).build());
    }

    public void screenshot(Path file) throws Exception {
        JsonObject r = call("Page.captureScreenshot", Json.createObjectBuilder().add("format", "png").build());
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, Base64.getDecoder().decode(r.getString("data")));
    }

    /** A JavaScript string literal of {@code s}. */
    public static String js(String s) {
        return Json.createValue(s).toString();
    }

    @Override
    public void close() throws Exception {
        try {
            socket.abort();
        } finally {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            // best effort: Chromium's helper processes may still be removing files of the profile while it is walked
            try (var paths = Files.walk(profile)) {
                paths.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            } catch (java.io.UncheckedIOException | java.io.IOException e) {
                System.out.println("[chromium] the temporary profile " + profile + " was not wholly deleted: " + e.getMessage());
            }
        }
    }
}
