package net.ccpay.customer.bulk.domain;

import java.util.ArrayList;
import java.util.List;

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may hold
 * commas, line breaks and doubled quotes. A record remembers the line it starts on, so errors can
 * name it. Blank lines are skipped. An unterminated quoted field is refused.
 */
public final class Csv {

    /** One record: its fields and the 1-based line it starts on. */
    public record Record(int line, List<String> fields) {}

    private Csv() {}

    public static List<Record> parse(String text) {
        List<Record> out = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        boolean wasQuoted = false;
        int line = 1;
        int recordLine = 1;
        int i = 0;
        int n = text.length();
        if (n > 0 && text.charAt(0) == '\uFEFF') {
            i = 1; // a byte order mark some spreadsheets write
        }
        for (; i < n; i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < n && text.charAt(i + 1) == '"') {
                        field.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    if (c == '\n') {
                        line++;
                    }
                    field.append(c);
                }
            } else if (c == '"' && field.length() == 0 && !wasQuoted) {
                quoted = true;
                wasQuoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
                wasQuoted = false;
            } else if (c == '\r' || c == '\n') {
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                fields.add(field.toString());
                field.setLength(0);
                wasQuoted = false;
                if (!(fields.size() == 1 && fields.get(0).isEmpty())) {
                    out.add(new Record(recordLine, List.copyOf(fields)));
                }
                fields.clear();
                line++;
                recordLine = line;
            } else {
                field.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("a quoted field that starts on line " + recordLine + " never ends");
        }
        if (field.length() > 0 || !fields.isEmpty() || wasQuoted) {
            fields.add(field.toString());
            out.add(new Record(recordLine, List.copyOf(fields)));
        }
        return out;
    }
}
