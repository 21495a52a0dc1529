package net.ccpay.quote.sandbox.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.InternalAccountId;
import net.ccpay.quote.accounts.api.InternalAccountMapper;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.quote.accounts.application.InternalAccounts;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;

/**
 * {@code POST /sandbox/internal-accounts/{accountId}/fund}: instant deposits, sandbox mode only. With
 * an {@code Idempotency-Key}, a retried deposit is credited once and its first answer replayed.
 */
@ApplicationScoped
@Path("/sandbox/internal-accounts/{accountId}/fund")
public class SandboxFundingResource {

    /** The contract's ceiling for one sandbox deposit (smallest unit). */
    static final long MAX_AMOUNT = 100_000_000_000L;

    @Inject
    InternalAccounts accounts;

    @Inject
    PlatformSettings settings;

    @POST
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject fund(@PathParam("accountId") String accountId, JsonValue body) {
        if (!settings.isSandbox()) {
            throw new ApiException(403, ErrorCode.FORBIDDEN, "Sandbox funding is only available in sandbox mode");
        }
        FieldErrors errors = new FieldErrors();
        JsonValue amount = body instanceof JsonObject o ? o.get("amount") : null;
        if (!(amount instanceof JsonNumber n) || !n.isIntegral() || n.bigIntegerValue().signum() <= 0
                || n.bigIntegerValue().compareTo(java.math.BigInteger.valueOf(MAX_AMOUNT)) > 0) {
            errors.add("amount", "must be a positive integer in the account currency's smallest unit, at most " + MAX_AMOUNT);
        }
        errors.throwIfAny();
        InternalAccountId id = InternalAccountId.parse(accountId).orElseThrow(() -> new InternalAccountNotFound(accountId));
        return InternalAccountMapper.toJson(accounts.fund(id, ((JsonNumber) amount).longValueExact()).account());
    }
}
