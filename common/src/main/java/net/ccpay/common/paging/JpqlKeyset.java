package net.ccpay.common.paging;

import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;

import java.util.List;
import java.util.Map;

/**
 * A keyset-paginated JPQL query over an entity with {@code createdAt} and {@code id}: the caller's
 * filters ({@code where} over {@code alias}, with named parameters), ordered by (createdAt, id) in
 * either direction, one row more than the page so {@link Page#of} knows whether there is more, and
 * the count of the rows the filters match, up to {@link Counts#LIMIT}. A list whose direction the client chooses
 * hands out cursors that state it ({@link Cursor#in(boolean)}); a cursor of the other direction is refused.
 */
public final class JpqlKeyset {

    /** The page's rows (up to limit + 1) and the filters' total. */
    public record Rows<T>(List<T> rows, long totalCount) {}

    private JpqlKeyset() {}

    public static <T> Rows<T> run(EntityManager em, Class<T> type, String alias, String where, Map<String, Object> params,
                                  int limit, Cursor after, boolean ascending) {
        String base = "FROM " + type.getSimpleName() + " " + alias + " WHERE " + where;
        String a = alias + ".";
        String keyset = after == null ? "" : ascending
                ? " AND (" + a + "createdAt > :ac OR (" + a + "createdAt = :ac AND " + a + "id > :ai))"
                : " AND (" + a + "createdAt < :ac OR (" + a + "createdAt = :ac AND " + a + "id < :ai))";
        String order = ascending ? " ORDER BY " + a + "createdAt, " + a + "id" : " ORDER BY " + a + "createdAt DESC, " + a + "id DESC";
        TypedQuery<T> q = em.createQuery("SELECT " + alias + " " + base + keyset + order, type);
        params.forEach(q::setParameter);
        if (after != null) {
            q.setParameter("ac", after.createdAt(ascending)).setParameter("ai", after.id());
        }
        return new Rows<>(q.setMaxResults(limit + 1).getResultList(), Counts.jpqlCount(em, alias, base, params));
    }
}
