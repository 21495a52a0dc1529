package net.ccpay.webhook.platform;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import net.ccpay.common.error.ApiException;

/**
 * Operations of the public contract that the gateway routes to this service but that are not
 * built yet: each answers 501 NOT_IMPLEMENTED in the envelope (listed as missing in the README).
 */
@Path("{path: .*}")
public class NotImplementedResource {

    @GET public void get() { throw ApiException.notImplemented("This operation"); }
    @POST public void post() { throw ApiException.notImplemented("This operation"); }
    @PUT public void put() { throw ApiException.notImplemented("This operation"); }
    @PATCH public void patch() { throw ApiException.notImplemented("This operation"); }
    @DELETE public void delete() { throw ApiException.notImplemented("This operation"); }
}
