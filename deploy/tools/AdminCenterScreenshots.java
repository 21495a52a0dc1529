import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Screenshots of Liberty Admin Center for the README, taken with the machine's headless Chromium over the
 * Chrome DevTools Protocol (a WebSocket; the JDK's own client, nothing downloaded). Run by
 * deploy/bin/admin-center-screenshots, which starts the platform; by hand:
 *
 * <pre>
 *   ADMIN_PASSWORD=... java deploy/tools/AdminCenterScreenshots.java https://localhost:9443 admin docs/admin-center
 * </pre>
 *
 * It signs in through the login form, then shows the toolbox; Explore: the server, its applications,
 * quote-service's actions, quote-service stopped from that menu (and started again), its live figures and
 * the server's; Server Config: the configuration files, read-only, and server.xml.
 */
public final class AdminCenterScreenshots {

    /** Explore and Server Config run in this frame of the toolbox page. */
    static final String TOOL = "document.getElementById('toolIFrame').contentDocument";

    public static void main(String[] args) throws Exception {
        if (args.length != 3 || System.getenv("ADMIN_PASSWORD") == null) {
            System.err.println("usage: ADMIN_PASSWORD=... java AdminCenterScreenshots.java https://<host>:<admin port> <user> <output dir>");
            System.exit(2);
        }
        String base = args[0].replaceAll("/+$", "");
        String user = args[1];
        Path out = Path.of(args[2]);
        Files.createDirectories(out);
        try (Browser browser = Browser.launch()) {
            Page page = browser.page();
            page.call("Emulation.setDeviceMetricsOverride", "{\"width\":1440,\"height\":900,\"deviceScaleFactor\":1,\"mobile\":false}");

            page.navigate(base + "/adminCenter/");
            page.waitFor("document.getElementById('j_username') !== null", 60);
            page.eval("document.getElementById('j_username').value = " + HeadlessChromium.js(user) + "; true");
            page.screenshot(out.resolve("01-login.png"));
            page.eval("document.getElementById('j_password').value = " + HeadlessChromium.js(System.getenv("ADMIN_PASSWORD"))
                    + "; document.getElementById('loginForm').requestSubmit(); true");
            page.waitFor("location.pathname === '/adminCenter/' && document.readyState === 'complete'"
                    + " && document.body.innerText.indexOf('Server Config') >= 0", 90);
            page.settle(3);
            page.screenshot(out.resolve("02-toolbox.png"));

            // Explore: the server, its applications, quote-service's live figures and actions
            page.navigate(base + "/adminCenter/#explore");
            page.waitFor(TOOL + ".getElementById('platformSideTabAppsButton') !== null", 90);
            page.settle(4);
            page.screenshot(out.resolve("03-explore-server.png"));
            String quoteCard = "collectionView-appsOnServer(platform)-card-quote-service(platform)";
            page.click(TOOL + ".getElementById('platformSideTabAppsButton')");
            page.waitFor(TOOL + ".getElementById('" + quoteCard + "newCard') !== null", 60);
            page.settle(3);
            page.screenshot(out.resolve("04-explore-applications.png"));
            page.click(TOOL + ".getElementById('" + quoteCard + "newCard')");
            page.waitFor(TOOL + ".getElementById('quote-service(platform)SideTabStatsButton') !== null", 60);
            page.settle(2);
            page.click(TOOL + ".getElementById('quote-service(platform)SideTabStatsButton')");
            page.settle(15);
            page.screenshot(out.resolve("05-explore-application-monitor.png"));
            page.navigate(base + "/adminCenter/#explore");
            page.waitFor(TOOL + ".getElementById('platformSideTabAppsButton') !== null", 90);
            page.settle(2);
            page.click(TOOL + ".getElementById('platformSideTabAppsButton')");
            page.waitFor(TOOL + ".getElementById('" + quoteCard + "newCard') !== null", 60);
            page.settle(3);
            page.click(TOOL + ".getElementById('" + quoteCard + "-stateButton')");
            page.settle(2);
            page.screenshot(out.resolve("06-explore-application-actions.png"));
            // Stop quote-service from the menu, show it stopped, start it again
            page.click(TOOL + ".getElementById('" + quoteCard + "-stateButton-actionMenu-stopButton')");
            String confirm = TOOL + ".getElementById('" + quoteCard + "-stateButton-actionMenu-confirmationButton')";
            page.waitFor(confirm + ".offsetParent !== null", 30);
            page.settle(1);
            page.screenshot(out.resolve("07-explore-stop-confirmation.png"));
            page.click(confirm);
            page.waitFor(TOOL + ".body.innerText.indexOf('Stopped') >= 0 && "
                    + TOOL + ".getElementById('" + quoteCard + "newCard').innerText.indexOf('Stopped') >= 0", 120);
            page.settle(2);
            page.screenshot(out.resolve("08-explore-application-stopped.png"));
            page.click(TOOL + ".getElementById('" + quoteCard + "-stateButton')");
            page.settle(2);
            page.click(TOOL + ".getElementById('" + quoteCard + "-stateButton-actionMenu-startButton')");
            page.settle(2);
            if ("true".equals(page.eval("(function(){ var b = " + confirm + "; return !!b && b.offsetParent !== null; })()"))) {
                page.click(confirm);
            }
            page.waitFor(TOOL + ".getElementById('" + quoteCard + "newCard').innerText.indexOf('Running') >= 0", 180);
            page.settle(2);

            page.navigate(base + "/adminCenter/#explore");
            page.waitFor(TOOL + ".getElementById('platformSideTabStatsButton') !== null", 90);
            page.settle(2);
            page.click(TOOL + ".getElementById('platformSideTabStatsButton')");
            page.settle(15);
            page.screenshot(out.resolve("09-explore-server-monitor.png"));

            // Server Config: the configuration files, read-only, and server.xml
            page.navigate(base + "/adminCenter/#serverConfig");
            page.waitFor(TOOL + ".body.innerText.indexOf('server.xml') >= 0", 120);
            page.settle(2);
            page.screenshot(out.resolve("10-server-config.png"));
            page.click("Array.from(" + TOOL + ".querySelectorAll('a')).find(a => a.innerText.trim() === 'server.xml')");
            page.waitFor(TOOL + ".body.innerText.indexOf('featureManager') >= 0 || " + TOOL + ".body.innerText.indexOf('Feature Manager') >= 0", 60);
            page.settle(3);
            page.screenshot(out.resolve("11-server-config-server-xml.png"));
        }
    }
}
