package net.ccpay.customer.platform.paging;

import java.util.List;
import java.util.function.Function;

/** One page of a keyset-paginated list: the contract's {@code {data, hasMore, nextCursor?, totalCount}}. */
public record Page<T>(List<T> items, boolean hasMore, String nextCursor, long totalCount) {

    public <R> Page<R> map(Function<T, R> f) {
        return new Page<>(items.stream().map(f).toList(), hasMore, nextCursor, totalCount);
    }
}
