package net.ccpay.customer.bulk.domain;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * RFC 4180 CSV, read by Apache Commons CSV: fields separated by commas, records by CRLF, LF or CR; a
 * field in double quotes may hold commas, line breaks and doubled quotes. A record remembers the line
 * it starts on (line breaks inside quotes and blank lines count), so errors can name it. Blank lines
 * are skipped, and so is a byte order mark before the first field. A quoted field that never ends, or
 * that has more than spaces after its closing quote, refuses the whole file with the line of the
 * record it is in: no row is lost or glued to another without a word.
 */
public final class Csv {

    /** One record: its fields and the 1-based line it starts on. */
    public record Record(int line, List<String> fields) {}

    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setIgnoreEmptyLines(true).get();

    private Csv() {}

    public static List<Record> parse(String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text; // a byte order mark some spreadsheets write
        Lines lines = new Lines(body);
        List<Record> out = new ArrayList<>();
        try (CSVParser parser = CSVParser.parse(body, FORMAT)) {
            Iterator<CSVRecord> records = parser.iterator();
            while (true) {
                // every line break read so far ends a line before the next record's (the parser counts them as this class does)
                int line = lines.firstNonEmptyFrom(parser.getCurrentLineNumber());
                try {
                    if (!records.hasNext()) {
                        break;
                    }
                } catch (UncheckedIOException malformed) {
                    throw new IllegalArgumentException("the record that starts on line " + line + " has a quoted field that is not closed "
                            + "properly (a quoted field ends with a quote followed by a comma or a line break; a quote inside it is written twice)");
                }
                List<String> fields = records.next().toList();
                if (!(fields.size() == 1 && fields.get(0).isEmpty())) {
                    out.add(new Record(line, fields));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a String cannot fail to be read
        }
        return out;
    }

    /** Where each line of a text starts, line breaks being CRLF, LF or CR as in the parser. */
    static final class Lines {
        private final String text;
        private final List<Integer> starts = new ArrayList<>();

        Lines(String text) {
            this.text = text;
            starts.add(0);
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                if (c == '\r' || c == '\n') {
                    starts.add(i + 1);
                }
            }
        }

        /** The 1-based number of the first line from the 0-based {@code index} on that is not empty (blank lines are skipped). */
        int firstNonEmptyFrom(long index) {
            int i = (int) Math.min(index, starts.size() - 1);
            while (i + 1 < starts.size() && isLineBreak(starts.get(i))) {
                i++;
            }
            return i + 1;
        }

        private boolean isLineBreak(int at) {
            return at < text.length() && (text.charAt(at) == '\r' || text.charAt(at) == '\n');
        }
    }
}
