package net.ccpay.quote.external.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.external.application.OwnershipChallenges;
import net.ccpay.quote.external.domain.OwnershipChallenge;
import net.ccpay.quote.external.domain.OwnershipProofRejected;

import java.util.List;

/**
 * The ownership operations of customers' and the platform's external accounts, shared by both
 * resources: {@code POST …/{id}/challenge {method}} → 201 OwnershipChallenge, and
 * {@code POST …/{id}/verify {signature, signatureScheme?}} → 200 the ACTIVE account, or 400 after the
 * failed attempt was recorded (UNVERIFIED).
 */
final class OwnershipRequests {

    private static final Shape CHALLENGE = Shape.object().oneOf("method", true, List.of(OwnershipChallenge.WALLET_SIGNATURE, OwnershipChallenge.LIVENESS));
    private static final Shape VERIFY = Shape.object().string("signature", true, 1, 1000).oneOf("signatureScheme", false, List.of("bip137", "electrum"));

    private OwnershipRequests() {}

    static Response challenge(OwnershipChallenges challenges, String accountId, boolean platformOwned, JsonValue body) {
        JsonObject o = checked(body, CHALLENGE);
        OwnershipChallenge c = challenges.challenge(CustomerExternalAccountResource.pathId(accountId), platformOwned, o.getString("method"));
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("method", c.method());
        if (c.message() != null) {
            b.add("messageToSign", c.message());
        }
        if (c.verificationLink() != null) {
            b.add("verificationLink", c.verificationLink());
        }
        b.add("expiresAt", c.expiresAt().toString());
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(b.build()).build();
    }

    static JsonObject verify(OwnershipChallenges challenges, String accountId, boolean platformOwned, JsonValue body) {
        JsonObject o = checked(body, VERIFY);
        OwnershipChallenges.Attempt a = challenges.verify(CustomerExternalAccountResource.pathId(accountId), platformOwned, o.getString("signature"));
        return switch (a.outcome()) {
            case PROVEN -> ExternalAccountMapper.toJson(a.account());
            case CHALLENGE_EXPIRED -> throw new OwnershipProofRejected("CHALLENGE_EXPIRED",
                    "the challenge expired; the account is UNVERIFIED: start a new challenge");
            case SIGNATURE_INVALID -> throw new OwnershipProofRejected("SIGNATURE_INVALID",
                    "is not the wallet's signature of the challenge's messageToSign; the account is UNVERIFIED: start a new challenge");
        };
    }

    private static JsonObject checked(JsonValue body, Shape shape) {
        FieldErrors errors = new FieldErrors();
        JsonObject o = shape.check("", body instanceof JsonObject j ? j : JsonValue.EMPTY_JSON_OBJECT, errors);
        if (!(body instanceof JsonObject)) {
            errors.add("body", "must be a JSON object");
        }
        errors.throwIfAny();
        return o;
    }
}
