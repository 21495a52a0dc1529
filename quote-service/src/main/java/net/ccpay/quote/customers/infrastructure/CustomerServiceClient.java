package net.ccpay.quote.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.RequestContext;
import org.eclipse.microprofile.config.Config;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;

/**
 * customer-service's internal endpoint, asked only for customer ids the read model does not know
 * yet (so a customer can be used the moment its creation returned). The owning service answers
 * synchronously; its events keep the read model current afterwards.
 */
@ApplicationScoped
public class CustomerServiceClient {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(3)).build();

    @Inject
    PlatformSettings settings;

    @Inject
    Config config;

    public Optional<JsonObject> fetch(String customerId) {
        String base = config.getOptionalValue("platform.route.customer-service.url", String.class)
                .orElse("http://127.0.0.1:" + config.getOptionalValue("platform.http.port", String.class).orElse("9080") + "/customer-service");
        URI uri = URI.create(base.replaceAll("/$", "") + "/internal/customers/" + URLEncoder.encode(customerId, StandardCharsets.UTF_8));
        HttpRequest req = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5))
                .header("X-Internal-Auth", settings.credentialForCallTo("customer-service"))
                .header("X-Correlation-Id", RequestContext.correlationId())
                .GET().build();
        try {
            HttpResponse<String> res = HTTP.send(req, HttpResponse.BodyHandlers.ofString());
            if (res.statusCode() == 404) {
                return Optional.empty();
            }
            if (res.statusCode() != 200) {
                throw unavailable();
            }
            return Optional.of(JsonP.createReader(new StringReader(res.body())).readObject());
        } catch (IOException e) {
            throw unavailable();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw unavailable();
        }
    }

    private static ApiException unavailable() {
        return new ApiException(503, ErrorCode.SERVICE_UNAVAILABLE, "Customer records cannot be reached right now; retry shortly");
    }
}
