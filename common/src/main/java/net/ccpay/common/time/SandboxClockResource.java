package net.ccpay.common.time;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.IntegerRange;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.web.JsonBodies;
import net.ccpay.common.web.RequestContext;

import java.time.Duration;

/**
 * {@code /internal/sandbox/clock} of every service: {@code GET} answers this copy's {@link PlatformClock}
 * ({@code offsetSeconds}, {@code now}); {@code POST {"advanceSeconds": N}} moves it forward by N seconds
 * (1 to 86,400) and answers the same. For tests that reach a time-to-live deadline without waiting for it.
 *
 * <p>Sandbox mode only: in production mode both answer 404 and the clock never moves. Not routed by the
 * gateway; like every path of a service it needs the internal credential (401 without), and it answers a
 * platform component only (403 for a credential that carries a client's identity).
 */
@ApplicationScoped
@Path("/internal/sandbox/clock")
@Produces(MediaType.APPLICATION_JSON)
public class SandboxClockResource {

    /** The body of a step forward: 1 s to {@link PlatformClock#MAX_STEP}. */
    record Advance(@NotNull(message = "is required") @IntegerRange(min = 1, max = MAX_STEP_SECONDS) Long advanceSeconds) {}

    static final long MAX_STEP_SECONDS = 24 * 60 * 60;

    @Inject
    PlatformClock clock;

    @GET
    public JsonObject get() {
        allowed();
        return state();
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject advance(byte[] body) {
        allowed();
        Advance step = RequestRecords.read(JsonBodies.object(body), Advance.class);
        clock.advance(Duration.ofSeconds(step.advanceSeconds()));
        return state();
    }

    private void allowed() {
        if (!clock.isMovable()) {
            throw ApiException.notFound(ErrorCode.REFERENCE_NOT_FOUND, "The platform clock can be moved in sandbox mode only");
        }
        Caller caller = RequestContext.caller();
        if (caller == null || !Caller.SERVICE.equals(caller.type())) {
            throw new ApiException(403, ErrorCode.FORBIDDEN, "The sandbox clock answers platform components only");
        }
    }

    private JsonObject state() {
        return JsonP.createObjectBuilder()
                .add("offsetSeconds", clock.offset().toSeconds())
                .add("now", clock.now().toString())
                .build();
    }
}
