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

import com.sun.net.httpserver.HttpServer;

/**
 * Screenshots of the web console for the README, taken with the machine's headless Chromium over the Chrome
 * DevTools Protocol (the JDK's own WebSocket client; nothing downloaded). Run by deploy/bin/console-screenshots,
 * which starts the platform; by hand, against a running sandbox platform:
 *
 * <pre>
 *   java deploy/tools/ConsoleScreenshots.java http://localhost:9080 sandbox sandbox-secret docs/console
 * </pre>
 *
 * It first gives the views something to show through the public API (customers, one with markup in its name,
 * a funded account, a payment, a webhook its endpoint refused, an agent's payment waiting for approval), then
 * signs in to the console and takes one picture per view.
 */
public final class ConsoleScreenshots {

    static final String B = "/grid/2025-10-13";
    static HttpClient http = HttpClient.newHttpClient();
    static String server;
    static String auth;

    public static void main(String[] args) throws Exception {
        int status = 1;
        try {
            run(args);
            status = 0;
        } finally {
            // the webhook receiver's threads would keep this JVM alive after a failure
            System.exit(status);
        }
    }

    static void run(String[] args) throws Exception {
        if (args.length != 4) {
            System.err.println("usage: java ConsoleScreenshots.java http://<host>:<port> <client id> <client secret> <output dir>");
            System.exit(2);
        }
        server = args[0].replaceAll("/+$", "");
        auth = "Basic " + Base64.getEncoder().encodeToString((args[1] + ":" + args[2]).getBytes(StandardCharsets.UTF_8));
        Path out = Path.of(args[3]);
        Files.createDirectories(out);

        // ---- data for the views, through the API
        HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/hooks", x -> {
            x.getRequestBody().readAllBytes();
            byte[] b = "{\"error\":\"unknown signature\"}".getBytes(StandardCharsets.UTF_8);
            x.sendResponseHeaders(401, b.length);
            try (OutputStream o = x.getResponseBody()) { o.write(b); }
        });
        receiver.start();
        String hookUrl = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hooks";
        try {
            seedAndShoot(args, out, hookUrl);
        } finally {
            try {
                call("PATCH", "/config", "{\"webhookEndpoint\":null}");
            } finally {
                receiver.stop(0);
            }
        }
    }

    static void seedAndShoot(String[] args, Path out, String hookUrl) throws Exception {
        call("PATCH", "/config", "{\"webhookEndpoint\":\"" + hookUrl + "\"}");
        String ada = id(call("POST", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"team-ada-" + shortId()
                + "\",\"fullName\":\"Ada Lovelace\",\"email\":\"ada@example.com\",\"birthDate\":\"1990-12-10\",\"nationality\":\"GB\"}"));
        call("POST", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"team-grace-" + shortId()
                + "\",\"fullName\":\"Grace Hopper 001\",\"email\":\"grace@example.com\"}");
        call("POST", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"team-x-" + shortId()
                + "\",\"fullName\":\"<img src=x onerror=alert(1)><script>alert(2)</script>\"}");
        String usd = null;
        for (int i = 0; i < 60 && usd == null; i++) {
            String accounts = call("GET", "/customers/internal-accounts?currency=USD&customerId=" + ada, null);
            Matcher m = Pattern.compile("\"id\":\"(InternalAccount:[^\"]+)\"").matcher(accounts);
            if (m.find() && accounts.contains("ACTIVE")) { usd = m.group(1); } else { Thread.sleep(500); }
        }
        if (usd == null) { throw new IOException("Ada's USD account did not become active"); }
        call("POST", "/sandbox/internal-accounts/" + usd + "/fund", "{\"amount\":250000}");
        String payee = id(call("POST", "/customers/external-accounts", "{\"customerId\":\"" + ada + "\",\"currency\":\"USD\",\"accountInfo\":"
                + "{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"5550001234789\",\"routingNumber\":\"021000021\",\"bankAccountType\":\"CHECKING\","
                + "\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Charles Babbage\"}}}"));
        String quote = call("POST", "/quotes", "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"" + usd + "\"},"
                + "\"destination\":{\"destinationType\":\"ACCOUNT\",\"accountId\":\"" + payee + "\"},"
                + "\"lockedCurrencySide\":\"SENDING\",\"lockedCurrencyAmount\":12500,\"description\":\"Invoice 42\"}");
        String quoteId = id(quote);
        String txId = field(quote, "transactionId");
        call("POST", "/quotes/" + quoteId + "/execute", "{}");
        // an agent whose payment above its threshold waits for the platform
        String agent = call("POST", "/agents", "{\"name\":\"Bookkeeping agent\",\"customerId\":\"" + ada + "\",\"policy\":{\"permissions\":"
                + "[\"VIEW_TRANSACTIONS\",\"CREATE_QUOTES\",\"EXECUTE_QUOTES\"],\"defaultExecutionMode\":\"AUTO\",\"spendingLimits\":"
                + "{\"currency\":\"USD\",\"perTransactionLimit\":20000,\"dailyLimit\":100000,\"monthlyLimit\":1000000},"
                + "\"approvalThresholds\":{\"currency\":\"USD\",\"amount\":5000}}}");
        Matcher code = Pattern.compile("\"code\":\"(GRID-AGENT-[^\"]+)\"").matcher(agent);
        if (code.find()) {
            String redeemed = send("POST", "/agents/device-codes/" + code.group(1) + "/redeem", "{}", null);
            String token = field(redeemed, "accessToken");
            String agentQuote = send("POST", "/agents/me/quotes", "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"" + usd + "\"},"
                    + "\"destination\":{\"destinationType\":\"ACCOUNT\",\"accountId\":\"" + payee + "\"},"
                    + "\"lockedCurrencySide\":\"SENDING\",\"lockedCurrencyAmount\":7000}", "Bearer " + token);
            send("POST", "/agents/me/quotes/" + id(agentQuote) + "/execute", "{}", "Bearer " + token);
        }
        Thread.sleep(4000);

        // ---- the console
        try (Browser browser = Browser.launch()) {
            Page page = browser.page();
            page.call("Emulation.setDeviceMetricsOverride", "{\"width\":1440,\"height\":900,\"deviceScaleFactor\":1,\"mobile\":false}");
            page.navigate(server + "/console/");
            page.waitFor("document.getElementById('login-form') !== null && !document.getElementById('login').hidden", 60);
            page.eval("document.getElementById('login-id').value = " + HeadlessChromium.js(args[1]) + "; true");
            page.screenshot(out.resolve("01-login.png"));
            page.eval("document.getElementById('login-secret').value = " + HeadlessChromium.js(args[2])
                    + "; document.getElementById('login-form').requestSubmit(); true");
            // the overview first (its charts drawn), in the light and the dark system theme
            page.waitFor("document.querySelector('#chart-payments canvas') !== null && document.getElementById('overview-onboarding-table') !== null"
                    + " && document.getElementById('webhooks-stats') !== null", 60);
            page.settle(3);
            page.screenshot(out.resolve("00-overview.png"));
            page.call("Emulation.setEmulatedMedia", "{\"features\":[{\"name\":\"prefers-color-scheme\",\"value\":\"dark\"}]}");
            page.eval("location.hash = '#overview/'; true");
            page.settle(3);
            page.screenshot(out.resolve("00-overview-dark.png"));
            page.call("Emulation.setEmulatedMedia", "{\"features\":[{\"name\":\"prefers-color-scheme\",\"value\":\"light\"}]}");
            shot(page, "#customers", "document.getElementById('customers-table') !== null", out.resolve("02-customers.png"));
            shot(page, "#customer/" + ada, "document.getElementById('customer-internal-accounts') !== null", out.resolve("03-customer.png"));
            shot(page, "#accounts", "document.getElementById('internal-accounts') !== null", out.resolve("04-accounts.png"));
            shot(page, "#transaction/" + txId, "document.getElementById('transaction-events') !== null"
                    + " && document.getElementById('transaction-details').innerText.indexOf('COMPLETED') >= 0", out.resolve("05-transaction.png"));
            shot(page, "#webhooks", "document.getElementById('webhooks-table') !== null", out.resolve("06-webhooks.png"));
            page.eval("(function(){ var r = document.querySelector('#webhooks-table tbody tr[data-id]'); r.cells[0].click(); return true; })()");
            page.waitFor("document.getElementById('webhook-attempts') !== null", 30);
            page.settle(2);
            page.screenshot(out.resolve("07-webhook.png"));
            shot(page, "#config", "document.getElementById('public-key') !== null && document.getElementById('public-key').textContent.length > 0",
                    out.resolve("08-config.png"));
            shot(page, "#tokens", "document.getElementById('token-form') !== null", null);
            page.eval("document.getElementById('token-name').value = 'Reconciliation job';"
                    + " document.getElementById('token-form').requestSubmit(); true");
            page.waitFor("document.getElementById('token-secret') !== null", 30);
            page.settle(2);
            page.screenshot(out.resolve("09-tokens-secret-once.png"));
            shot(page, "#agents", "document.getElementById('approvals-table') !== null", out.resolve("10-agents.png"));
            shot(page, "#sandbox", "document.getElementById('fund-form') !== null", out.resolve("11-sandbox.png"));
        }
    }

    static void shot(Page page, String hash, String ready, Path file) throws Exception {
        page.eval("location.hash = " + HeadlessChromium.js(hash) + "; true");
        page.waitFor(ready, 60);
        page.settle(2);
        if (file != null) {
            page.screenshot(file);
        }
    }

    static String shortId() {
        return UUID.randomUUID().toString().substring(0, 8);
    }

    static String call(String method, String path, String json) throws Exception {
        return send(method, path, json, auth);
    }

    static String send(String method, String path, String json, String authorization) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server + B + path)).timeout(Duration.ofSeconds(30));
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        if (json != null) {
            b.header("Content-Type", "application/json");
        }
        HttpResponse<String> r = http.send(b.method(method, json == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() >= 300) {
            throw new IOException(method + " " + path + ": " + r.statusCode() + " " + r.body());
        }
        return r.body();
    }

    static String id(String json) {
        return field(json, "id");
    }

    static String field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]+)\"").matcher(json);
        if (!m.find()) {
            throw new IllegalStateException("no " + name + " in " + json);
        }
        return m.group(1);
    }
}
