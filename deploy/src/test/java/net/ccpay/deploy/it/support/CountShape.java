package net.ccpay.deploy.it.support;

import net.ccpay.common.paging.Counts;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a list's count asks of its one table, read from the statement's text: the table and the words of the statement
 * that may name its columns. A count is {@code SELECT COUNT(...)} of one table, or the probe for the row past the
 * count's limit ({@code LIMIT} {@link Counts#LIMIT}{@code , 1}) that a count asks first. It reads at most about
 * {@link Counts#LIMIT} index entries when one secondary index holds every column the statement names (InnoDB appends
 * the primary key to each): then the database answers from that index alone. Otherwise it reads each matching row as
 * well, up to 10,001 rows of the table, mostly from disk once the table outgrows memory. A count whose filter pins the
 * primary key's first column to one value reads one range of the table itself, the matching rows side by side, and
 * needs no secondary index.
 *
 * <p>Written for the SQL the services send (EclipseLink's {@code t0.COLUMN}, and the native counts of
 * {@link Counts#nativeCount}); it is not a general SQL parser. Statements of several tables are not counts here.
 */
public record CountShape(String table, Set<String> words, Set<String> pinned) {

    private static final Pattern COUNT = Pattern.compile("(?is)^select\\s+count\\s*\\(");
    private static final Pattern PROBE = Pattern.compile("(?i)\\blimit\\s+" + Counts.LIMIT + "\\s*,\\s*1\\s*$");
    private static final Pattern FROM = Pattern.compile("(?i)\\bfrom\\s+(?!\\()`?(\\w+)`?");
    private static final Pattern FORCE = Pattern.compile("(?i)\\b(?:force|use)\\s+index\\s*\\([^)]*\\)");
    private static final Pattern WORD = Pattern.compile("[A-Za-z_]\\w*");

    /** The shape of a count of one table; empty for any other statement. */
    public static Optional<CountShape> of(String sql) {
        String text = sql.replaceAll("'(?:[^'\\\\]|\\\\.)*'", "''").replaceAll("\\s+", " ").strip();
        if (!COUNT.matcher(text).find() && !PROBE.matcher(text).find()) {
            return Optional.empty();
        }
        if (Pattern.compile("(?i)\\bjoin\\b").matcher(text).find()) {
            return Optional.empty();
        }
        Set<String> tables = new LinkedHashSet<>();
        Matcher from = FROM.matcher(text);
        while (from.find()) {
            tables.add(from.group(1).toLowerCase(Locale.ROOT));
        }
        if (tables.size() != 1) {
            return Optional.empty();
        }
        Set<String> words = new TreeSet<>();
        Matcher w = WORD.matcher(FORCE.matcher(text).replaceAll(" "));
        while (w.find()) {
            words.add(w.group().toLowerCase(Locale.ROOT));
        }
        Set<String> pinned = new TreeSet<>();
        Set<String> several = new TreeSet<>();
        Matcher where = PageShape.WHERE.matcher(text.replaceAll("(?i)\\b[a-z_]\\w*\\.(?=[a-z_`])", ""));
        if (where.find()) {
            for (String conjunct : PageShape.conjuncts(where.group(1))) {
                PageShape.pin(conjunct, "", pinned, several);
            }
        }
        return Optional.of(new CountShape(tables.iterator().next(), words, pinned));
    }

    /** The table's columns that the statement names. */
    public Set<String> columns(Set<String> tableColumns) {
        Set<String> named = new TreeSet<>(words);
        named.retainAll(tableColumns);
        return named;
    }

    /**
     * Whether the count reads one range of the table (its filter pins the first column of {@code primaryKey}) or one
     * of the table's secondary indexes holds {@code columns}: {@code indexes}, each secondary index's columns with the
     * primary key's appended, as InnoDB stores them.
     */
    public boolean coveredBy(Set<String> columns, List<String> primaryKey, List<List<String>> indexes) {
        return (!primaryKey.isEmpty() && pinned.contains(primaryKey.get(0))) || indexes.stream().anyMatch(cols -> cols.containsAll(columns));
    }

    /** The count's shape in one line: {@code table counts over [a, b]}. */
    public static String key(String table, Set<String> columns) {
        return table + " counts over " + new TreeSet<>(columns);
    }
}
