package net.ccpay.customer.sca.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** Every {@code /sca/...} operation of the contract. */
@ApplicationScoped
@Path("/sca")
@Produces(MediaType.APPLICATION_JSON)
public class ScaResource {

    @GET
    @Path("factors")
    public void listFactors() { throw NotMandated.sca(); }

    @POST
    @Path("factors")
    public void enroll() { throw NotMandated.sca(); }

    @POST
    @Path("factors/confirm")
    public void confirmEnrollment() { throw NotMandated.sca(); }

    @DELETE
    @Path("factors/{credentialId}")
    public void deleteFactor() { throw NotMandated.sca(); }

    @POST
    @Path("login/start")
    public void startLogin() { throw NotMandated.sca(); }

    @POST
    @Path("login/complete")
    public void completeLogin() { throw NotMandated.sca(); }

    @POST
    @Path("record-event")
    public void recordEvent() { throw NotMandated.sca(); }

    @POST
    @Path("factors/reset")
    public void startReset() { throw NotMandated.sca(); }

    @GET
    @Path("factors/reset/{resetId}")
    public void resetStatus() { throw NotMandated.sca(); }

    @POST
    @Path("factors/reset/{resetId}/complete")
    public void completeReset() { throw NotMandated.sca(); }
}
