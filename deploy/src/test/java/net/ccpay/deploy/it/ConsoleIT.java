package net.ccpay.deploy.it;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Agents;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.WebhookReceiver;
import org.htmlunit.BrowserVersion;
import org.htmlunit.WebClient;
import org.htmlunit.html.DomElement;
import org.htmlunit.html.DomNode;
import org.htmlunit.html.HtmlButton;
import org.htmlunit.html.HtmlElement;
import org.htmlunit.html.HtmlInput;
import org.htmlunit.html.HtmlPage;
import org.htmlunit.html.HtmlSelect;
import org.htmlunit.html.HtmlTableRow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.patchJson;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The web console in a real browser engine (HtmlUnit, with its JavaScript engine, in this JVM; nothing
 * downloaded at test time) against the real platform server: the console's pages call the real API from the
 * same origin. Each test signs in with the sandbox token, as a platform engineer would, and acts through the
 * console's buttons and forms; what it sees must match what the API says.
 */
class ConsoleIT {

    static final Duration WAIT = Duration.ofSeconds(45);
    static final String MARKUP = "<img src=x onerror=alert(1)><script>alert(2)</script>";

    /** HTTP/1.1 as the other tests' client (Liberty does not answer the JDK client's h2c upgrade of a GET). */
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private WebClient browser;
    private final List<String> alerts = new CopyOnWriteArrayList<>();

    @BeforeEach
    void openBrowser() {
        browser = new WebClient(BrowserVersion.CHROME);
        browser.getOptions().setThrowExceptionOnScriptError(true);
        browser.getOptions().setThrowExceptionOnFailingStatusCode(true);
        browser.getOptions().setCssEnabled(false);
        browser.setAlertHandler((page, message) -> alerts.add(message));
        browser.setConfirmHandler((page, message) -> {
            alerts.add("confirm: " + message);
            return false;
        });
    }

    @AfterEach
    void closeBrowser() {
        browser.close();
        assertEquals(List.of(), alerts, "no script of the data ran (no alert, no confirm)");
    }

    // ---- page, headers, sign-in -------------------------------------------------------------------

    @Test
    void theConsoleIsServedWithAStrictContentSecurityPolicyAndNoInlineScript() throws Exception {
        HttpClient http = HTTP;
        for (String path : new String[] {"/console/", "/console/console.js", "/console/console.css", "/console/mode",
                "/console/webjars/echarts/5.3.1/dist/echarts.min.js"}) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(PlatformHarness.serverUrl() + path)).timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), path);
            String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
            assertTrue(csp.contains("default-src 'self'"), path + ": " + csp);
            assertTrue(csp.contains("script-src 'self';"), path + ": " + csp);
            assertTrue(csp.contains("frame-ancestors 'none'"), path + ": " + csp);
            assertFalse(csp.contains("unsafe-inline") || csp.contains("unsafe-eval"), csp);
            assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(null), path);
            if (path.equals("/console/")) {
                String html = r.body();
                assertFalse(html.matches("(?s).*<script(?![^>]*\\bsrc=)[^>]*>.*"), "no inline script element");
                assertFalse(html.matches("(?s).*\\son[a-z]+\\s*=.*"), "no inline event handler");
            }
            if (path.equals("/console/mode")) {
                assertEquals("{\"mode\":\"sandbox\"}", r.body(), "the harness runs in sandbox mode");
            }
            if (path.equals("/console/console.js")) {
                assertFalse(r.body().contains("innerHTML"), "the console never parses data as markup");
                assertTrue(r.body().contains("x.open(method, API + path, true)"), "every API call goes to this origin's API path");
                assertFalse(r.body().matches("(?s).*\\.open\\([^)]*https?:.*") || r.body().contains("fetch("), "no request to another host");
            }
        }
    }

    @Test
    void wrongCredentialsAreRefusedAndLogOutForgetsTheToken() throws Exception {
        HtmlPage page = open();
        type(page, "login-id", Api.TOKEN_ID);
        type(page, "login-secret", "not-the-secret");
        click(page, "login-submit");
        await(page, () -> text(page, "login-error").contains("not accepted"), "the refusal");
        assertNull(session(page, "ccpay.console.auth"), "nothing kept after a refusal");

        signIn(page);
        assertNotNull(session(page, "ccpay.console.auth"));
        assertNull(page.executeJavaScript("localStorage.length > 0 ? 'something' : null").getJavaScriptResult(),
                "nothing in localStorage");
        click(page, "logout");
        await(page, () -> isShown(page, "login"), "the login form again");
        assertNull(session(page, "ccpay.console.auth"), "log out forgets the credentials");
        assertTrue(((DomElement) page.getElementById("view")).getChildElementCount() == 0, "no data left on the page");
    }

    // ---- customers ---------------------------------------------------------------------------------

    @Test
    void aCustomerCreatedThroughTheApiIsFoundByPlatformIdNameAndIdAndShownWithItsAccounts() throws Exception {
        String platformId = "console-" + UUID.randomUUID();
        String name = Payments.uniqueName("Katherine Johnson");
        String email = "kj." + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        Api.Reply r = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + platformId
                + "\",\"fullName\":\"" + name + "\",\"email\":\"" + email + "\"}");
        assertEquals(201, r.status(), r.raw().body());
        String id = r.json().getString("id");

        HtmlPage page = signIn(open());
        for (String q : new String[] {platformId, name.toUpperCase(), email, id}) {
            search(page, q);
            await(page, () -> rowsOf(page, "customers-table").size() == 1 && rowText(page, "customers-table", id).contains(name),
                    "one customer found for " + q);
        }
        clickRow(page, "customers-table", id);
        await(page, () -> text(page, "customer-details").contains(name) && text(page, "customer-details").contains(email), "its details");
        await(page, () -> rowsOf(page, "customer-internal-accounts").size() >= 2, "its internal accounts (one per currency)");
        assertTrue(text(page, "customer-details").contains("APPROVED"), text(page, "customer-details"));

        // a change through the API appears without a reload
        assertEquals(200, patchJson("/customers/" + id, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"" + name + " Renamed\"}").status());
        await(page, () -> text(page, "customer-details").contains(name + " Renamed"), "the new name, by the 3 s refresh");
    }

    @Test
    void markupInANameATokenNameAndAWebhookBodyIsShownAsTextAndNeverRuns() throws Exception {
        String platformId = "console-xss-" + UUID.randomUUID();
        Api.Reply r = postJson("/customers", Json.createObjectBuilder().add("customerType", "INDIVIDUAL")
                .add("platformCustomerId", platformId).add("fullName", MARKUP).build().toString());
        assertEquals(201, r.status(), r.raw().body());
        String id = r.json().getString("id");

        HtmlPage page = signIn(open());
        search(page, platformId);
        await(page, () -> rowText(page, "customers-table", id).contains(MARKUP), "the name, as text, in the list");
        clickRow(page, "customers-table", id);
        await(page, () -> text(page, "customer-details").contains(MARKUP), "the name, as text, in the details");
        assertTrue(text(page, "customer-json").contains(MARKUP));
        assertNoInjectedElements(page);

        // the webhook that reports the customer carries the name in its body; the list names the customer (its id on hover)
        page.executeJavaScript("location.hash = '#webhooks'");
        await(page, () -> page.getElementById("webhooks-table") != null && rowsOf(page, "webhooks-table").stream()
                .anyMatch(row -> row.asXml().contains("data-id=\"" + id + "\"")), "the customer's webhook");
        HtmlTableRow hook = rowsOf(page, "webhooks-table").stream().filter(row -> row.asXml().contains("data-id=\"" + id + "\"")).findFirst()
                .orElseThrow();
        hook.getCell(0).click();
        await(page, () -> page.getElementById("webhook-body") != null && text(page, "webhook-body").contains("onerror=alert(1)"), "the body, as text");
        assertNoInjectedElements(page);

        // a token name with markup
        page.executeJavaScript("location.hash = '#tokens'");
        await(page, () -> page.getElementById("token-form") != null, "the tokens view");
        type(page, "token-name", MARKUP);
        click(page, page.getHtmlElementById("token-form").getElementsByTagName("button").get(0));
        await(page, () -> page.getElementById("token-secret") != null, "the new token");
        await(page, () -> page.getElementById("tokens-table") != null && text(page, "tokens-table").contains(MARKUP), "the token's name, as text");
        assertNoInjectedElements(page);
        String tokenId = rowsOf(page, "tokens-table").stream().filter(row -> row.asNormalizedText().contains(MARKUP)).findFirst().orElseThrow()
                .getAttribute("data-id");
        assertEquals(204, Api.delete("/tokens/" + tokenId).status());
    }

    // ---- API tokens: the secret once ----------------------------------------------------------------

    @Test
    void aNewTokensSecretIsShownOnceAndTheTokenCanBeRevoked() throws Exception {
        HtmlPage page = signIn(open());
        page.executeJavaScript("location.hash = '#tokens'");
        await(page, () -> page.getElementById("token-form") != null, "the tokens view");
        String name = Payments.uniqueName("console token");
        type(page, "token-name", name);
        click(page, page.getHtmlElementById("token-form").getElementsByTagName("button").get(0));
        await(page, () -> page.getElementById("token-secret") != null, "the secret");
        String clientId = text(page, "token-client-id");
        String secret = text(page, "token-secret");
        assertTrue(secret.length() >= 16, secret);
        // it works: the API accepts it
        HttpResponse<String> ok = HTTP.send(HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + "/config"))
                .header("Authorization", Api.basic(clientId, secret)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, ok.statusCode());
        await(page, () -> page.getElementById("tokens-table") != null && text(page, "tokens-table").contains(name), "the token in the list");
        assertFalse(text(page, "tokens-table").contains(secret), "the list never shows a secret");
        click(page, "token-secret-done");
        await(page, () -> page.getElementById("token-secret") == null, "the secret gone");
        pause(page, 3500);
        assertFalse(page.asXml().contains(secret), "the secret is nowhere on the page after it was dismissed");
        assertFalse(String.valueOf(page.executeJavaScript("JSON.stringify(sessionStorage)").getJavaScriptResult()).contains(secret));

        // revoke: two clicks (Revoke, Confirm revoke)
        HtmlTableRow row = row(page, "tokens-table", name);
        click(page, buttonIn(row, "Revoke"));
        await(page, () -> buttonIn(row(page, "tokens-table", name), "Confirm revoke") != null, "the confirmation");
        click(page, buttonIn(row(page, "tokens-table", name), "Confirm revoke"));
        await(page, () -> !text(page, "tokens-table").contains(name), "the token gone from the list");
        HttpResponse<String> refused = HTTP.send(HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + "/tokens"))
                .header("Authorization", Api.basic(clientId, secret)).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(refused.statusCode() == 401 || refused.statusCode() == 200,
                "401 once the gateway's short credential cache expires; the token is deleted either way");
        assertEquals(404, get("/tokens/" + row.getAttribute("data-id")).status());
    }

    // ---- money ----------------------------------------------------------------------------------------

    @Test
    void fundingAnAccountFromTheConsoleShowsTheNewBalance() throws Exception {
        Payments.Customer c = Payments.customer("Console Funded");
        HtmlPage page = signIn(open());
        page.executeJavaScript("location.hash = '#customer/" + c.id() + "'");
        await(page, () -> page.getElementById("customer-internal-accounts") != null
                && rowsOf(page, "customer-internal-accounts").stream().anyMatch(r -> r.asNormalizedText().contains(c.usd())), "the USD account");
        click(page, buttonIn(row(page, "customer-internal-accounts", c.usd()), "Fund"));
        await(page, () -> page.getElementById("fund-form") != null, "the sandbox view");
        assertEquals(c.usd(), ((HtmlInput) page.getElementById("fund-account")).getValue(), "the account, filled in");
        type(page, "fund-amount", "12345");
        click(page, page.getHtmlElementById("fund-form").getElementsByTagName("button").get(0));
        await(page, () -> isShown(page, "sandbox-result") && text(page, "sandbox-result").contains("12345"), "the fund answer");
        assertEquals(12345, Payments.usdBalance(c), "the API agrees");

        page.executeJavaScript("location.hash = '#customer/" + c.id() + "'");
        await(page, () -> page.getElementById("customer-internal-accounts") != null
                && rowText(page, "customer-internal-accounts", c.usd()).contains("123.45 USD"), "the balance on the customer's page");
        // and in the accounts view, filtered by the customer
        page.executeJavaScript("location.hash = '#accounts'");
        await(page, () -> page.getElementById("accounts-customer") != null, "the accounts view");
        type(page, "accounts-customer", c.id());
        click(page, page.getHtmlElementById("accounts-customer").getEnclosingForm().getElementsByTagName("button").get(0));
        await(page, () -> page.getElementById("internal-accounts") != null
                && rowText(page, "internal-accounts", c.usd()).contains("123.45 USD"), "the balance in the accounts view");

        // the ledger entries behind the balance (GET /ops/internal-accounts/{id}/ledger-entries)
        clickRow(page, "internal-accounts", c.usd());
        await(page, () -> page.getElementById("ledger-entries") != null && rowsOf(page, "ledger-entries").size() == 1
                && text(page, "ledger-entries").contains("123.45 USD") && text(page, "account-details").contains("123.45 USD"),
                "the funding entry behind the balance");
        assertEquals(100, Payments.fund(c.usd(), 100) - 12345, "a second deposit through the API");
        await(page, () -> rowsOf(page, "ledger-entries").size() == 2 && text(page, "ledger-entries").contains("1.00 USD")
                && text(page, "account-details").contains("124.45 USD"), "the new entry and balance without a reload");

        Api.Reply first = get("/ops/internal-accounts/" + c.usd() + "/ledger-entries?limit=1");
        assertEquals(200, first.status(), first.raw().body());
        assertEquals(2, first.json().getInt("totalCount"));
        assertTrue(first.json().getBoolean("hasMore"));
        JsonObject newest = first.json().getJsonArray("data").getJsonObject(0);
        assertEquals(100, newest.getJsonNumber("amount").longValueExact(), "newest first");
        assertEquals(-100, newest.getJsonArray("counterparts").getValuesAs(JsonObject.class).stream()
                .mapToLong(l -> l.getJsonNumber("amount").longValueExact()).sum(), "the journal balances: the other legs sum to minus the entry");
        Api.Reply second = get("/ops/internal-accounts/" + c.usd() + "/ledger-entries?limit=1&cursor=" + first.json().getString("nextCursor"));
        assertEquals(200, second.status(), second.raw().body());
        assertFalse(second.json().getBoolean("hasMore"));
        assertEquals(12345, second.json().getJsonArray("data").getJsonObject(0).getJsonNumber("amount").longValueExact());
        get("/ops/internal-accounts/InternalAccount:019542f5-b3e7-1d02-0000-000000000099/ledger-entries").assertError(404, "REFERENCE_NOT_FOUND");
        get("/ops/internal-accounts/" + c.usd() + "/ledger-entries?cursor=nope").assertError(400, "INVALID_INPUT");
    }

    @Test
    void aPaymentIsFollowedToCompletedWithTheEventsItsStepsSent() throws Exception {
        Payments.Customer c = Payments.fundedCustomer("Console Payer", 50_000);
        String external = Payments.externalUsdAccountEnding(c.id(), "789");
        JsonObject quote = Payments.createQuote(Payments.accountToAccount(c.usd(), external, "SENDING", 1_500));
        String tx = quote.getString("transactionId");

        HtmlPage page = signIn(open());
        page.executeJavaScript("location.hash = '#transactions'");
        await(page, () -> page.getElementById("transactions-table") != null, "the payments view");
        type(page, "tx-customer", c.id());
        click(page, page.getHtmlElementById("tx-customer").getEnclosingForm().getElementsByTagName("button").get(0));
        await(page, () -> rowText(page, "transactions-table", tx).contains("PENDING"), "the transaction, not executed yet");
        assertEquals(200, Payments.execute(quote.getString("id")).status());
        clickRow(page, "transactions-table", tx);
        await(page, () -> page.getElementById("transaction-details") != null
                && text(page, "transaction-details").contains("COMPLETED"), "COMPLETED, without a reload");
        await(page, () -> {
            String events = text(page, "transaction-events");
            return events.contains("OUTGOING_PAYMENT") && events.contains("COMPLETED") && events.contains("PROCESSING");
        }, "the events of each step (PROCESSING, COMPLETED)");
        assertTrue(text(page, "transaction-details").contains("15.00 USD"), text(page, "transaction-details"));
        assertEquals("COMPLETED", get("/transactions/" + tx).json().getString("status"));
    }

    // ---- webhooks -------------------------------------------------------------------------------------

    @Test
    void aFailedWebhookIsSeenWithItsAttemptAndRedeliveredFromTheConsole() throws Exception {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            receiver.answer(d -> 404);
            assertEquals(200, patchJson("/config", "{\"webhookEndpoint\":\"" + receiver.url() + "\"}").status());
            try {
                String customerId = Customers.create(Payments.uniqueName("Console Hook"), null);
                String webhookId = receiver.await(d -> customerId.equals(d.dataId()), 1, WAIT).get(0).webhookId();
                Payments.await(() -> "FAILED".equals(get("/ops/webhooks/" + webhookId).json().getString("status")), WAIT,
                        () -> "the webhook FAILED");

                HtmlPage page = signIn(open());
                page.executeJavaScript("location.hash = '#webhooks'");
                await(page, () -> page.getElementById("webhooks-table") != null, "the webhooks view");
                HtmlSelect status = (HtmlSelect) page.getElementById("webhook-status");
                status.setSelectedAttribute("FAILED", true);
                click(page, status.getEnclosingForm().getElementsByTagName("button").get(0));
                await(page, () -> rowText(page, "webhooks-table", webhookId).contains("FAILED"), "the failed webhook in the list");
                clickRow(page, "webhooks-table", webhookId);
                await(page, () -> page.getElementById("webhook-attempts") != null && rowsOf(page, "webhook-attempts").size() == 1
                        && text(page, "webhook-attempts").contains("404") && text(page, "webhook-attempts").contains(" ms"),
                        "its attempt: status and latency");
                assertFalse(text(page, "webhook-attempts").contains("{\"received\":404}"),
                        "a loopback receiver's answer is never kept, so never shown");
                assertTrue(text(page, "webhook-body").contains(customerId));

                receiver.answer(d -> 200);
                click(page, "webhook-redeliver");
                await(page, () -> text(page, "webhook-details").contains("DELIVERED") && rowsOf(page, "webhook-attempts").size() == 2,
                        "DELIVERED on the second attempt");
                assertTrue(rowsOf(page, "webhook-attempts").get(1).asNormalizedText().contains("200"));
                assertEquals(2, receiver.matching(d -> webhookId.equals(d.webhookId())).size());
            } finally {
                patchJson("/config", "{\"webhookEndpoint\":null}");
            }
        }
    }

    @Test
    void theConfigShowsTheEndpointCurrenciesAndThePublicKeyAndSendsATestWebhook() throws Exception {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            HtmlPage page = signIn(open());
            page.executeJavaScript("location.hash = '#config'");
            await(page, () -> page.getElementById("config-details") != null && text(page, "public-key").contains("BEGIN PUBLIC KEY"),
                    "the config and the public key");
            assertEquals(get("/webhooks/public-key").raw().body().strip(), text(page, "public-key").strip());
            assertTrue(rowsOf(page, "config-currencies").size() >= 1);
            try {
                type(page, "config-endpoint", receiver.url());
                click(page, page.getHtmlElementById("config-form").getElementsByTagName("button").get(0));
                await(page, () -> text(page, "config-message").contains("Saved"), "saved");
                assertEquals(receiver.url(), get("/config").json().getString("webhookEndpoint"));
                click(page, "test-webhook");
                await(page, () -> isShown(page, "test-webhook-result") && text(page, "test-webhook-result").contains("response_status"),
                        "the test webhook's answer");
                receiver.await(d -> "TEST".equals(d.json().getString("type")), 1, WAIT);
            } finally {
                patchJson("/config", "{\"webhookEndpoint\":null}");
            }
        }
    }

    // ---- agents -----------------------------------------------------------------------------------------

    @Test
    void anAgentsPendingPaymentIsApprovedFromTheConsoleAndCompletes() throws Exception {
        Payments.Customer c = Payments.fundedCustomer("Console Agent Owner", 100_000);
        Agents.Agent agent = Agents.agent(c, Agents.DEFAULT);
        String payee = Payments.externalUsdAccountEnding(c.id(), "124");
        JsonObject q = Agents.quote(agent, c.usd(), payee, 6_000);
        JsonObject pending = Agents.executed(agent, q.getString("id"), "PENDING_APPROVAL");
        String actionId = pending.getString("id");

        HtmlPage page = signIn(open());
        page.executeJavaScript("location.hash = '#agents'");
        await(page, () -> page.getElementById("approvals-table") != null && rowText(page, "approvals-table", actionId).contains(agent.id()),
                "the pending action");
        assertTrue(rowText(page, "approvals-table", actionId).contains("60.00 USD"), rowText(page, "approvals-table", actionId));
        await(page, () -> page.getElementById("agents-table") != null && text(page, "agents-table").contains(agent.id()), "the agent");
        click(page, buttonIn(row(page, "approvals-table", actionId), "Approve"));
        await(page, () -> text(page, "agent-message").contains("Done") && rowText(page, "approvals-table", actionId).isEmpty(),
                "approved and gone from the pending list");
        Payments.awaitStatus(q.getString("transactionId"), "COMPLETED");
        assertEquals(100_000 - 6_000, Payments.usdBalance(c));
    }

    // ---- helpers ------------------------------------------------------------------------------------------

    private HtmlPage open() throws Exception {
        HtmlPage page = browser.getPage(PlatformHarness.serverUrl() + "/console/");
        await(page, () -> isShown(page, "login") || isShown(page, "view"), "the console loaded");
        return page;
    }

    private HtmlPage signIn(HtmlPage page) throws Exception {
        type(page, "login-id", Api.TOKEN_ID);
        type(page, "login-secret", Api.TOKEN_SECRET);
        click(page, "login-submit");
        await(page, () -> isShown(page, "view") && page.getElementById("view-overview") != null, "signed in, on the overview");
        assertEquals("sandbox", text(page, "mode"));
        page.executeJavaScript("location.hash = '#customers'");
        await(page, () -> page.getElementById("view-customers") != null, "the customers view");
        return page;
    }

    private static void search(HtmlPage page, String q) throws Exception {
        type(page, "customer-search", q);
        click(page, page.getHtmlElementById("customer-search-form").getElementsByTagName("button").get(0));
    }

    private static void type(HtmlPage page, String id, String value) {
        HtmlInput input = (HtmlInput) page.getElementById(id);
        input.setValue(value);
    }

    private static void click(HtmlPage page, String id) throws Exception {
        click(page, page.getHtmlElementById(id));
    }

    private static void click(HtmlPage page, HtmlElement e) throws Exception {
        assertNotNull(e, "the element to click");
        e.click();
    }

    private static HtmlButton buttonIn(HtmlTableRow row, String label) {
        if (row == null) {
            return null;
        }
        return row.getElementsByTagName("button").stream().map(b -> (HtmlButton) b)
                .filter(b -> b.asNormalizedText().equals(label)).findFirst().orElse(null);
    }

    private static boolean isShown(HtmlPage page, String id) {
        DomElement e = page.getElementById(id);
        return e != null && !e.hasAttribute("hidden");
    }

    private static String text(HtmlPage page, String id) {
        DomElement e = page.getElementById(id);
        return e == null ? "" : e.getTextContent();
    }

    private static String session(HtmlPage page, String key) {
        Object v = page.executeJavaScript("sessionStorage.getItem('" + key + "')").getJavaScriptResult();
        return v == null || "undefined".equals(String.valueOf(v)) || "null".equals(String.valueOf(v)) ? null : String.valueOf(v);
    }

    private static List<HtmlTableRow> rowsOf(HtmlPage page, String tableId) {
        DomElement t = page.getElementById(tableId);
        if (t == null) {
            return List.of();
        }
        return t.getElementsByTagName("tbody").get(0).getElementsByTagName("tr").stream()
                .map(r -> (HtmlTableRow) r).filter(r -> !"empty".equals(r.getAttribute("class"))).toList();
    }

    private static HtmlTableRow row(HtmlPage page, String tableId, String textOrId) {
        return rowsOf(page, tableId).stream().filter(r -> textOrId.equals(r.getAttribute("data-id")) || r.getTextContent().contains(textOrId))
                .findFirst().orElse(null);
    }

    private static String rowText(HtmlPage page, String tableId, String id) {
        HtmlTableRow r = row(page, tableId, id);
        return r == null ? "" : r.getTextContent() + " " + r.asNormalizedText();
    }

    /**
     * Clicks the row once the table shows it: the views refresh themselves (a poll, a payment's new state), and a
     * refresh replaces the table, so just after an action the row may be between two renderings.
     */
    private void clickRow(HtmlPage page, String tableId, String id) throws Exception {
        HtmlTableRow[] found = new HtmlTableRow[1];
        await(page, () -> (found[0] = row(page, tableId, id)) != null, id + " in " + tableId);
        found[0].getCell(0).click();
    }

    /** No element the data could have brought: no img, no script but the console's own, no iframe. */
    private static void assertNoInjectedElements(HtmlPage page) {
        DomElement view = page.getElementById("view");
        assertEquals(0, view.getElementsByTagName("img").size(), "no <img> in the view");
        assertEquals(0, view.getElementsByTagName("script").size(), "no <script> in the view");
        assertEquals(2, page.getElementsByTagName("script").size(), "only the charting library and console.js");
        for (DomNode n : view.getDescendants()) {
            if (n instanceof DomElement e) {
                assertFalse(e.hasAttribute("onerror") || e.hasAttribute("onload"), e.asXml());
            }
        }
    }

    /** Lets the page's JavaScript run (its timers and requests) until the condition holds. */
    private void await(HtmlPage page, Supplier<Boolean> condition, String what) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            browser.waitForBackgroundJavaScript(150);
            boolean ok;
            try {
                ok = Boolean.TRUE.equals(condition.get());
            } catch (RuntimeException e) {
                ok = false;
            }
            if (ok) {
                return;
            }
        }
        throw new AssertionError("within " + WAIT.toSeconds() + " s: " + what + "; the view shows: "
                + (page.getElementById("view") == null ? "" : page.getElementById("view").asNormalizedText()).replaceAll("\\s+", " ")
                .substring(0, Math.min(3000, (page.getElementById("view") == null ? "" : page.getElementById("view").asNormalizedText())
                        .replaceAll("\\s+", " ").length())) + " | status: " + text(page, "status"));
    }

    private void pause(HtmlPage page, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < deadline) {
            browser.waitForBackgroundJavaScript(100);
        }
    }

}
