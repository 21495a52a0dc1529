package net.ccpay.quote.withdrawals.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.JsonBodies;
import net.ccpay.quote.withdrawals.application.WithdrawalFees;
import net.ccpay.quote.withdrawals.domain.WithdrawalFee;

/** {@code POST /crypto/estimate-withdrawal-fee}: the sandbox's fee for a withdrawal to a blockchain address. */
@ApplicationScoped
@Path("/crypto/estimate-withdrawal-fee")
@Produces(MediaType.APPLICATION_JSON)
public class WithdrawalFeeResource {

    @Inject
    WithdrawalFees fees;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject estimate(byte[] body) {
        WithdrawalFee fee = fees.estimate(JsonBodies.object(body));
        return JsonP.createObjectBuilder()
                .add("networkFee", fee.networkFee())
                .add("networkFeeAsset", fee.networkFeeAsset())
                .add("applicationFee", fee.applicationFee())
                .add("totalFee", fee.totalFee())
                .add("netAmount", fee.netAmount())
                .build();
    }
}
