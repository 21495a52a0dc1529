package net.ccpay.quote.wallet.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.wallet.domain.WalletSigning;

import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;

/** {@link WalletSigning} through auth-service's internal API ({@link AuthServiceCalls}: any failure to get an answer is a 503). */
@ApplicationScoped
public class AuthServiceWalletSigning implements WalletSigning {

    @Inject
    AuthServiceCalls calls;

    @Override
    public Challenge challenge(String accountId, String purpose, String targetId, byte[] bodySha256, String activityType,
                               Map<String, String> parameters) {
        JsonObjectBuilder params = JsonP.createObjectBuilder();
        parameters.forEach(params::add);
        JsonObject r = calls.call(api -> api.challenge(JsonP.createObjectBuilder()
                .add("accountId", accountId).add("purpose", purpose).add("targetId", targetId)
                .add("bodySha256", HexFormat.of().formatHex(bodySha256)).add("activityType", activityType)
                .add("parameters", params).build()));
        return new Challenge(r.getString("payloadToSign"), r.getString("requestId"), Instant.parse(r.getString("expiresAt")));
    }

    @Override
    public void complete(String accountId, String purpose, String targetId, byte[] bodySha256, String requestId, String signature) {
        calls.call(api -> api.complete(JsonP.createObjectBuilder()
                .add("accountId", accountId).add("purpose", purpose).add("targetId", targetId)
                .add("bodySha256", HexFormat.of().formatHex(bodySha256)).add("requestId", requestId).add("signature", signature)
                .build()));
    }

    @Override
    public void verify(String accountId, String payload, String signature) {
        calls.call(api -> api.verify(JsonP.createObjectBuilder()
                .add("accountId", accountId).add("payload", payload).add("signature", signature).build()));
    }

    @Override
    public String export(String accountId, String clientPublicKey, byte[] bodySha256, String requestId, String signature) {
        return calls.call(api -> api.export(JsonP.createObjectBuilder()
                .add("accountId", accountId).add("clientPublicKey", clientPublicKey)
                .add("bodySha256", HexFormat.of().formatHex(bodySha256)).add("requestId", requestId).add("signature", signature)
                .build())).getString("encryptedWalletCredentials");
    }
}
