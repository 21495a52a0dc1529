package net.ccpay.common.error;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Collects field errors while a request is validated, so that one response reports them all. */
public final class FieldErrors {

    private final List<FieldError> errors = new ArrayList<>();

    public FieldErrors add(FieldError e) { errors.add(e); return this; }

    public FieldErrors add(String field, String message) { return add(FieldError.of(field, message)); }

    public FieldErrors add(String field, FieldError.Constraint c, String message) { return add(new FieldError(field, c, message)); }

    public boolean isEmpty() { return errors.isEmpty(); }

    /** Whether {@code field} already has an error. */
    public boolean has(String field) { return errors.stream().anyMatch(e -> field.equals(e.field())); }

    public List<FieldError> list() { return List.copyOf(errors); }

    /** Throws a single 400 INVALID_INPUT naming every collected field, if there is any. */
    public void throwIfAny() {
        if (!errors.isEmpty()) {
            throw ApiException.invalidFields(errors);
        }
    }

    /** Maps field errors to plain maps so the envelope serializes the same way in every JSON binding. */
    static List<Map<String, Object>> toJson(List<FieldError> errors) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (FieldError e : errors) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("field", e.field());
            if (e.constraint() != null) {
                Map<String, Object> c = new LinkedHashMap<>();
                FieldError.Constraint k = e.constraint();
                if (k.format() != null) c.put("format", k.format());
                if (k.pattern() != null) c.put("pattern", k.pattern());
                if (k.enumValues() != null) c.put("enum", k.enumValues());
                if (k.minLength() != null) c.put("minLength", k.minLength());
                if (k.maxLength() != null) c.put("maxLength", k.maxLength());
                m.put("constraint", c);
            }
            if (e.message() != null) m.put("message", e.message());
            out.add(m);
        }
        return out;
    }
}
