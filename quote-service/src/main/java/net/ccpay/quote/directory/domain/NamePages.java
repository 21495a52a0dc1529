package net.ccpay.quote.directory.domain;

import net.ccpay.common.paging.Page;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Keyset pages over a list already in {@link DirectoryData#NAME_ORDER}: a page starts after the
 * cursor's name (in the order asked for), whether or not that name is still listed, so pages stay
 * consistent when the data changes between two requests. {@code totalCount} counts every item given.
 */
public final class NamePages {

    private NamePages() {}

    public static <T> Page<T> page(String list, List<T> inNameOrder, Function<T, String> name, boolean descending,
                                   int limit, NameCursor after) {
        List<T> ordered = new ArrayList<>(inNameOrder);
        if (descending) {
            java.util.Collections.reverse(ordered);
        }
        List<T> rows = new ArrayList<>(limit + 1);
        for (T item : ordered) {
            if (after != null) {
                int c = DirectoryData.NAME_ORDER.compare(name.apply(item), after.lastName());
                if (descending ? c >= 0 : c <= 0) {
                    continue;
                }
            }
            rows.add(item);
            if (rows.size() > limit) {
                break;
            }
        }
        boolean more = rows.size() > limit;
        List<T> shown = more ? rows.subList(0, limit) : rows;
        String next = more ? new NameCursor(list, descending, name.apply(shown.get(shown.size() - 1))).encode() : null;
        return new Page<>(List.copyOf(shown), more, next, inNameOrder.size());
    }
}
