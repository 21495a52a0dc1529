package net.ccpay.common.db;

import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;

import java.util.Optional;

/**
 * What every JPA adapter of a repository port does the same way: find an entity by its id, or find it and lock its
 * row ({@code SELECT … FOR UPDATE}, held until the caller's transaction ends). An adapter extends it for its entity
 * and adds its queries, using {@link #em}, which joins the caller's transaction.
 */
public abstract class JpaRows<T> {

    @PersistenceContext
    protected EntityManager em;

    private final Class<T> type;

    protected JpaRows(Class<T> type) {
        this.type = type;
    }

    /** The entity with this id, if any. */
    public Optional<T> find(String id) {
        return Optional.ofNullable(em.find(type, id));
    }

    /** The entity with this id, its row locked for the rest of the transaction, if any. */
    public Optional<T> findForUpdate(String id) {
        return Optional.ofNullable(em.find(type, id, LockModeType.PESSIMISTIC_WRITE));
    }
}
