package net.ccpay.customer.documents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.customer.documents.domain.Document;
import net.ccpay.customer.documents.domain.DocumentRepository;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.KeysetQuery;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/** Metadata through JPA; content as ordered 1 MiB chunks through native SQL, in the same transaction. */
@ApplicationScoped
public class JpaDocumentRepository extends JpaRows<Document> implements DocumentRepository {

    public JpaDocumentRepository() {
        super(Document.class);
    }

    static final int CHUNK = 1024 * 1024;

    @Override
    public void add(Document document, byte[] content) {
        em.persist(document);
        em.flush(); // the chunks reference the document row
        writeChunks(document.id(), content);
    }

    @Override
    public void replaceContent(Document document, byte[] content) {
        em.flush();
        deleteChunks(document.id());
        writeChunks(document.id(), content);
    }

    @Override
    public void remove(Document document) {
        deleteChunks(document.id());
        em.remove(document);
    }

    @Override
    public Page<Document> list(String holderId, PageRequest page) {
        return new KeysetQuery("document")
                .whereIf(holderId, "holder_id = ?", holderId)
                .run(em, Document.class, page, d -> new Cursor(d.createdAt(), d.id()));
    }

    @Override
    public List<Document> ofHolder(String holderId, Collection<String> types) {
        return em.createQuery("SELECT d FROM Document d WHERE d.holderId = :h AND d.documentType IN :t ORDER BY d.createdAt, d.id",
                        Document.class)
                .setParameter("h", holderId).setParameter("t", types).getResultList();
    }

    @Override
    public byte[] content(String documentId) {
        @SuppressWarnings("unchecked")
        List<byte[]> chunks = em.createNativeQuery("SELECT bytes FROM document_chunk WHERE document_id = ? ORDER BY seq")
                .setParameter(1, documentId).getResultList();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        chunks.forEach(out::writeBytes);
        return out.toByteArray();
    }

    private void writeChunks(String documentId, byte[] content) {
        for (int seq = 0, off = 0; off < content.length; seq++, off += CHUNK) {
            em.createNativeQuery("INSERT INTO document_chunk (document_id, seq, bytes) VALUES (?, ?, ?)")
                    .setParameter(1, documentId)
                    .setParameter(2, seq)
                    .setParameter(3, Arrays.copyOfRange(content, off, Math.min(content.length, off + CHUNK)))
                    .executeUpdate();
        }
    }

    private void deleteChunks(String documentId) {
        em.createNativeQuery("DELETE FROM document_chunk WHERE document_id = ?").setParameter(1, documentId).executeUpdate();
    }
}
