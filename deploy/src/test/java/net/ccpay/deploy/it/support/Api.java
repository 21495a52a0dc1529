package net.ccpay.deploy.it.support;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import net.ccpay.deploy.contract.ContractGuard;

import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A client of the platform API for the tests, speaking HTTP like any other client. */
public final class Api {

    public static final String TOKEN_ID = "sandbox";
    public static final String TOKEN_SECRET = "sandbox-secret";

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    public record Reply(int status, HttpResponse<String> raw) {
        public JsonObject json() {
            try (JsonReader r = Json.createReader(new StringReader(raw.body()))) {
                JsonStructure s = r.read();
                return (JsonObject) s;
            }
        }

        public String header(String name) {
            return raw.headers().firstValue(name).orElse(null);
        }

        /** Asserts the error envelope: {status == HTTP status, code, message}. */
        public JsonObject assertError(int expectedStatus, String expectedCode) {
            assertEquals(expectedStatus, status, () -> "HTTP status; body: " + raw.body());
            JsonObject e = json();
            assertEquals(expectedStatus, e.getInt("status"), "envelope status");
            assertEquals(expectedCode, e.getString("code"), "envelope code");
            if (e.getString("message").isBlank()) {
                throw new AssertionError("envelope message is blank");
            }
            return e;
        }
    }

    private Api() {}

    public static String basic(String id, String secret) {
        return "Basic " + Base64.getEncoder().encodeToString((id + ":" + secret).getBytes(StandardCharsets.UTF_8));
    }

    public static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + path))
                .timeout(Duration.ofSeconds(30))
                .header("Authorization", basic(TOKEN_ID, TOKEN_SECRET));
    }

    /**
     * Sends the request and checks the answer against the public contract (and the overlay of our documented
     * extensions) before the test sees it: a body that deviates fails the test here, whatever it asserts next.
     */
    public static Reply send(HttpRequest req) {
        HttpResponse<String> r;
        try {
            r = HTTP.send(req, HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new AssertionError("request failed: " + req.uri(), e);
        }
        ContractGuard.get().check(req.method(), req.uri(), r.statusCode(), r.headers().firstValue("Content-Type").orElse(null), r.body());
        return new Reply(r.statusCode(), r);
    }

    public static Reply get(String path) {
        return send(request(path).GET().build());
    }

    public static Reply patchJson(String path, String json) {
        return send(request(path).header("Content-Type", "application/json").method("PATCH", HttpRequest.BodyPublishers.ofString(json)).build());
    }

    public static Reply delete(String path) {
        return send(request(path).DELETE().build());
    }

    /** Sends a multipart/form-data body (the JDK client has no helper for it). */
    public static Reply multipart(String method, String path, Multipart form) {
        return send(request(path).header("Content-Type", form.contentType()).method(method, form.body()).build());
    }

    /** A multipart/form-data body built by hand: text fields and files, each a part, then the closing boundary. */
    public static final class Multipart {
        private final String boundary = "ccpay-" + java.util.UUID.randomUUID();
        private final java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();

        public Multipart field(String name, String value) {
            write("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n" + value + "\r\n");
            return this;
        }

        public Multipart file(String name, String fileName, String contentType, byte[] content) {
            write("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"; filename=\"" + fileName + "\"\r\n"
                    + "Content-Type: " + contentType + "\r\n\r\n");
            out.writeBytes(content);
            write("\r\n");
            return this;
        }

        public String contentType() {
            return "multipart/form-data; boundary=" + boundary;
        }

        public HttpRequest.BodyPublisher body() {
            java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
            all.writeBytes(out.toByteArray());
            all.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
            return HttpRequest.BodyPublishers.ofByteArray(all.toByteArray());
        }

        private void write(String s) {
            out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
        }
    }

    public static Reply postJson(String path, String json) {
        return send(request(path).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }
}
