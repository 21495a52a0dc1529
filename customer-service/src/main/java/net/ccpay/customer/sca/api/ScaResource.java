package net.ccpay.customer.sca.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.web.JsonBodies;
import net.ccpay.customer.customers.domain.CustomerNotFound;
import net.ccpay.customer.sca.application.FactorResets;
import net.ccpay.customer.sca.application.ScaCustomers;
import net.ccpay.customer.sca.application.ScaFactors;
import net.ccpay.customer.sca.application.ScaLogins;
import net.ccpay.customer.sca.domain.ScaReferenceNotFound;

import java.time.Instant;
import java.util.List;

/**
 * Every {@code /sca/...} operation of the contract. For a customer who lives where SCA applies (common's
 * ScaRegions: an individual whose address is in the EEA or the UK) they work: factors (SMS_OTP always, TOTP
 * enrolled with an authenticator app), logins, the login-security events and factor resets. For every other
 * customer they answer 409 CONFLICT, as the contract says.
 */
@ApplicationScoped
@Path("/sca")
@Produces(MediaType.APPLICATION_JSON)
public class ScaResource {

    @Inject
    ScaCustomers customers;

    @Inject
    ScaFactors factors;

    @Inject
    ScaLogins logins;

    @Inject
    FactorResets resets;

    @GET
    @Path("factors")
    public JsonObject listFactors(@QueryParam("customerId") String customerId) {
        var list = JsonP.createArrayBuilder();
        for (String f : factors.list(customer(customerId))) {
            list.add(JsonP.createObjectBuilder().add("factor", f));
        }
        return JsonP.createObjectBuilder().add("factors", list).build();
    }

    @POST
    @Path("factors")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject enroll(@QueryParam("customerId") String customerId, JsonValue body) {
        String id = customers.require(customer(customerId));
        ScaRequests.Enroll in = read(body, ScaRequests.Enroll.class);
        if ("PASSKEY".equals(in.type())) {
            throw InvalidFields.of("type", "PASSKEY enrollment is not offered by this platform; enroll TOTP (SMS_OTP needs no enrollment)");
        }
        ScaFactors.TotpEnrollment e = factors.startTotp(id);
        return JsonP.createObjectBuilder().add("type", "TOTP").add("secret", e.secretHex()).add("secretBase32Encoded", e.secretBase32())
                .add("totpUri", e.uri()).build();
    }

    @POST
    @Path("factors/confirm")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject confirmEnrollment(@QueryParam("customerId") String customerId, JsonValue body) {
        String id = customers.require(customer(customerId));
        ScaRequests.ConfirmEnrollment in = read(body, ScaRequests.ConfirmEnrollment.class);
        if ("PASSKEY".equals(in.type())) {
            throw InvalidFields.of("type", "PASSKEY enrollment is not offered by this platform; enroll TOTP");
        }
        FieldErrors errors = new FieldErrors();
        if (in.secret() == null) errors.add("secret", "is required for TOTP: the secret of POST /sca/factors");
        if (in.code() == null) errors.add("code", "is required for TOTP: the authenticator app's current code");
        errors.throwIfAny();
        List<String> codes = factors.confirmTotp(id, in.secret(), in.code());
        return JsonP.createObjectBuilder().add("type", "TOTP").add("recoveryCodes", JsonP.createArrayBuilder(codes)).build();
    }

    /** Only passkeys carry a credentialId, and this platform enrolls none: 404 for an SCA customer. */
    @DELETE
    @Path("factors/{credentialId}")
    public Response deleteFactor(@QueryParam("customerId") String customerId, @PathParam("credentialId") String credentialId) {
        customers.require(customer(customerId));
        throw new ScaReferenceNotFound("Factor", credentialId);
    }

    @POST
    @Path("login/start")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject startLogin(@QueryParam("customerId") String customerId, JsonValue body) {
        String id = customers.require(customer(customerId));
        ScaRequests.Factor in = read(body, ScaRequests.Factor.class);
        ScaLogins.Started s = logins.start(id, in.factor());
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("factor", s.factor());
        if (s.challengeId() != null) {
            b.add("challengeId", s.challengeId()).add("expiresAt", s.expiresAt().toString());
        }
        return b.build();
    }

    @POST
    @Path("login/complete")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject completeLogin(@QueryParam("customerId") String customerId, JsonValue body) {
        String id = customers.require(customer(customerId));
        ScaRequests.CompleteLogin in = read(body, ScaRequests.CompleteLogin.class);
        if (in.code() == null) {
            throw InvalidFields.of("code", "is required: SMS_OTP and TOTP logins complete with a code");
        }
        Instant until = logins.complete(id, in.factor(), in.challengeId(), in.code());
        return JsonP.createObjectBuilder().add("status", "SUCCESS").add("sessionExpiresAt", until.toString()).build();
    }

    @POST
    @Path("record-event")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject recordEvent(@QueryParam("customerId") String customerId, JsonValue body) {
        String id = customers.require(customer(customerId));
        ScaRequests.RecordEvent in = read(body, ScaRequests.RecordEvent.class);
        ScaLogins.SecurityState s = logins.record(id, in.eventType());
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("eventType", s.eventType()).add("suspended", s.suspended())
                .add("failedAttempts", s.failedAttempts());
        if (s.lockedUntil() != null) {
            b.add("lockedUntil", s.lockedUntil().toString());
        } else {
            b.addNull("lockedUntil");
        }
        return b.build();
    }

    @POST
    @Path("factors/reset")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response startReset(@QueryParam("customerId") String customerId, JsonValue body) {
        String id = customers.require(customer(customerId));
        ScaRequests.Factor in = read(body, ScaRequests.Factor.class);
        FactorResets.Started s = resets.start(id, in.factor());
        JsonObject out = JsonP.createObjectBuilder().add("resetId", s.reset().id()).add("livenessAccessToken", s.livenessAccessToken())
                .add("verificationLink", s.verificationLink()).add("expiresAt", s.reset().expiresAt().toString()).build();
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(out).build();
    }

    @GET
    @Path("factors/reset/{resetId}")
    public JsonObject resetStatus(@QueryParam("customerId") String customerId, @PathParam("resetId") String resetId) {
        FactorResets.Status s = resets.status(customer(customerId), resetId);
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("status", s.status().name()).add("factor", s.reset().factor())
                .add("expiresAt", s.reset().expiresAt().toString());
        if (s.enrollmentStatus() != null) {
            b.add("enrollmentStatus", s.enrollmentStatus());
        } else {
            b.addNull("enrollmentStatus");
        }
        if (s.reset().completedAt() != null) {
            b.add("completedAt", s.reset().completedAt().toString());
        } else {
            b.addNull("completedAt");
        }
        return b.build();
    }

    @POST
    @Path("factors/reset/{resetId}/complete")
    public Response completeReset(@QueryParam("customerId") String customerId, @PathParam("resetId") String resetId, String body) {
        String id = customers.require(customer(customerId));
        boolean mobile = false;
        if (body != null && !body.isBlank()) {
            ScaRequests.CompleteReset in = read(JsonBodies.value(body, "The body must be a JSON object such as {\"mobile\": {...}}, or empty"),
                    ScaRequests.CompleteReset.class);
            mobile = in.mobile() != null;
        }
        resets.complete(id, resetId, mobile);
        return Response.noContent().build();
    }

    /** The customerId query parameter every /sca operation names: without it no customer is found (404, a status every /sca operation has). */
    private static String customer(String customerId) {
        if (customerId == null || customerId.isBlank()) {
            throw new CustomerNotFound("(no customerId query parameter)");
        }
        return customerId;
    }

    /** The body read as a request record: 400 INVALID_INPUT naming every invalid field, or the body itself when it is no object. */
    private static <R extends Record> R read(JsonValue body, Class<R> type) {
        if (!(body instanceof JsonObject in)) {
            throw InvalidFields.of("body", "must be a JSON object");
        }
        return RequestRecords.read(in, type);
    }
}
