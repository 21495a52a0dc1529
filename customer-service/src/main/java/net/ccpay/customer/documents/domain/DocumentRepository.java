package net.ccpay.customer.documents.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

public interface DocumentRepository {
    Optional<Document> find(String id);
    /** Stores the metadata and the content together (the caller's transaction). */
    void add(Document document, byte[] content);
    /** Replaces the content of a stored document (the caller has updated its metadata). */
    void replaceContent(Document document, byte[] content);
    void remove(Document document);
    Page<Document> list(String holderId, PageRequest page);
    /** The documents of {@code holderId} whose type is one of {@code types}, oldest first. */
    List<Document> ofHolder(String holderId, Collection<String> types);
    /** The stored bytes, in order. */
    byte[] content(String documentId);
}
