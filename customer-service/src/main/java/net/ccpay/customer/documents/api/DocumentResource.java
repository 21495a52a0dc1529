package net.ccpay.customer.documents.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.RequestRecords;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.EntityPart;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.customer.documents.application.DocumentForm;
import net.ccpay.customer.documents.domain.DocumentHolder;
import net.ccpay.customer.documents.application.DocumentService;
import net.ccpay.common.paging.PageRequest;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code /documents}: multipart uploads of customers' and beneficial owners' documents. */
@ApplicationScoped
@Path("/documents")
@Produces(MediaType.APPLICATION_JSON)
public class DocumentResource {

    private static final Set<String> TEXT_PARTS = Set.of("documentHolder", "documentType", "side", "country", "documentNumber",
            "issuingAuthority");

    @Inject
    DocumentService service;

    @POST
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response upload(List<EntityPart> parts) {
        FieldErrors errors = new FieldErrors();
        DocumentForm form = checked(read(parts), DocumentRequests.Upload.class, errors);
        return Response.status(201).entity(DocumentMapper.toJson(service.upload(form, errors))).build();
    }

    @PUT
    @Path("{documentId}")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public JsonObject replace(@PathParam("documentId") String id, List<EntityPart> parts) {
        FieldErrors errors = new FieldErrors();
        DocumentForm form = checked(read(parts), DocumentRequests.Replace.class, errors);
        return DocumentMapper.toJson(service.replace(id, form, errors));
    }

    @DELETE
    @Path("{documentId}")
    public Response delete(@PathParam("documentId") String id) {
        service.delete(id);
        return Response.noContent().build();
    }

    @GET
    @Path("{documentId}")
    public JsonObject get(@PathParam("documentId") String id) {
        return DocumentMapper.toJson(service.get(id));
    }

    @GET
    public JsonObject list(@QueryParam("documentHolder") String holder, @QueryParam("limit") String limit,
                           @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        errors.throwIfAny();
        return service.list(holder, page).toJson(DocumentMapper::toJson);
    }

    /**
     * The form with only those text parts that are valid as a {@code type}; what is invalid is reported
     * into {@code errors}, which the service completes with the file's errors.
     */
    static DocumentForm checked(DocumentForm form, Class<? extends Record> type, FieldErrors errors) {
        JsonObjectBuilder in = JsonP.createObjectBuilder();
        form.fields().forEach(in::add);
        JsonObject valid = RequestRecords.validJson(RequestRecords.read(in.build(), type, errors), errors);
        Map<String, String> fields = new LinkedHashMap<>();
        valid.forEach((name, value) -> fields.put(name, ((JsonString) value).getString()));
        return new DocumentForm(fields, form.file(), form.tooLarge(), form.fileName(), form.holder());
    }

    /** Reads the known parts; the file at most one byte beyond the limit, so an oversized one is recognised without buffering it all. */
    static DocumentForm read(List<EntityPart> parts) {
        if (parts == null) {
            throw ApiException.invalidInput("The body must be multipart/form-data with the document's fields and a 'file' part");
        }
        Map<String, String> fields = new LinkedHashMap<>();
        byte[] file = null;
        boolean tooLarge = false;
        String fileName = null;
        try {
            for (EntityPart p : parts) {
                if ("file".equals(p.getName())) {
                    try (InputStream in = p.getContent()) {
                        file = in.readNBytes(DocumentService.MAX_BYTES + 1);
                    }
                    tooLarge = file.length > DocumentService.MAX_BYTES;
                    fileName = p.getFileName().orElse(null);
                } else if (TEXT_PARTS.contains(p.getName())) {
                    fields.put(p.getName(), p.getContent(String.class).trim());
                }
            }
        } catch (IOException e) {
            throw ApiException.invalidInput("The multipart body could not be read; check its boundaries and parts");
        }
        return new DocumentForm(fields, file, tooLarge, fileName, DocumentHolder.parse(fields.get("documentHolder")));
    }
}
