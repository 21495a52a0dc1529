package net.ccpay.common.validation;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * A small declarative description of a JSON object of the public contract: its known fields,
 * their types and constraints. {@link #check} reports every invalid field at once (with the
 * brief's FieldConstraint hints) and returns only the known fields, so nothing unvalidated is
 * stored. Unknown fields are ignored, as a tolerant reader of a versioned API should.
 *
 * <p>New and touched operations read their body into a request record checked by Bean Validation
 * instead ({@link RequestRecords}), with the same answers; an operation uses one of the two, never both.
 */
public final class Shape {

    private static final Set<String> COUNTRIES = new TreeSet<>(Arrays.asList(Locale.getISOCountries()));
    public static final Pattern E164 = Pattern.compile("^\\+[1-9]\\d{1,14}$");
    /** The longest e-mail address accepted: RFC 5321's forward-path limit less its angle brackets. */
    public static final int EMAIL_MAX_LENGTH = 254;
    /** RFC 5322 atext, ASCII only: the characters of a dot-atom local part besides the dots. */
    private static final String ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
    private static final Pattern EMAIL_LOCAL = Pattern.compile("[" + ATEXT + "]+(\\.[" + ATEXT + "]+)*");
    private static final Pattern DOMAIN_LABEL = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?");

    /** How one field's value is checked, for {@link #value}. */
    @FunctionalInterface
    public interface Rule {
        /** Validates one present, non-null value; returns the value to keep, or null after reporting errors. */
        JsonValue apply(String path, JsonValue v, FieldErrors errors);
    }

    /** A declared field; {@code missingHint} is the constraint reported with "is required", or null. */
    private record Field(String name, boolean required, Rule rule, FieldError.Constraint missingHint) {}

    private final Map<String, Field> fields = new LinkedHashMap<>();

    public static Shape object() {
        return new Shape();
    }

    // ---- field declarations -------------------------------------------------------------

    public Shape string(String name, boolean required, int min, int max) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonString s)) {
                e.add(p, "must be a string");
                return null;
            }
            int n = s.getString().length();
            if (n < min || n > max) {
                e.add(p, FieldError.Constraint.length(min, max), "must be " + min + " to " + max + " characters long");
                return null;
            }
            return v;
        });
    }

    /** A string of 1 to {@code maxLength} characters that is not blank: a name, an id, a code. */
    public Shape text(String name, boolean required, int maxLength) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonString s)) {
                e.add(p, "must be a string");
                return null;
            }
            if (s.getString().isBlank() || s.getString().length() > maxLength) {
                e.add(p, FieldError.Constraint.length(1, maxLength), "must be 1 to " + maxLength + " characters long and not blank");
                return null;
            }
            return v;
        });
    }

    public Shape pattern(String name, boolean required, Pattern pattern, String what) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonString s) || !pattern.matcher(s.getString()).matches()) {
                e.add(p, FieldError.Constraint.pattern(pattern.pattern()), "must be " + what);
                return null;
            }
            return v;
        });
    }

    /** The contract's {@code format: email}, as {@link #isEmail} judges it. */
    public Shape email(String name, boolean required) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonString s) || !isEmail(s.getString())) {
                e.add(p, FieldError.Constraint.format("email"), "must be an email address");
                return null;
            }
            return v;
        });
    }

    public Shape phone(String name, boolean required) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonString s) || !E164.matcher(s.getString()).matches()) {
                e.add(p, new FieldError.Constraint("e.164", E164.pattern(), null, null, null),
                        "must be an E.164 phone number such as +14155551234");
                return null;
            }
            return v;
        });
    }

    public Shape country(String name, boolean required) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonString s) || !COUNTRIES.contains(s.getString())) {
                e.add(p, FieldError.Constraint.format("iso3166-1-alpha-2"), "must be an ISO 3166-1 alpha-2 country code such as US");
                return null;
            }
            return v;
        });
    }

    public Shape date(String name, boolean required, boolean notInFuture) {
        return add(name, required, (p, v, e) -> {
            try {
                if (v instanceof JsonString s && s.getString().matches("\\d{4}-\\d{2}-\\d{2}")) {
                    LocalDate d = LocalDate.parse(s.getString());
                    if (notInFuture && d.isAfter(LocalDate.now())) {
                        e.add(p, FieldError.Constraint.format("date"), "must not be in the future");
                        return null;
                    }
                    return v;
                }
            } catch (DateTimeException ignored) {
                // reported below
            }
            e.add(p, FieldError.Constraint.format("date"), "must be a date as YYYY-MM-DD");
            return null;
        });
    }

    /** An ISO 8601 instant with offset, such as {@code 2025-10-13T09:00:00Z}. */
    public Shape dateTime(String name, boolean required) {
        return add(name, required, (p, v, e) -> {
            if (v instanceof JsonString s) {
                try {
                    java.time.OffsetDateTime.parse(s.getString());
                    return v;
                } catch (DateTimeException ignored) {
                    // reported below
                }
            }
            e.add(p, FieldError.Constraint.format("date-time"), "must be an ISO 8601 date-time such as 2025-10-13T09:00:00Z");
            return null;
        });
    }

    public Shape oneOf(String name, boolean required, List<String> values) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonString s) || !values.contains(s.getString())) {
                e.add(p, FieldError.Constraint.oneOf(values), "must be one of " + String.join(", ", values));
                return null;
            }
            return v;
        });
    }

    /**
     * A whole number from {@code min} to {@code max}, compared exactly: a number beyond 64 bits is out
     * of range (not its low bits, as {@code JsonNumber.longValue()} would give). The kept value is the
     * plain integer.
     */
    public Shape integer(String name, boolean required, long min, long max) {
        return add(name, required, (p, v, e) -> {
            Long n = exactLong(v);
            if (n == null || n < min || n > max) {
                e.add(p, "must be an integer from " + min + " to " + max);
                return null;
            }
            return JsonP.createValue(n);
        });
    }

    /**
     * A whole number that fits in 64 bits, its range left to the domain's rules (limits and counts,
     * amounts in the currency's smallest unit). The kept value is the plain integer.
     */
    public Shape integer(String name, boolean required) {
        return add(name, required, (p, v, e) -> {
            Long n = exactLong(v);
            if (n == null) {
                e.add(p, "must be an integer (in the smallest unit of the currency, for amounts)");
                return null;
            }
            return JsonP.createValue(n);
        });
    }

    /** The value as a long if it is a JSON integer that fits in 64 bits, else null. */
    static Long exactLong(JsonValue v) {
        if (!(v instanceof JsonNumber n) || !n.isIntegral()) {
            return null;
        }
        BigDecimal d = n.bigDecimalValue();
        // digits before the point, checked first so that 1e999999999 is never expanded
        if (d.precision() - d.scale() > 19) {
            return null;
        }
        try {
            return d.longValueExact();
        } catch (ArithmeticException outOfRange) {
            return null;
        }
    }

    public Shape bool(String name, boolean required) {
        return add(name, required, (p, v, e) -> {
            if (v != JsonValue.TRUE && v != JsonValue.FALSE) {
                e.add(p, "must be true or false");
                return null;
            }
            return v;
        });
    }

    /** A string that must match {@code pattern} and then pass {@code check} (check digits and the like). */
    public Shape checked(String name, boolean required, Pattern pattern, java.util.function.Predicate<String> check, String what) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonString s) || !pattern.matcher(s.getString()).matches()) {
                e.add(p, FieldError.Constraint.pattern(pattern.pattern()), "must be " + what);
                return null;
            }
            if (!check.test(s.getString())) {
                e.add(p, FieldError.Constraint.pattern(pattern.pattern()), "is not a valid " + what + " (check digits do not match)");
                return null;
            }
            return v;
        });
    }

    /** A field checked by another shape chosen from the value itself (a discriminated union). */
    public Shape union(String name, boolean required, java.util.function.Function<JsonObject, Shape> choose, String what) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonObject o)) {
                e.add(p, "must be an object");
                return null;
            }
            Shape chosen = choose.apply(o);
            if (chosen == null) {
                return null;
            }
            return chosen.check(p + ".", o, e);
        });
    }

    public Shape nested(String name, boolean required, Shape shape) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonObject o)) {
                e.add(p, "must be an object");
                return null;
            }
            return shape.check(p + ".", o, e);
        });
    }

    /**
     * Like {@link #nested} for a partial update: the nested object's own required fields may be
     * absent (the caller merges what is present into the stored object).
     */
    public Shape nestedPatch(String name, boolean required, Shape shape) {
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonObject o)) {
                e.add(p, "must be an object");
                return null;
            }
            return shape.checkPatch(p + ".", o, e);
        });
    }

    /** An array whose items are each checked by the (single-field) shape's rule for {@code item}. */
    public Shape arrayOf(String name, boolean required, int maxItems, Shape itemShape) {
        Field item = itemShape.fields.values().iterator().next();
        return add(name, required, (p, v, e) -> {
            if (!(v instanceof JsonArray a) || a.size() > maxItems) {
                e.add(p, "must be an array of at most " + maxItems + " items");
                return null;
            }
            JsonArrayBuilder out = JsonP.createArrayBuilder();
            boolean ok = true;
            for (int i = 0; i < a.size(); i++) {
                JsonValue kept;
                if (a.get(i) == JsonValue.NULL) {
                    e.add(p + "[" + i + "]", "must not be null");
                    kept = null;
                } else {
                    kept = apply(item.rule, p + "[" + i + "]", a.get(i), e);
                }
                if (kept == null) {
                    ok = false;
                } else {
                    out.add(kept);
                }
            }
            return ok ? out.build() : null;
        });
    }

    /** The item shape for {@link #arrayOf}: one unnamed field. */
    public static Shape item() {
        return new Shape();
    }

    /**
     * A field checked by the caller's own rule, for what the declarations above do not say (an array
     * whose items each have their own message, say). Strings still get the check every string gets.
     */
    public Shape value(String name, boolean required, Rule rule) {
        return add(name, required, rule);
    }

    /**
     * Reports the declared field {@code name}, when it is required and missing, with {@code hint} (the
     * values it takes, say), so that the first answer already tells the client what to send.
     */
    public Shape hintWhenMissing(String name, FieldError.Constraint hint) {
        Field f = fields.get(name);
        if (f == null) {
            throw new IllegalArgumentException("no field " + name + " is declared");
        }
        fields.put(name, new Field(f.name, f.required, f.rule, hint));
        return this;
    }

    private Shape add(String name, boolean required, Rule rule) {
        fields.put(name, new Field(name, required, rule, null));
        return this;
    }

    // ---- checking ----------------------------------------------------------------------

    /** Checks {@code in}; reports problems into {@code errors} under {@code prefix}; returns the known, valid fields. */
    public JsonObject check(String prefix, JsonObject in, FieldErrors errors) {
        return check(prefix, in, errors, false);
    }

    /** Like {@link #check} but for a partial update: required fields may be absent. */
    public JsonObject checkPatch(String prefix, JsonObject in, FieldErrors errors) {
        return check(prefix, in, errors, true);
    }

    private JsonObject check(String prefix, JsonObject in, FieldErrors errors, boolean partial) {
        JsonObjectBuilder out = JsonP.createObjectBuilder();
        for (Field f : fields.values()) {
            JsonValue v = in.get(f.name);
            String path = prefix + f.name;
            if (v == null || v == JsonValue.NULL) {
                if (f.required && !partial) {
                    errors.add(new FieldError(path, f.missingHint, "is required"));
                }
                continue;
            }
            JsonValue kept = apply(f.rule, path, v, errors);
            if (kept != null) {
                out.add(f.name, kept);
            }
        }
        return out.build();
    }

    /**
     * Applies a field's rule after the check every string gets: no control characters (C0, DEL, C1;
     * tabs and line breaks included, since no field of the contract is multi-line text) and no unpaired
     * UTF-16 surrogate (which JSON can carry as an escape such as \ud800 but no character set can store).
     */
    private static JsonValue apply(Rule rule, String path, JsonValue v, FieldErrors errors) {
        if (v instanceof JsonString s && !isCleanText(s.getString())) {
            errors.add(path, "must not contain control characters or unpaired surrogates");
            return null;
        }
        return rule.apply(path, v, errors);
    }

    /**
     * The one e-mail check of the platform (every {@code format: email} field goes through {@link #email}):
     * {@code local@domain}, at most {@value #EMAIL_MAX_LENGTH} characters, all ASCII. The local part is an
     * RFC 5322 dot-atom of at most 64 characters: letters, digits and {@code !#$%&'*+/=?^_`{|}~-}, with
     * single dots between them (not first, not last); quoted local parts are refused. The domain is at
     * most 253 characters of at least two dot-separated LDH labels (letters, digits and hyphens, 1 to 63
     * characters, no hyphen first or last), the last one at least two characters long. No IP literals,
     * no internationalized (non-ASCII) addresses: a look-alike such as a Cyrillic {@code а} is refused.
     */
    public static boolean isEmail(String s) {
        if (s == null || s.length() > EMAIL_MAX_LENGTH) {
            return false;
        }
        int at = s.indexOf('@');
        if (at < 1 || at != s.lastIndexOf('@')) {
            return false;
        }
        String local = s.substring(0, at);
        String domain = s.substring(at + 1);
        if (local.length() > 64 || !EMAIL_LOCAL.matcher(local).matches() || domain.length() > 253) {
            return false;
        }
        String[] labels = domain.split("\\.", -1);
        if (labels.length < 2 || labels[labels.length - 1].length() < 2) {
            return false;
        }
        for (String label : labels) {
            if (!DOMAIN_LABEL.matcher(label).matches()) {
                return false;
            }
        }
        return true;
    }

    /** True if {@code s} has no control character and no unpaired surrogate. */
    public static boolean isCleanText(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
                return false;
            }
            if (Character.isHighSurrogate(c)) {
                if (i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1))) {
                    return false;
                }
                i++;
            } else if (Character.isLowSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    public List<String> fieldNames() {
        return new ArrayList<>(fields.keySet());
    }
}
