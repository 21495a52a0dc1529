/*
 * Headless Chromium driven over the DevTools protocol (a WebSocket; nothing downloaded), shared by the
 * screenshot tools (AdminCenterScreenshots, ConsoleScreenshots). The scripts in deploy/bin compile it with the
 * tool that uses it.
 */
import com.sun.net.httpserver.HttpServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Helpers of the screenshot tools. */
final class HeadlessChromium {

    private HeadlessChromium() {}

    /** A JavaScript string literal. */
    static String js(String s) {
        StringBuilder b = new StringBuilder("'");
        for (char c : s.toCharArray()) {
            if (c == '\'' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7e) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('\'').toString();
    }
}

/** Headless Chromium with the DevTools Protocol on a port of its choice; a throwaway profile. */
final class Browser implements AutoCloseable {
    private final Process process;
    private final Path profile;
    private final String devtools;

    private Browser(Process process, Path profile, String devtools) {
        this.process = process;
        this.profile = profile;
        this.devtools = devtools;
    }

    static Browser launch() throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("headless-chromium");
        String chromium = System.getenv().getOrDefault("CHROMIUM", "chromium");
        ProcessBuilder pb = new ProcessBuilder(chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
                "--ignore-certificate-errors", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
                "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "--user-data-dir=" + profile,
                "--window-size=1440,900", "about:blank");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        Pattern listening = Pattern.compile("DevTools listening on ws://([^/]+)/");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        String line;
        while ((line = r.readLine()) != null && System.nanoTime() < deadline) {
            Matcher m = listening.matcher(line);
            if (m.find()) {
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
                return new Browser(p, profile, m.group(1));
            }
        }
        p.destroyForcibly();
        throw new IOException("Chromium did not open its DevTools port (is it installed? apt-get install chromium)");
    }

    Page page() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String list = http.send(HttpRequest.newBuilder(URI.create("http://" + devtools + "/json/list")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        Matcher m = Pattern.compile("\"type\"\\s*:\\s*\"page\"[^}]*?\"webSocketDebuggerUrl\"\\s*:\\s*\"([^\"]+)\"").matcher(list);
        if (!m.find()) {
            m = Pattern.compile("\"webSocketDebuggerUrl\"\\s*:\\s*\"(ws://[^\"]+/page/[^\"]+)\"").matcher(list);
            if (!m.find()) {
                throw new IOException("no page target in " + list);
            }
        }
        return new Page(http, URI.create(m.group(1)));
    }

    @Override
    public void close() throws Exception {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        try (var paths = Files.walk(profile)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }
}

/** One tab: commands by id, answers matched by id (events are ignored). */
final class Page implements WebSocket.Listener {
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<String>> pending = new ConcurrentHashMap<>();
    private final StringBuilder frame = new StringBuilder();

    Page(HttpClient http, URI ws) {
        this.socket = http.newWebSocketBuilder().buildAsync(ws, this).join();
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
        frame.append(data);
        if (last) {
            String message = frame.toString();
            frame.setLength(0);
            Matcher m = Pattern.compile("^\\{\"id\":(\\d+),").matcher(message);
            if (m.find()) {
                CompletableFuture<String> f = pending.remove(Integer.parseInt(m.group(1)));
                if (f != null) {
                    f.complete(message);
                }
            }
        }
        ws.request(1);
        return null;
    }

    String call(String method, String params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<String> answer = new CompletableFuture<>();
        pending.put(id, answer);
        socket.sendText("{\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}", true).join();
        String message = answer.get(120, TimeUnit.SECONDS);
        if (message.contains("\"error\":{")) {
            throw new IOException(method + ": " + message);
        }
        return message;
    }

    void navigate(String url) throws Exception {
        call("Page.navigate", "{\"url\":\"" + url + "\"}");
        settle(1);
    }

    /** The value of a JavaScript expression, as a string. */
    String eval(String expression) throws Exception {
        String answer = call("Runtime.evaluate", "{\"expression\":" + json(expression) + ",\"returnByValue\":true}");
        int at = answer.indexOf("\"value\":");
        if (at < 0) {
            return answer.contains("\"exceptionDetails\"") ? "exception: " + answer : "";
        }
        at += "\"value\":".length();
        if (answer.charAt(at) != '"') {
            Matcher m = Pattern.compile("^(true|false|-?[0-9.eE+]+|null)").matcher(answer.substring(at));
            return m.find() ? m.group(1) : "";
        }
        int end = at + 1;
        while (answer.charAt(end) != '"') {
            end += answer.charAt(end) == '\\' ? 2 : 1;
        }
        return unjson(answer.substring(at + 1, end));
    }

    void waitFor(String condition, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            if ("true".equals(eval("(function(){ try { return !!(" + condition + "); } catch (e) { return false; } })()"))) {
                return;
            }
            Thread.sleep(500);
        }
        throw new IOException("timed out waiting for " + condition + " at " + eval("location.href"));
    }

    /** A mouse click in the middle of the element (Dojo's widgets listen to the mouse, not to element.click()). */
    void click(String element) throws Exception {
        String xy = eval("(function(){ var e = " + element + "; if (!e) { return ''; } var r = e.getBoundingClientRect();"
                + " var w = e.ownerDocument.defaultView, x = r.left + r.width / 2, y = r.top + r.height / 2;"
                + " if (w.frameElement) { var f = w.frameElement.getBoundingClientRect(); x += f.left; y += f.top; }"
                + " return x + ',' + y; })()");
        if (xy.isEmpty() || !xy.contains(",")) {
            throw new IOException("nothing to click: " + element);
        }
        String[] p = xy.split(",");
        for (String type : new String[] {"mouseMoved", "mousePressed", "mouseReleased"}) {
            call("Input.dispatchMouseEvent", "{\"type\":\"" + type + "\",\"x\":" + p[0] + ",\"y\":" + p[1]
                    + ",\"button\":\"left\",\"clickCount\":1}");
        }
    }

    void settle(int seconds) throws InterruptedException {
        Thread.sleep(Duration.ofSeconds(seconds).toMillis());
    }

    void screenshot(Path file) throws Exception {
        String answer = call("Page.captureScreenshot", "{\"format\":\"png\"}");
        Matcher m = Pattern.compile("\"data\":\"([A-Za-z0-9+/=]+)\"").matcher(answer);
        if (!m.find()) {
            throw new IOException("no screenshot in the answer");
        }
        Files.write(file, Base64.getDecoder().decode(m.group(1)));
        System.out.println("[screenshots] " + file);
    }

    static String json(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    static String unjson(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 >= s.length()) {
                b.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'n' -> b.append('\n');
                case 't' -> b.append('\t');
                case 'r' -> b.append('\r');
                case 'u' -> {
                    b.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> b.append(n);
            }
        }
        return b.toString();
    }
}
