package net.ccpay.auth.tokens.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.auth.tokens.application.TokenService;
import net.ccpay.auth.tokens.domain.HashingGate;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/**
 * Internal: the gateway asks here whether Basic credentials are valid. Not a path of the public
 * contract, so the gateway never routes a client here; the internal secret guards it besides.
 */
@ApplicationScoped
@Path("/internal/tokens/verify")
public class InternalTokenResource {

    public record VerifyRequest(String clientId, String secret, Boolean knownOnly) {}

    @Inject
    TokenService tokens;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public TokenService.VerifiedToken verify(VerifyRequest req) {
        if (req == null || req.clientId() == null || req.secret() == null) {
            throw ApiException.invalidInput("clientId and secret are required");
        }
        try {
            return tokens.verify(req.clientId(), req.secret(), Boolean.TRUE.equals(req.knownOnly()))
                    .orElseThrow(() -> new ApiException(401, ErrorCode.UNAUTHORIZED, "Invalid API credentials"));
        } catch (HashingGate.Busy e) {
            throw new ApiException(503, ErrorCode.SERVICE_UNAVAILABLE, "Too many credential checks at once; retry shortly");
        }
    }
}
