package net.ccpay.quote.external.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.quote.external.application.OwnershipChallenges;
import net.ccpay.quote.external.domain.OwnershipChallenge;
import net.ccpay.quote.external.domain.OwnershipProofRejected;


/**
 * The ownership operations of customers' and the platform's external accounts, shared by both
 * resources: {@code POST …/{id}/challenge {method}} → 201 OwnershipChallenge, and
 * {@code POST …/{id}/verify {signature, signatureScheme?}} → 200 the ACTIVE account, or 400 after the
 * failed attempt was recorded (UNVERIFIED).
 */
final class OwnershipRequests {

    /** The body of {@code POST …/challenge}. */
    record ChallengeRequest(
            @NotNull(message = "is required") @OneOf({OwnershipChallenge.WALLET_SIGNATURE, OwnershipChallenge.LIVENESS}) String method) {}

    /** The body of {@code POST …/verify}. */
    record VerifyRequest(
            @NotNull(message = "is required") @Size(min = 1, max = 1000, message = "must be {min} to {max} characters long") String signature,
            @OneOf({"bip137", "electrum"}) String signatureScheme) {}

    private OwnershipRequests() {}

    static Response challenge(OwnershipChallenges challenges, String accountId, boolean platformOwned, JsonValue body) {
        ChallengeRequest r = read(body, ChallengeRequest.class);
        OwnershipChallenge c = challenges.challenge(CustomerExternalAccountResource.pathId(accountId), platformOwned, r.method());
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
        VerifyRequest r = read(body, VerifyRequest.class);
        OwnershipChallenges.Attempt a = challenges.verify(CustomerExternalAccountResource.pathId(accountId), platformOwned, r.signature());
        return switch (a.outcome()) {
            case PROVEN -> ExternalAccountMapper.toJson(a.account());
            case CHALLENGE_EXPIRED -> throw new OwnershipProofRejected("CHALLENGE_EXPIRED",
                    "the challenge expired; the account is UNVERIFIED: start a new challenge");
            case SIGNATURE_INVALID -> throw new OwnershipProofRejected("SIGNATURE_INVALID",
                    "is not the wallet's signature of the challenge's messageToSign; the account is UNVERIFIED: start a new challenge");
        };
    }

    /** The body read as a {@code type}; a body that is no object is reported with the fields it lacks. */
    static <R extends Record> R read(JsonValue body, Class<R> type) {
        FieldErrors errors = new FieldErrors();
        R r = RequestRecords.read(body instanceof JsonObject j ? j : JsonValue.EMPTY_JSON_OBJECT, type, errors);
        if (!(body instanceof JsonObject)) {
            errors.add("body", "must be a JSON object");
        }
        errors.throwIfAny();
        return r;
    }
}
