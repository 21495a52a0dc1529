package net.ccpay.customer.sca.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** Trusting and untrusting a beneficiary are SCA operations: 409 where SCA is not required. */
@ApplicationScoped
@Path("/customers/external-accounts/{externalAccountId}")
@Produces(MediaType.APPLICATION_JSON)
public class BeneficiaryTrustResource {

    @POST
    @Path("trust")
    public void trust() { throw NotMandated.sca(); }

    @POST
    @Path("trust/confirm")
    public void confirmTrust() { throw NotMandated.sca(); }

    @POST
    @Path("untrust")
    public void untrust() { throw NotMandated.sca(); }

    @POST
    @Path("untrust/confirm")
    public void confirmUntrust() { throw NotMandated.sca(); }
}
