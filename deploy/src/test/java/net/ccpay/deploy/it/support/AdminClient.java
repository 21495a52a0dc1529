package net.ccpay.deploy.it.support;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import net.ccpay.deploy.Platform;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import java.io.InputStream;
import java.io.StringReader;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.time.Duration;
import java.util.Base64;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A server's Admin Center side as the browser's Explore tool reaches it: the JMX REST connector
 * ({@code /IBMJMXConnectorREST}, restConnector-2.0) over HTTPS on the admin port, with HTTP Basic
 * credentials. Trusts exactly the certificate of the server's own keystore, with host name checks on.
 */
public final class AdminClient {

    public static final String APPLICATION_MBEANS = "WebSphere:service=com.ibm.websphere.application.ApplicationMBean";

    private final SSLContext sslContext;
    private final HttpClient http;
    private final String base;
    private final String authorization;

    public AdminClient(Platform.AdminCenter admin) {
        this(admin, admin.user(), admin.password());
    }

    /** With other credentials (null: none), to be refused. */
    public AdminClient(Platform.AdminCenter admin, String user, String password) {
        this.sslContext = trusting(admin);
        this.http = HttpClient.newBuilder().sslContext(sslContext).connectTimeout(Duration.ofSeconds(5)).build();
        this.base = "https://127.0.0.1:" + admin.httpsPort();
        this.authorization = user == null ? null
                : "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    private static SSLContext trusting(Platform.AdminCenter admin) {
        try (InputStream in = Files.newInputStream(admin.keystore())) {
            KeyStore server = KeyStore.getInstance("PKCS12");
            server.load(in, admin.keystorePassword().toCharArray());
            KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
            trusted.load(null, null);
            for (String alias : Collections.list(server.aliases())) {
                Certificate c = server.getCertificate(alias);
                if (c != null) {
                    trusted.setCertificateEntry(alias, c);
                }
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(trusted);
            SSLContext ssl = SSLContext.getInstance("TLS");
            ssl.init(null, tmf.getTrustManagers(), null);
            return ssl;
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the admin keystore " + admin.keystore(), e);
        }
    }

    public HttpResponse<String> get(String path) {
        return send(request(path).GET());
    }

    public HttpResponse<String> post(String path, String json) {
        return send(request(path).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60));
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        return b;
    }

    private HttpResponse<String> send(HttpRequest.Builder b) {
        HttpRequest req = b.build();
        try {
            return http.send(req, HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new AssertionError("request failed: " + req.uri(), e);
        }
    }

    /** What Admin Center's login form answered: where it sends the browser, and whether it set the single sign-on cookie. */
    public record Login(int status, String location, boolean signedOn) {}

    /**
     * Signs in through Admin Center's login form as a browser does: the first page sets a CSRF token cookie
     * that the form posts back with the user and password ({@code j_security_check}).
     */
    public Login formLogin(String user, String password) {
        java.net.CookieManager cookies = new java.net.CookieManager(null, java.net.CookiePolicy.ACCEPT_ALL);
        HttpClient browser = HttpClient.newBuilder().sslContext(sslContext).cookieHandler(cookies)
                .followRedirects(HttpClient.Redirect.NORMAL).connectTimeout(Duration.ofSeconds(5)).build();
        try {
            HttpResponse<String> page = browser.send(HttpRequest.newBuilder(URI.create(base + "/adminCenter/")).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode(), "the login page");
            String csrf = cookies.getCookieStore().getCookies().stream().filter(c -> "csrfToken".equals(c.getName()))
                    .map(java.net.HttpCookie::getValue).findFirst().orElseThrow(() -> new AssertionError("no csrfToken cookie"));
            String form = "j_username=" + URLEncoder.encode(user, StandardCharsets.UTF_8) + "&j_password="
                    + URLEncoder.encode(password, StandardCharsets.UTF_8) + "&X-CSRF-Token=" + URLEncoder.encode(csrf, StandardCharsets.UTF_8);
            HttpClient noRedirects = HttpClient.newBuilder().sslContext(sslContext).cookieHandler(cookies)
                    .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();
            HttpResponse<String> r = noRedirects.send(HttpRequest.newBuilder(URI.create(base + "/adminCenter/j_security_check"))
                    .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(form)).build(),
                    HttpResponse.BodyHandlers.ofString());
            boolean signedOn = r.headers().allValues("Set-Cookie").stream().anyMatch(c -> c.startsWith("LtpaToken2=") && !c.startsWith("LtpaToken2=\"\""));
            return new Login(r.statusCode(), r.headers().firstValue("Location").orElse(null), signedOn);
        } catch (java.io.IOException e) {
            throw new AssertionError("login form", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** Every application of the server, by name, with its State attribute (STARTED, STOPPED...). */
    public Map<String, String> applicationStates() {
        HttpResponse<String> r = get("/IBMJMXConnectorREST/mbeans?objectName="
                + URLEncoder.encode(APPLICATION_MBEANS + ",*", StandardCharsets.UTF_8));
        assertEquals(200, r.statusCode(), r.body());
        Map<String, String> states = new TreeMap<>();
        for (JsonValue v : (JsonArray) read(r.body())) {
            JsonObject mbean = v.asJsonObject();
            String name = mbean.getString("objectName").replaceAll(".*[:,]name=([^,]+).*", "$1");
            states.put(name, state(name));
        }
        return states;
    }

    public String state(String application) {
        HttpResponse<String> r = get(mbean(application) + "/attributes/State");
        assertEquals(200, r.statusCode(), r.body());
        return ((JsonObject) read(r.body())).getString("value");
    }

    /** Invokes an operation of the application's MBean without parameters: start, stop, restart. */
    public void invoke(String application, String operation) {
        HttpResponse<String> r = post(mbean(application) + "/operations/" + operation, "{\"params\":[],\"signature\":[]}");
        assertEquals(200, r.statusCode(), r.body());
    }

    /** A monitor-1.0 MBean's attribute (the Explore tool's live figures), as the connector encodes it. */
    public JsonValue attribute(String objectName, String attribute) {
        HttpResponse<String> r = get("/IBMJMXConnectorREST/mbeans/" + URLEncoder.encode(objectName, StandardCharsets.UTF_8)
                + "/attributes/" + attribute);
        assertEquals(200, r.statusCode(), () -> objectName + " " + attribute + ": " + r.body());
        return ((JsonObject) read(r.body())).get("value");
    }

    /** Names of the MBeans matching a pattern. */
    public java.util.List<String> names(String pattern) {
        HttpResponse<String> r = get("/IBMJMXConnectorREST/mbeans?objectName=" + URLEncoder.encode(pattern, StandardCharsets.UTF_8));
        assertEquals(200, r.statusCode(), r.body());
        return ((JsonArray) read(r.body())).getValuesAs(JsonObject.class).stream().map(o -> o.getString("objectName")).toList();
    }

    private static String mbean(String application) {
        return "/IBMJMXConnectorREST/mbeans/" + URLEncoder.encode(APPLICATION_MBEANS + ",name=" + application, StandardCharsets.UTF_8);
    }

    static JsonValue read(String json) {
        try (JsonReader r = Json.createReader(new StringReader(json))) {
            return r.readValue();
        }
    }
}
