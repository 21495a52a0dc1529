package net.ccpay.customer.documents.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.customer.documents.domain.Document;
import net.ccpay.customer.documents.domain.DocumentHolder;
import net.ccpay.customer.documents.domain.DocumentNotFound;
import net.ccpay.customer.documents.domain.DocumentRepository;
import net.ccpay.customer.documents.domain.FileKind;
import net.ccpay.customer.owners.domain.BeneficialOwner;
import net.ccpay.customer.owners.domain.BeneficialOwnerRepository;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Uploading, replacing and deleting documents. Every check runs before anything is written, and
 * metadata and content are written in one transaction: a failed request leaves nothing behind.
 */
@ApplicationScoped
public class DocumentService {

    public static final int MAX_BYTES = 10 * 1024 * 1024;
    private static final List<String> KINDS = List.of("image/jpeg", "image/png", "application/pdf");


    @Inject
    DocumentRepository documents;

    @Inject
    CustomerRepository customers;

    @Inject
    BeneficialOwnerRepository owners;

    private record Checked(JsonObject fields, FileKind kind) {}

    /** {@code errors} holds what the api found in the form's text parts; the file's errors and the holder's follow them. */
    @Transactional
    public Document upload(DocumentForm form, FieldErrors errors) {
        Checked c = check(form, errors);
        String holder = c.fields().containsKey("documentHolder") ? c.fields().getString("documentHolder") : null;
        String customerId = holder == null ? null : owningCustomer(form.holder()).orElse(null);
        if (holder != null && customerId == null) {
            errors.add("documentHolder", "must be the id of an existing customer (Customer:...) or beneficial owner (BeneficialOwner:...)");
        }
        errors.throwIfAny();
        Instant now = now();
        Document d = new Document(Ids.newId("Document"), holder, customerId, now);
        describe(d, c, form, now);
        documents.add(d, form.file());
        return d;
    }

    /** As {@link #upload}; an unknown document is 404 before any 400. */
    @Transactional
    public Document replace(String id, DocumentForm form, FieldErrors errors) {
        Document d = documents.find(id).orElseThrow(() -> new DocumentNotFound(id));
        Checked c = check(form, errors);
        errors.throwIfAny();
        describe(d, c, form, now());
        documents.replaceContent(d, form.file());
        return d;
    }

    @Transactional
    public void delete(String id) {
        documents.remove(documents.find(id).orElseThrow(() -> new DocumentNotFound(id)));
    }

    @Transactional
    public Document get(String id) {
        return documents.find(id).orElseThrow(() -> new DocumentNotFound(id));
    }

    @Transactional
    public Page<Document> list(String holderId, PageRequest page) {
        return documents.list(holderId, page);
    }

    private Checked check(DocumentForm form, FieldErrors errors) {
        JsonObjectBuilder in = JsonP.createObjectBuilder();
        form.fields().forEach(in::add);
        JsonObject fields = in.build();
        FileKind kind = null;
        if (form.file() == null) {
            errors.add("file", "is required: attach the document as the multipart part named 'file'");
        } else if (form.file().length == 0) {
            errors.add("file", "is empty (0 bytes); attach a JPEG, PNG or PDF file");
        } else if (form.tooLarge()) {
            errors.add("file", "is larger than 10 MB (" + MAX_BYTES + " bytes); attach a smaller file");
        } else {
            kind = FileKind.detect(form.file()).orElse(null);
            if (kind == null) {
                errors.add(new FieldError("file", FieldError.Constraint.oneOf(KINDS),
                        "is not a JPEG, PNG or PDF file (recognised by its content, not its name)"));
            }
        }
        return new Checked(fields, kind);
    }

    private void describe(Document d, Checked c, DocumentForm form, Instant now) {
        JsonObject f = c.fields();
        d.describe(f.getString("documentType"), f.getString("side", null), f.getString("country"),
                f.getString("documentNumber", null), f.getString("issuingAuthority", null),
                fileName(form.fileName(), c.kind()), c.kind().mediaType(), form.file().length, sha256(form.file()), now);
    }

    /** The customer a holder's documents count for; empty when the holder does not exist. */
    private Optional<String> owningCustomer(Optional<DocumentHolder> holder) {
        if (holder.orElse(null) instanceof DocumentHolder.OfCustomer c) {
            return customers.find(c.id().value()).map(Customer::id);
        }
        if (holder.orElse(null) instanceof DocumentHolder.OfOwner o) {
            return owners.find(o.id().value()).map(BeneficialOwner::customerId).flatMap(customers::find).map(Customer::id);
        }
        return Optional.empty();
    }

    /** The client's file name without any directory part or control characters; a generic one when absent. */
    static String fileName(String given, FileKind kind) {
        String name = given == null ? "" : given.replaceAll("[\\p{Cntrl}]", "");
        name = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1).trim();
        if (name.isEmpty()) {
            name = "document." + kind.extension();
        }
        return name.length() > 255 ? name.substring(name.length() - 255) : name;
    }

    private static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
