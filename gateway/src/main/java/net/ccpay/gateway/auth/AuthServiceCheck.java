package net.ccpay.gateway.auth;

import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;
import net.ccpay.gateway.upstream.ServiceCopies;
import net.ccpay.gateway.upstream.Upstream;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One check the gateway asks auth-service (a credential, an agent's token), over the gateway's pooled client: the
 * copies are tried in turn while their connections fail (a check changes nothing, so asking twice is harmless);
 * 401 means the check found nobody; any other answer than 200, or one that cannot be read, is
 * {@link TokenVerifier.Unavailable}.
 */
final class AuthServiceCheck {

    private final Upstream upstream;
    private final ServiceCopies authService;
    private final Supplier<String> internalCredential;

    /** @param internalCredential mints a fresh internal credential for auth-service, per call */
    AuthServiceCheck(Upstream upstream, ServiceCopies authService, Supplier<String> internalCredential) {
        this.upstream = upstream;
        this.authService = authService;
        this.internalCredential = internalCredential;
    }

    /** POSTs {@code body} to {@code path} of auth-service; the answer read by {@code read}, or empty on 401. */
    <T> Optional<T> ask(String path, JsonObject body, String correlationId, Function<JsonObject, T> read) throws TokenVerifier.Unavailable {
        byte[] bytes = body.toString().getBytes(StandardCharsets.UTF_8);
        Upstream.Answer res = null;
        for (URI base : authService.order()) {
            try {
                res = upstream.send("POST", base.resolve(path),
                        Map.of("X-Internal-Auth", internalCredential.get(), "X-Correlation-Id", correlationId), bytes, "application/json");
                break;
            } catch (IOException e) {
                authService.down(base);
            }
        }
        if (res == null) {
            throw new TokenVerifier.Unavailable("auth-service unreachable");
        }
        if (res.status() == 401) {
            return Optional.empty();
        }
        if (res.status() != 200) {
            throw new TokenVerifier.Unavailable("auth-service answered " + res.status());
        }
        try (JsonReader r = JsonP.provider().createReader(new ByteArrayInputStream(res.body()))) {
            return Optional.of(read.apply(r.readObject()));
        } catch (RuntimeException e) {
            throw new TokenVerifier.Unavailable("unreadable answer from auth-service");
        }
    }
}
