package net.ccpay.auth.tokens.domain;

import net.ccpay.common.paging.Cursor;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The platform's API tokens; "live" means not deleted. */
public interface ApiTokenRepository {

    /** The live token with this client id; also outside a transaction (the gateway's secret check holds none). */
    Optional<ApiToken> findByClientId(String clientId);

    /** As {@link #findByClientId}, with the row locked until the transaction ends. */
    Optional<ApiToken> findByClientIdForUpdate(String clientId);

    /** The live token with this id. */
    Optional<ApiToken> find(String id);

    /** The live token with this id, its row locked until the transaction ends. */
    Optional<ApiToken> findForUpdate(String id);

    void add(ApiToken token);

    /**
     * Inserts the token unless its client id (a unique key) is taken; false when it was. An INSERT IGNORE, so
     * copies racing on one client id neither fail nor leave the transaction unusable.
     */
    boolean addIfAbsent(ApiToken token);

    /**
     * Up to {@code limit + 1} live tokens after {@code after} (null: from the first), ordered by creation time
     * then id, with the number of live tokens the filter matches.
     */
    Rows list(Filter filter, int limit, Cursor after);

    /** The filters of GET /tokens (the time bounds are exclusive); null means "any". */
    record Filter(String name, Instant createdAfter, Instant createdBefore, Instant updatedAfter, Instant updatedBefore) {}

    record Rows(List<ApiToken> rows, long totalCount) {}
}
