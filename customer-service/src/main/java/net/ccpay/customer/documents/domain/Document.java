package net.ccpay.customer.documents.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * A document's metadata. Its bytes live in {@code document_chunk}, written by the repository in
 * the same transaction. {@code customerId} is the customer the document counts for (the holder,
 * or the business of a beneficial-owner holder).
 */
@Entity
@Table(name = "document")
public class Document {

    @Id
    private String id;
    @Column(name = "holder_id")
    private String holderId;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "document_type")
    private String documentType;
    private String side;
    private String country;
    @Column(name = "document_number")
    private String documentNumber;
    @Column(name = "issuing_authority")
    private String issuingAuthority;
    @Column(name = "file_name")
    private String fileName;
    @Column(name = "media_type")
    private String mediaType;
    @Column(name = "size_bytes")
    private long sizeBytes;
    private String sha256;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected Document() {}

    public Document(String id, String holderId, String customerId, Instant now) {
        this.id = id;
        this.holderId = holderId;
        this.customerId = customerId;
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** Sets everything a replace (PUT) may change. */
    public void describe(String documentType, String side, String country, String documentNumber, String issuingAuthority,
                         String fileName, String mediaType, long sizeBytes, String sha256, Instant now) {
        this.documentType = documentType;
        this.side = side;
        this.country = country;
        this.documentNumber = documentNumber;
        this.issuingAuthority = issuingAuthority;
        this.fileName = fileName;
        this.mediaType = mediaType;
        this.sizeBytes = sizeBytes;
        this.sha256 = sha256;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String holderId() { return holderId; }
    public String customerId() { return customerId; }
    public String documentType() { return documentType; }
    public String side() { return side; }
    public String country() { return country; }
    public String documentNumber() { return documentNumber; }
    public String issuingAuthority() { return issuingAuthority; }
    public String fileName() { return fileName; }
    public String mediaType() { return mediaType; }
    public long sizeBytes() { return sizeBytes; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
}
