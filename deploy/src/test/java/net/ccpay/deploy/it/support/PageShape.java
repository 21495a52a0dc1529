package net.ccpay.deploy.it.support;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one page of a list asks of the table it orders by, read from the statement's text: the table, the columns
 * its where-clause pins to one value in every row it returns ({@code c = v}, {@code c IS NULL}, {@code c IN (v)} in a
 * conjunct of the where-clause, not under an OR), the columns it pins to a few values ({@code c IN (v, w)}), and
 * its ORDER BY columns. A page is read in a bounded number of index entries only when an index starts with the
 * pinned columns followed by the order; otherwise the database either walks an index in order and checks the
 * filter on each row (a filtered walk, which reads most of the table when few rows match) or reads every match and
 * sorts it.
 *
 * <p>Written for the SQL the services send (EclipseLink's {@code t0.column} with its parentheses, and the
 * repositories' native SQL); it is not a general SQL parser.
 */
public record PageShape(String table, Set<String> pinned, Set<String> pinnedToSeveral, List<String> order) {

    private static final Pattern ORDER_BY = Pattern.compile("(?is)\\border\\s+by\\s+(.+?)(?:\\blimit\\b|\\bfor\\s+update\\b|$)");
    private static final Pattern LIMIT = Pattern.compile("(?i)\\blimit\\b");
    static final Pattern WHERE = Pattern.compile("(?is)\\bwhere\\b(.+?)(?:\\border\\s+by\\b|\\bgroup\\s+by\\b|\\blimit\\b|$)");
    private static final Pattern COLUMN = Pattern.compile("(?i)^`?(?:(\\w+)`?\\.`?)?(\\w+)`?$");
    private static final Pattern EQUALS = Pattern.compile("(?is)^`?(?:(\\w+)`?\\.`?)?([a-z_]\\w*)`?\\s*(?:=|<=>)\\s*(\\?|\\d+|'[^']*')$");
    private static final Pattern IS_NULL = Pattern.compile("(?is)^`?(?:(\\w+)`?\\.`?)?(\\w+)`?\\s+is\\s+null$");
    private static final Pattern IN_LIST = Pattern.compile("(?is)^`?(?:(\\w+)`?\\.`?)?(\\w+)`?\\s+in\\s*\\(([^()]*)\\)$");

    /** The shape of a page (a statement with ORDER BY and LIMIT whose order columns are of one table); empty otherwise. */
    public static Optional<PageShape> of(String sql) {
        String text = sql.replaceAll("'(?:[^'\\\\]|\\\\.)*'", "'?'").replaceAll("\\s+", " ").strip();
        Matcher orderBy = ORDER_BY.matcher(text);
        if (!orderBy.find() || !LIMIT.matcher(text.substring(orderBy.start())).find()) {
            return Optional.empty();
        }
        String alias = null;
        List<String> order = new ArrayList<>();
        for (String part : orderBy.group(1).split(",")) {
            Matcher c = COLUMN.matcher(part.strip().split("\\s+")[0]);
            if (!c.matches()) {
                return Optional.empty();
            }
            String a = c.group(1) == null ? "" : c.group(1);
            if (alias != null && !alias.equals(a)) {
                return Optional.empty();
            }
            alias = a;
            order.add(c.group(2).toLowerCase(Locale.ROOT));
        }
        String table = table(text, alias);
        if (table == null) {
            return Optional.empty();
        }
        Set<String> pinned = new LinkedHashSet<>();
        Set<String> several = new LinkedHashSet<>();
        Matcher where = WHERE.matcher(text);
        if (where.find()) {
            for (String conjunct : conjuncts(where.group(1))) {
                pin(conjunct, alias, pinned, several);
            }
        }
        several.removeAll(pinned);
        return Optional.of(new PageShape(table, pinned, several, order));
    }

    /** The page's shape in one line, columns sorted: {@code table pinned [a, b] several [c] ordered by [d, e]}. */
    public String key() {
        return table + " pinned " + new TreeSet<>(pinned) + " several " + new TreeSet<>(pinnedToSeveral) + " ordered by " + order;
    }

    /**
     * Whether an index serves this page: its leading columns are the pinned ones (in any order), then the order
     * columns. {@code indexes}: each index's columns, the primary key's appended to each secondary index as InnoDB
     * stores them. Unique indexes whose columns are all pinned serve any page too (at most one row).
     */
    public boolean servedBy(List<List<String>> indexes, List<List<String>> uniqueIndexes) {
        for (List<String> unique : uniqueIndexes) {
            if (pinned.containsAll(unique)) {
                return true;
            }
        }
        for (List<String> cols : indexes) {
            int k = pinned.size();
            if (cols.size() < k + order.size() || !Set.copyOf(cols.subList(0, k)).equals(pinned)) {
                continue;
            }
            List<String> rest = new ArrayList<>(cols.subList(k, cols.size()));
            // an order column that is also pinned is one value: it may be left out of the index's order part
            List<String> wanted = order.stream().filter(c -> !pinned.contains(c)).toList();
            if (rest.size() >= wanted.size() && rest.subList(0, wanted.size()).equals(wanted)) {
                return true;
            }
        }
        return false;
    }

    /** The table behind an alias in FROM or JOIN ({@code ""}: the statement's one table, named without an alias). */
    private static String table(String text, String alias) {
        Matcher m;
        if (alias.isEmpty()) {
            m = Pattern.compile("(?i)\\bfrom\\s+`?(\\w+)`?").matcher(text);
            if (!m.find() || Pattern.compile("(?i)\\bjoin\\b").matcher(text).find()) {
                return null;
            }
            return m.group(1).toLowerCase(Locale.ROOT);
        }
        m = Pattern.compile("(?i)\\b(?:from|join)\\s+`?(\\w+)`?\\s+(?:as\\s+)?`?" + Pattern.quote(alias) + "`?(?=[\\s,)]|$)").matcher(text);
        return m.find() ? m.group(1).toLowerCase(Locale.ROOT) : null;
    }

    static void pin(String conjunct, String alias, Set<String> pinned, Set<String> several) {
        Matcher m = EQUALS.matcher(conjunct);
        if (m.matches() && sameAlias(m.group(1), alias)) {
            pinned.add(m.group(2).toLowerCase(Locale.ROOT));
            return;
        }
        m = IS_NULL.matcher(conjunct);
        if (m.matches() && sameAlias(m.group(1), alias)) {
            pinned.add(m.group(2).toLowerCase(Locale.ROOT));
            return;
        }
        m = IN_LIST.matcher(conjunct);
        if (m.matches() && sameAlias(m.group(1), alias)) {
            (m.group(3).split(",").length == 1 ? pinned : several).add(m.group(2).toLowerCase(Locale.ROOT));
        }
    }

    private static boolean sameAlias(String found, String alias) {
        return (found == null ? "" : found).equalsIgnoreCase(alias);
    }

    /**
     * The conjuncts every returned row satisfies: the where-clause split at its top-level ANDs, each parenthesised
     * conjunct split again; a part with a top-level OR yields nothing (no column is pinned by it).
     */
    static List<String> conjuncts(String where) {
        String e = unwrap(where.strip());
        // BETWEEN's AND is not a conjunction
        e = e.replaceAll("(?i)\\bbetween\\s+(\\S+)\\s+and\\s+", "BETWEEN $1 ~ ");
        List<String> parts = splitTopLevel(e, "and");
        List<String> out = new ArrayList<>();
        if (parts.size() == 1) {
            if (splitTopLevel(e, "or").size() > 1) {
                return out;
            }
            String inner = unwrap(e);
            if (!inner.equals(e)) {
                return conjuncts(inner);
            }
            out.add(e);
            return out;
        }
        for (String p : parts) {
            out.addAll(conjuncts(p));
        }
        return out;
    }

    /** The expression without parentheses that enclose all of it. */
    private static String unwrap(String e) {
        while (e.startsWith("(") && e.endsWith(")") && closes(e) == e.length() - 1) {
            e = e.substring(1, e.length() - 1).strip();
        }
        return e;
    }

    /** The index of the parenthesis that closes the one at index 0. */
    private static int closes(String e) {
        int depth = 0;
        for (int i = 0; i < e.length(); i++) {
            char c = e.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    private static List<String> splitTopLevel(String e, String word) {
        List<String> parts = new ArrayList<>();
        Matcher m = Pattern.compile("(?i)\\s" + word + "\\s").matcher(e);
        int depth = 0;
        int from = 0;
        int scanned = 0;
        while (m.find()) {
            for (; scanned < m.start(); scanned++) {
                char c = e.charAt(scanned);
                depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            }
            if (depth == 0) {
                parts.add(e.substring(from, m.start()).strip());
                from = m.end();
            }
        }
        parts.add(e.substring(from).strip());
        return parts;
    }
}
