package net.ccpay.customer.invitations.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.customer.invitations.domain.Invitation;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.web.JsonBodies;
import net.ccpay.customer.invitations.application.Invitations;

/** {@code /invitations}: create an invitation, read it by code, claim it, cancel it; each shown as of the platform clock. */
@ApplicationScoped
@Path("/invitations")
@Produces(MediaType.APPLICATION_JSON)
public class InvitationResource {

    @Inject
    Invitations invitations;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(byte[] body) {
        FieldErrors errors = new FieldErrors();
        InvitationRequests.Create request = RequestRecords.read(JsonBodies.object(body), InvitationRequests.Create.class, errors);
        Invitation created = invitations.create(RequestRecords.validJson(request, errors), errors);
        return Response.status(201).entity(InvitationJson.of(created, invitations.now())).build();
    }

    @GET
    @Path("{invitationCode}")
    public JsonObject get(@PathParam("invitationCode") String code) {
        return InvitationJson.of(invitations.get(code), invitations.now());
    }

    @POST
    @Path("{invitationCode}/claim")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject claim(@PathParam("invitationCode") String code, byte[] body) {
        String invitee = RequestRecords.read(JsonBodies.object(body), InvitationRequests.Claim.class).inviteeUma();
        return InvitationJson.of(invitations.claim(code, invitee), invitations.now());
    }

    /** Takes no body (the contract defines none); one sent anyway is ignored. */
    @POST
    @Path("{invitationCode}/cancel")
    public JsonObject cancel(@PathParam("invitationCode") String code) {
        return InvitationJson.of(invitations.cancel(code), invitations.now());
    }
}
