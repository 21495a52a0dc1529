package net.ccpay.deploy.it;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Chromium;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The console in a real browser: the machine's headless Chromium (apt-get install -y chromium; without it this test
 * fails saying so, it never skips), through the overview and every page with data seeded through the API.
 * <ul>
 *   <li>every page passes axe-core's WCAG 2.1 A and AA rules (contrast included), in the light and in the dark system
 *       theme;</li>
 *   <li>by keyboard alone: Tab reaches Find, the navigation and the period buttons; Enter follows a link and opens a
 *       row;</li>
 *   <li>the overview's charts are drawn (a canvas each) and the totals of what they draw equal the API's numbers.</li>
 * </ul>
 * Screenshots of each page, light and dark, are left in deploy/target/console-browser. Tag "full": run with -Pfull.
 */
@Tag("full")
class ConsoleBrowserIT {

    /** The pages, each with an element that shows it has its data. */
    private static final String WCAG = "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']";

    @Test
    void everyPagePassesAxeInLightAndDarkIsUsableByKeyboardAndChartsTheApisNumbers() throws Exception {
        Chromium.binary();
        Payments.Customer c = Payments.fundedCustomer("Browser Checked", 25_000);
        String external = Payments.externalUsdAccount(c.id(), "555000333000");
        JsonObject tx = Payments.transferOut(c.usd(), external, 2_500);
        Payments.awaitStatus(tx.getString("id"), "COMPLETED");
        Api.Reply waiting = postJson("/customers", Json.createObjectBuilder().add("customerType", "INDIVIDUAL")
                .add("platformCustomerId", "browser-" + UUID.randomUUID()).add("fullName", Payments.uniqueName("Browser Waiting") + " 001").build().toString());
        assertEquals(201, waiting.status(), waiting.raw().body());
        JsonArray hooks = get("/ops/webhooks?limit=1").json().getJsonArray("data");

        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("overview", "document.querySelector('#overview-payments-table') && document.querySelector('#chart-payments canvas')"
                + " && document.querySelector('#overview-onboarding-table') && document.querySelector('#webhooks-stats')");
        pages.put("customers", "document.querySelector('#customers-table tbody tr')");
        pages.put("customer/" + c.id(), "document.querySelector('#customer-details') && document.querySelector('#customer-internal-accounts tbody tr')");
        pages.put("accounts", "document.querySelector('#internal-accounts tbody tr')");
        pages.put("account/" + c.usd(), "document.querySelector('#ledger-entries tbody tr')");
        pages.put("transactions", "document.querySelector('#transactions-table tbody tr')");
        pages.put("transaction/" + tx.getString("id"), "document.querySelector('#transaction-details') && document.querySelector('#transaction-events')");
        pages.put("webhooks", "document.querySelector('#webhooks-table')");
        if (!hooks.isEmpty()) {
            pages.put("webhook/" + hooks.getJsonObject(0).getString("id"), "document.querySelector('#webhook-details')");
        }
        pages.put("config", "document.querySelector('#config-details') && document.querySelector('#public-key').textContent.length > 0");
        pages.put("tokens", "document.querySelector('#tokens-table tbody tr')");
        pages.put("agents", "document.querySelector('#agents-table')");
        pages.put("sandbox", "document.querySelector('#fund-form')");

        String axe;
        try (InputStream in = ConsoleBrowserIT.class.getResourceAsStream("/META-INF/resources/webjars/axe-core/4.6.3/axe.min.js")) {
            assertTrue(in != null, "axe-core's WebJar on the test classpath");
            axe = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path shots = Path.of("target", "console-browser");
        List<String> violations = new ArrayList<>();
        try (Chromium browser = Chromium.launch()) {
            browser.navigate(PlatformHarness.serverUrl() + "/console/");
            browser.waitFor("document.getElementById('login') && !document.getElementById('login').hidden", 60);
            browser.eval(axe);
            for (String scheme : List.of("light", "dark")) {
                browser.colorScheme(scheme);
                violations.addAll(axe(browser, "login (" + scheme + ")"));
            }
            browser.colorScheme("light");
            browser.screenshot(shots.resolve("00-login.png"));
            browser.eval("document.getElementById('login-id').value = " + Chromium.js(Api.TOKEN_ID) + ";"
                    + " document.getElementById('login-secret').value = " + Chromium.js(Api.TOKEN_SECRET) + ";"
                    + " document.getElementById('login-submit').click(); 'ok'");
            browser.waitFor("document.getElementById('view-overview')", 30);

            int n = 1;
            for (var page : pages.entrySet()) {
                browser.eval("location.hash = " + Chromium.js("#" + page.getKey()) + "; 'ok'");
                browser.waitFor(page.getValue(), 45);
                String name = String.format("%02d-%s", n++, page.getKey().replaceAll("[^A-Za-z]+.*$", ""));
                for (String scheme : List.of("light", "dark")) {
                    browser.colorScheme(scheme);
                    Thread.sleep(300);
                    violations.addAll(axe(browser, page.getKey() + " (" + scheme + ")"));
                    browser.screenshot(shots.resolve(name + "-" + scheme + ".png"));
                }
                browser.colorScheme("light");
            }
            if (!violations.isEmpty()) {
                fail("axe-core found " + violations.size() + " WCAG 2.1 A/AA violations:\n" + String.join("\n", violations));
            }

            // people read names: the payment's customer by name, where its money went as beneficiary, currency and
            // last digits, where it came from as the owner's balance; each id on hover
            String customerName = get("/customers/" + c.id()).json().getString("fullName");
            browser.eval("location.hash = " + Chromium.js("#transaction/" + tx.getString("id")) + "; 'ok'");
            String details = "document.querySelector('#transaction-details')";
            browser.waitFor(details + " && " + details + ".textContent.indexOf(" + Chromium.js("Grace Receiver \u00b7 USD \u20263000") + ") >= 0"
                    + " && " + details + ".textContent.indexOf(" + Chromium.js(customerName + " \u00b7 USD balance") + ") >= 0", 30);
            assertEquals(external, browser.eval(details + ".querySelector('[data-id^=\"ExternalAccount:\"]').getAttribute('title')"),
                    "the external account's id on hover");
            assertEquals(c.usd(), browser.eval(details + ".querySelector('a[data-id^=\"InternalAccount:\"]').getAttribute('title')"),
                    "the internal account's id on hover");
            browser.eval("location.hash = '#transactions'; 'ok'");
            browser.waitFor("Array.prototype.some.call(document.querySelectorAll('#transactions-table tbody td'), function (td) {"
                    + " return td.textContent === " + Chromium.js("Grace Receiver \u00b7 USD \u20263000") + "; })", 30);

            // the overview's charts draw the API's numbers (a real canvas each)
            browser.eval("location.hash = '#overview'; 'ok'");
            browser.eval("document.getElementById('period-today') ? document.getElementById('period-today').click() : null; 'ok'");
            browser.waitFor("document.getElementById('period-today').getAttribute('aria-pressed') === 'true'"
                    + " && document.querySelector('#chart-payments canvas') && document.querySelector('#chart-onboarding canvas')", 30);
            Payments.await(() -> {
                try {
                    JsonObject o = get("/ops/overview/payments?period=today").json();
                    long completed = o.getJsonArray("series").getValuesAs(JsonObject.class).stream()
                            .filter(s -> s.getString("outcome").equals("COMPLETED")).mapToLong(s -> s.getJsonNumber("count").longValue()).sum();
                    JsonObject drawn = Json.createReader(new StringReader(browser.eval("document.getElementById('chart-payments').getAttribute('data-totals')")))
                            .readObject();
                    return drawn.containsKey("Completed") && drawn.getJsonNumber("Completed").longValue() == completed;
                } catch (Exception e) {
                    return false;
                }
            }, java.time.Duration.ofSeconds(45), () -> "the payments chart's Completed series equals the API's count");
            browser.screenshot(shots.resolve("01-overview-today.png"));

            // by keyboard alone: Tab reaches Find, the navigation and the periods; Enter follows a link and opens a row
            browser.eval("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); 'ok'");
            List<String> reached = new ArrayList<>();
            for (int i = 0; i < 40 && !reached.contains("period-30d"); i++) {
                browser.press("Tab", false);
                reached.add(browser.eval("(function(e){ return e.id || (e.getAttribute('href') || '') || e.tagName; })(document.activeElement)"));
            }
            for (String expected : List.of("find", "#overview", "#customers", "#webhooks", "period-today", "period-30d")) {
                assertTrue(reached.contains(expected), "Tab reaches " + expected + ": " + reached);
            }
            // back to the Customers link, by keyboard, and Enter
            for (int i = 0; i < 40 && !"#customers".equals(browser.eval("document.activeElement.getAttribute('href') || ''")); i++) {
                browser.press("Tab", true);
            }
            browser.press("Enter", false);
            browser.waitFor("document.querySelector('#customers-table tbody tr[tabindex]')", 30);
            for (int i = 0; i < 60 && !"TR".equals(browser.eval("document.activeElement.tagName")); i++) {
                browser.press("Tab", false);
            }
            assertEquals("TR", browser.eval("document.activeElement.tagName"), "Tab reaches a customer's row");
            Thread.sleep(3500);
            assertEquals("TR", browser.eval("document.activeElement.tagName"), "the row keeps the focus through the 3 s refresh");
            browser.press("Enter", false);
            browser.waitFor("document.getElementById('customer-details')", 30);
        }
    }

    /** axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line each. */
    private static List<String> axe(Chromium browser, String where) throws Exception {
        String result = browser.eval("axe.run(document, { runOnly: { type: 'tag', values: " + WCAG + " }, resultTypes: ['violations'] })"
                + ".then(function (r) { return JSON.stringify(r.violations.map(function (v) { return { id: v.id, impact: v.impact,"
                + " nodes: v.nodes.slice(0, 4).map(function (n) { return n.target.join(' ') + ' :: ' + (n.failureSummary || '').replace(/\\s+/g, ' '); }) }; })); })");
        List<String> out = new ArrayList<>();
        for (JsonObject v : Json.createReader(new StringReader(result)).readArray().getValuesAs(JsonObject.class)) {
            out.add(where + ": " + v.getString("id") + " (" + v.getString("impact", "") + ") " + v.getJsonArray("nodes"));
        }
        return out;
    }
}
