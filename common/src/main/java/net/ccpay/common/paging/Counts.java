package net.ccpay.common.paging;

import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import jakarta.persistence.TypedQuery;

import java.util.List;
import java.util.Map;

/**
 * A list's {@code totalCount}, counted up to {@link #LIMIT} matching rows. Counting every match of a filter that
 * matches half of a table of millions reads millions of index entries on every page; counting up to a limit reads
 * at most that many, whatever the table's size. When more rows match, the count is {@link #OVER_LIMIT} and the
 * answer leaves {@code totalCount} out (the contract makes it optional): the client pages with {@code hasMore} and
 * {@code nextCursor} as always. A count kept elsewhere (the onboarding tally of the customer list) stays exact.
 * The limit is 1,000: reading up to a thousand index entries costs well under a millisecond of the database's time,
 * so a count costs about the same whether a filter matches a thousand rows or millions (at 10,000 a day of
 * transactions cost several milliseconds more at 500,000 customers than at 10,000, docs/benchmarks.md); a list
 * that matches more than a thousand is more than ten pages even at the largest page size.
 */
public final class Counts {

    /** The most matching rows a list counts. */
    public static final int LIMIT = 1_000;

    /** The count of a list whose filters match more than {@link #LIMIT} rows: its answer has no totalCount. */
    public static final long OVER_LIMIT = -1;

    private Counts() {}

    /**
     * Counts the rows of {@code fromWhere} (native SQL from {@code FROM}: {@code "FROM t WHERE ..."}, with {@code ?}
     * placeholders bound in order to {@code params}), reading at most {@link #LIMIT} + 1 of them.
     */
    public static long nativeCount(EntityManager em, String fromWhere, List<Object> params) {
        Query q = em.createNativeQuery("SELECT COUNT(*) FROM (SELECT 1 " + fromWhere + " LIMIT " + (LIMIT + 1) + ") matched");
        for (int i = 0; i < params.size(); i++) {
            q.setParameter(i + 1, params.get(i));
        }
        return of(((Number) q.getSingleResult()).longValue());
    }

    /**
     * Counts the rows of a JPQL {@code fromWhere} ({@code "FROM Entity e WHERE ..."}, whose entity has the alias
     * {@code alias} and an {@code id}; {@code params} its named parameters), reading at most {@link #LIMIT} + 1 of
     * them. JPQL has no subquery in FROM to put a LIMIT under a COUNT, so it asks twice: first for the one id past the
     * limit, which answers over the limit without counting further; when there is none, fewer than the limit match and
     * the database counts them. Fetching the ids to count them in the service instead cost it about 10 ms of CPU per
     * thousand (a list matching 6,673 accounts took 70 ms).
     */
    public static long jpqlCount(EntityManager em, String alias, String fromWhere, Map<String, Object> params) {
        TypedQuery<Object> past = em.createQuery("SELECT " + alias + ".id " + fromWhere, Object.class);
        TypedQuery<Long> count = em.createQuery("SELECT COUNT(" + alias + ") " + fromWhere, Long.class);
        params.forEach((k, v) -> {
            past.setParameter(k, v);
            count.setParameter(k, v);
        });
        if (!past.setFirstResult(LIMIT).setMaxResults(1).getResultList().isEmpty()) {
            return OVER_LIMIT;
        }
        return of(count.getSingleResult());
    }

    /** {@code counted} as a list's count: itself up to {@link #LIMIT}, else {@link #OVER_LIMIT}. */
    public static long of(long counted) {
        return counted > LIMIT ? OVER_LIMIT : counted;
    }
}
