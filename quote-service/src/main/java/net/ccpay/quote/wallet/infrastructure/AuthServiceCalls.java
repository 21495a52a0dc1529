package net.ccpay.quote.wallet.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.remote.RemoteAdapter;
import net.ccpay.common.remote.RemoteCallFailed;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import net.ccpay.quote.wallet.domain.WalletSignatureRejected;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;

import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * One call to auth-service's internal wallet-signature API. Synchronous on purpose: whether the wallet's
 * owner signed decides the operation, and the sessions that decide it live in auth-service, changing by
 * the second (a read model would accept a revoked session's signature). Never inside a database
 * transaction; bounded by the timeout of every remote call ({@link RemoteAdapter}); not retried (a
 * completion uses its Request-Id up, so a retry after a lost answer would be refused); behind a circuit
 * breaker that a 401 does not trip, since a refused signature is an answer, not a failure (it passes
 * unchanged; any other failure is a 503).
 */
@ApplicationScoped
public class AuthServiceCalls extends RemoteAdapter {

    private static final String SERVICE = "auth-service";

    public AuthServiceCalls() {
        super(RemoteServiceUnavailable.of("Wallet signature checks"));
    }

    @CircuitBreaker(skipOn = WalletSignatureRejected.class)
    public JsonObject call(Function<AuthServiceApi, Response> call) {
        try (Response r = call.apply(remote.client(AuthServiceApi.class, SERVICE))) {
            if (r.getStatus() == 401) {
                throw rejected(r.readEntity(String.class));
            }
            return RemoteServices.objectOf(r, SERVICE);
        }
    }

    /** auth-service's 401 envelope, passed on unchanged (code, message, details with the reason). */
    static WalletSignatureRejected rejected(String body) {
        try (JsonReader reader = JsonP.createReader(new StringReader(body))) {
            JsonObject e = reader.readObject();
            Map<String, Object> details = new LinkedHashMap<>();
            JsonObject d = e.getJsonObject("details");
            if (d != null) {
                d.forEach((k, v) -> details.put(k, v.getValueType() == JsonValue.ValueType.STRING ? ((jakarta.json.JsonString) v).getString() : v.toString()));
            }
            return new WalletSignatureRejected(e.getString("code"), e.getString("message"), details);
        } catch (RuntimeException e) {
            throw new RemoteCallFailed(SERVICE, 401);
        }
    }
}
