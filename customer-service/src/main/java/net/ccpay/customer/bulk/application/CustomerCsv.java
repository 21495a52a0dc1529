package net.ccpay.customer.bulk.application;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.bulk.domain.Csv;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The contract's customer CSV: a header row naming the columns, then one customer per row, turned into
 * the body {@code POST /customers} takes, so each row goes through the same field rules (and sandbox
 * outcomes) as a customer created one by one, with the CSV's own required columns. Columns, exactly the
 * contract's: {@code umaAddress} (a leading {@code $} is added when the file leaves it out, as the
 * contract's example does), {@code platformCustomerId}, {@code customerType}; individuals
 * {@code fullName}, {@code birthDate}, {@code email}; businesses {@code businessLegalName},
 * {@code businessRegistrationNumber}, {@code businessTaxId} (a business's country is its address's);
 * the address {@code addressLine1}, {@code addressLine2}, {@code city}, {@code state},
 * {@code postalCode}, {@code country}. Empty cells are absent values. {@code platformAccountId} and
 * {@code description} are accepted and not kept (a customer has neither). A cell is stored as written:
 * one that looks like a spreadsheet formula ({@code =}, {@code +}, {@code -}, {@code @} first) is text
 * like any other, never evaluated.
 */
public final class CustomerCsv {

    public static final Set<String> COLUMNS = Set.of("umaAddress", "platformCustomerId", "customerType", "fullName", "birthDate",
            "addressLine1", "addressLine2", "city", "state", "postalCode", "country", "platformAccountId", "description", "email",
            "businessLegalName", "businessRegistrationNumber", "businessTaxId");
    public static final List<String> REQUIRED = List.of("umaAddress", "platformCustomerId", "customerType");

    /** A data row: its line, the id the platform gave it (the error entries' correlationId), and the create body. */
    public record Row(int line, String correlationId, JsonObject request) {}

    /** What a file holds: its rows, or why it cannot be read at all (header problems). */
    public record Parsed(List<Row> rows, List<String> headerProblems) {}

    private CustomerCsv() {}

    public static Parsed read(String text) {
        List<Csv.Record> records = Csv.parse(text);
        List<String> problems = new ArrayList<>();
        if (records.isEmpty()) {
            return new Parsed(List.of(), List.of("the file is empty: it needs a header row and one row per customer"));
        }
        List<String> header = records.get(0).fields().stream().map(String::trim).toList();
        for (String h : header) {
            if (!COLUMNS.contains(h)) {
                problems.add("unknown column '" + h + "' (columns: " + String.join(", ", new java.util.TreeSet<>(COLUMNS)) + ")");
            }
        }
        if (header.stream().distinct().count() != header.size()) {
            problems.add("a column is named twice in the header");
        }
        for (String r : REQUIRED) {
            if (!header.contains(r)) {
                problems.add("the header lacks the required column '" + r + "'");
            }
        }
        if (!problems.isEmpty()) {
            return new Parsed(List.of(), problems);
        }
        List<Row> rows = new ArrayList<>();
        for (Csv.Record r : records.subList(1, records.size())) {
            Map<String, String> cells = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                String v = i < r.fields().size() ? r.fields().get(i).trim() : "";
                if (!v.isEmpty()) {
                    cells.put(header.get(i), v);
                }
            }
            rows.add(new Row(r.line(), cells.getOrDefault("platformCustomerId", "line " + r.line()), request(cells, r.fields().size() > header.size())));
        }
        return new Parsed(rows, List.of());
    }

    /** The create body of one row; a row with more cells than the header gets a field that fails validation. */
    static JsonObject request(Map<String, String> cells, boolean tooManyCells) {
        JsonObjectBuilder b = JsonP.createObjectBuilder();
        String type = cells.get("customerType");
        put(b, "customerType", type == null ? null : type.toUpperCase(Locale.ROOT));
        put(b, "platformCustomerId", cells.get("platformCustomerId"));
        String uma = cells.get("umaAddress");
        put(b, "umaAddress", uma == null || uma.startsWith("$") ? uma : "$" + uma);
        if (cells.keySet().stream().anyMatch(k -> k.startsWith("address") || Set.of("city", "state", "postalCode", "country").contains(k))) {
            JsonObjectBuilder a = JsonP.createObjectBuilder();
            put(a, "line1", cells.get("addressLine1"));
            put(a, "line2", cells.get("addressLine2"));
            put(a, "city", cells.get("city"));
            put(a, "state", cells.get("state"));
            put(a, "postalCode", cells.get("postalCode"));
            put(a, "country", cells.get("country"));
            b.add("address", a);
        }
        if ("BUSINESS".equalsIgnoreCase(type)) {
            JsonObjectBuilder info = JsonP.createObjectBuilder();
            put(info, "legalName", cells.get("businessLegalName"));
            put(info, "registrationNumber", cells.get("businessRegistrationNumber"));
            put(info, "taxId", cells.get("businessTaxId"));
            put(info, "country", cells.get("country"));
            b.add("businessInfo", info);
        } else {
            put(b, "fullName", cells.get("fullName"));
            put(b, "birthDate", cells.get("birthDate"));
            put(b, "email", cells.get("email"));
        }
        if (tooManyCells) {
            b.add("row", "has more cells than the header has columns");
        }
        return b.build();
    }

    /** Request fields that are not named like their column. */
    private static final Map<String, String> COLUMN_OF_FIELD = Map.of(
            "address.line1", "addressLine1", "address.line2", "addressLine2", "address.city", "city", "address.state", "state",
            "address.postalCode", "postalCode", "address.country", "country", "businessInfo.legalName", "businessLegalName",
            "businessInfo.registrationNumber", "businessRegistrationNumber", "businessInfo.taxId", "businessTaxId",
            "businessInfo.country", "country");

    /** The column a field of a row's create request came from, for the row's errors ({@code address.line1} is {@code addressLine1}). */
    public static String column(String field) {
        return COLUMN_OF_FIELD.getOrDefault(field, field);
    }

    private static void put(JsonObjectBuilder b, String name, String value) {
        if (value != null) {
            b.add(name, value);
        }
    }
}
