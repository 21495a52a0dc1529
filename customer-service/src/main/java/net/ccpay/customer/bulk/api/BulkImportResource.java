package net.ccpay.customer.bulk.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.EntityPart;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.ids.Ids;
import net.ccpay.customer.bulk.application.BulkImports;
import net.ccpay.customer.bulk.domain.BulkJobNotFound;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** {@code /customers/bulk}: upload a CSV of customers (202, a job), and follow the job. */
@ApplicationScoped
@Path("/customers/bulk")
@Produces(MediaType.APPLICATION_JSON)
public class BulkImportResource {

    @Inject
    BulkImports imports;

    @POST
    @Path("csv")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response upload(List<EntityPart> parts) {
        return Response.status(202).type(MediaType.APPLICATION_JSON_TYPE).entity(BulkJobJson.accepted(imports.accept(file(parts)))).build();
    }

    @GET
    @Path("jobs/{jobId}")
    public JsonObject job(@PathParam("jobId") String jobId) {
        if (!Ids.hasType("Job", jobId)) {
            throw new BulkJobNotFound(jobId);
        }
        return BulkJobJson.job(imports.get(jobId));
    }

    /** The 'file' part as UTF-8 text (the gateway already bounded the body's size). */
    private static String file(List<EntityPart> parts) {
        if (parts == null) {
            throw ApiException.invalidInput("The body must be multipart/form-data with the CSV in a 'file' part");
        }
        try {
            for (EntityPart p : parts) {
                if ("file".equals(p.getName())) {
                    try (InputStream in = p.getContent()) {
                        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                                .decode(ByteBuffer.wrap(in.readAllBytes())).toString();
                    } catch (CharacterCodingException e) {
                        throw ApiException.invalidInput("The 'file' part is not UTF-8 text; save the CSV as UTF-8");
                    }
                }
            }
        } catch (IOException e) {
            throw ApiException.invalidInput("The multipart body could not be read; check its boundaries and parts");
        }
        throw ApiException.invalidInput("The body has no 'file' part: send the CSV as the form field 'file'");
    }
}
