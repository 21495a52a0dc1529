package net.ccpay.common.validation;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.validation.metadata.BeanDescriptor;
import jakarta.validation.metadata.ConstraintDescriptor;
import jakarta.validation.metadata.ContainerElementTypeDescriptor;
import jakarta.validation.metadata.PropertyDescriptor;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;

import java.lang.annotation.Annotation;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * Reads a JSON object of the public contract into a request record whose components carry Bean
 * Validation constraints, and reports every invalid field at once, in the {@code details.errors} form
 * the API has always answered with ({@link FieldError}: the dot path, the brief's FieldConstraint hint,
 * the message).
 *
 * <p>Two steps. <b>Binding</b> takes each component from the JSON field of its name: a {@code String}
 * from a JSON string (which, like every string of the contract, may hold no control character and no
 * unpaired surrogate), a {@code Boolean} from true or false, a {@code Long} or {@code Integer} from a JSON
 * integer that fits, a nested record (annotate it {@code @Valid}) from an object, a {@code List} from an
 * array (a null item is refused). An absent field and a JSON null bind null; unknown fields are ignored.
 * A value of the wrong JSON type binds null and is reported at once. A discriminated union is a component
 * typed as a sealed interface of records annotated {@link Variants} (annotate the component {@code @Valid}):
 * it binds from an object as the record its discriminator chooses (see {@link Variants}), a wrong type
 * being reported as for a nested record. <b>Validation</b> then runs the
 * platform's {@link Validator} (Liberty's beanValidation feature at run time) over the record.
 *
 * <p>How a constraint is reported ({@code message} is the constraint's own, or the one its validator
 * built instead, its {@code {attribute}}s replaced by their values, an array's joined by ", "):
 * <ul>
 * <li>{@code @NotNull}: no hint (write {@code message = "is required"});</li>
 * <li>{@code @Size} on a string: {@code minLength}, {@code maxLength}; on a list, no hint;</li>
 * <li>{@code @Pattern}: {@code pattern}, the regular expression;</li>
 * <li>{@link OneOf}: {@code enum}, the values;</li>
 * <li>{@link EmailAddress}: {@code format: email};</li>
 * <li>{@link CountryCode}: {@code format: iso3166-1-alpha-2};</li>
 * <li>{@link PhoneNumber}: {@code format: e.164} and the pattern;</li>
 * <li>{@link IsoDate}: {@code format: date}; {@link IsoDateTime}: {@code format: date-time};</li>
 * <li>any other constraint: no hint.</li>
 * </ul>
 * A value of the wrong type is reported as the field's format constraint would report it (its first
 * constraint other than {@code @NotNull}, and for a string other than {@code @Size}), so that a number
 * where an enum value belongs says which values are allowed; with no such constraint, "must be a string",
 * "must be true or false", "must be an integer (in the smallest unit of the currency, for amounts)",
 * "must be an object" or "must be an array". Each field is reported once (what failed first for it: its
 * type, then one constraint), nothing under a field that failed is reported, and the errors come in the
 * order of the record's components, an array's items in their order.
 */
public final class RequestRecords {

    private RequestRecords() {}

    /** The platform's validator, built once: Liberty's provider at run time, Hibernate Validator in unit tests. */
    private static final class Holder {
        static final Validator VALIDATOR = Validation.buildDefaultValidatorFactory().getValidator();
    }

    public static Validator validator() {
        return Holder.VALIDATOR;
    }

    /** A record type's components and canonical constructor, read by reflection once per type (each read copies them). */
    private record RecordType(Component[] components, Constructor<?> canonical) {}

    /** One component: its name, its declared type, its accessor. */
    private record Component(String name, Type genericType, java.lang.reflect.Method accessor) {}

    private static final ClassValue<RecordType> TYPES = new ClassValue<>() {
        @Override
        protected RecordType computeValue(Class<?> type) {
            RecordComponent[] rc = type.getRecordComponents();
            if (rc == null) {
                throw new IllegalArgumentException(type + " is not a record");
            }
            Component[] components = new Component[rc.length];
            Class<?>[] types = new Class<?>[rc.length];
            for (int i = 0; i < rc.length; i++) {
                RecordComponent c = rc[i];
                if (c.getType().isPrimitive()) {
                    throw new IllegalArgumentException(type.getSimpleName() + "." + c.getName() + ": use a boxed type, a field may be absent");
                }
                java.lang.reflect.Method accessor = c.getAccessor();
                accessor.setAccessible(true);
                components[i] = new Component(c.getName(), c.getGenericType(), accessor);
                types[i] = c.getType();
            }
            try {
                Constructor<?> canonical = type.getDeclaredConstructor(types);
                canonical.setAccessible(true);
                return new RecordType(components, canonical);
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("no canonical constructor in " + type.getSimpleName(), e);
            }
        }
    };

    /** A union's records by the discriminator's text that chooses each, and the one without {@link Variant} (null if none). */
    private record Union(Map<String, Class<? extends Record>> byText, Class<? extends Record> fallback) {}

    private static final ClassValue<Union> UNIONS = new ClassValue<>() {
        @Override
        protected Union computeValue(Class<?> union) {
            if (!union.isSealed()) {
                throw new IllegalArgumentException(union.getSimpleName() + ": a union is a sealed interface of records");
            }
            Map<String, Class<? extends Record>> byText = new HashMap<>();
            Class<? extends Record> fallback = null;
            for (Class<?> permitted : union.getPermittedSubclasses()) {
                if (!permitted.isRecord()) {
                    throw new IllegalArgumentException(union.getSimpleName() + ": " + permitted.getSimpleName() + " is not a record");
                }
                Variant variant = permitted.getAnnotation(Variant.class);
                if (variant == null) {
                    fallback = permitted.asSubclass(Record.class);
                } else {
                    for (String text : variant.value()) {
                        byText.putIfAbsent(text, permitted.asSubclass(Record.class));
                    }
                }
            }
            return new Union(Map.copyOf(byText), fallback);
        }
    };

    /** Reads {@code in} as a {@code type}; a 400 INVALID_INPUT naming every invalid field, if any. */
    public static <R extends Record> R read(JsonObject in, Class<R> type) {
        FieldErrors errors = new FieldErrors();
        R r = read(in, type, errors);
        errors.throwIfAny();
        return r;
    }

    /**
     * Reads {@code in} as a {@code type}, reporting into {@code errors} (which may already hold the errors
     * of fields read before). The record is returned in any case: a component that was invalid may hold a
     * value that failed its constraint, or null; use it only where {@code errors} has nothing for it.
     */
    public static <R extends Record> R read(JsonObject in, Class<R> type, FieldErrors errors) {
        Binding binding = new Binding(validator());
        R r = binding.record("", in, type);
        List<Found> found = new ArrayList<>(binding.found);
        for (ConstraintViolation<R> v : validator().validate(r)) {
            String path = path(v.getPropertyPath());
            found.add(new Found(path, binding.order(path), 1,
                    report(path, v.getConstraintDescriptor(), v.getMessageTemplate(), v.getInvalidValue() instanceof CharSequence)));
        }
        // in the order of the fields; at one path a wrong type first, then the violations in a fixed order
        found.sort(Comparator.comparingInt(Found::order).thenComparingInt(Found::rank)
                .thenComparing(f -> f.error().message(), Comparator.nullsFirst(Comparator.naturalOrder())));
        Set<String> failed = new HashSet<>();
        for (Found f : found) {
            if (failed.contains(f.path()) || failedAbove(f.path(), failed)) {
                continue;
            }
            failed.add(f.path());
            errors.add(f.error());
        }
        return r;
    }

    /**
     * The components of a read record that were valid, as JSON, for an operation that merges what was sent
     * into a stored document (a partial update) and checks more on it while reporting: a field with an
     * error is left out, a nested object keeps its valid fields, an array is kept only if none of its
     * items has an error of its own. Absent (null) components are left out; the order is the record's.
     */
    public static JsonObject validJson(Record read, FieldErrors errors) {
        return validJson("", read, errors);
    }

    private static JsonObject validJson(String prefix, Record read, FieldErrors errors) {
        JsonObjectBuilder out = JsonP.createObjectBuilder();
        for (Component c : TYPES.get(read.getClass()).components()) {
            String path = prefix + c.name();
            Object value;
            try {
                value = c.accessor().invoke(read);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + path, e);
            }
            if (value == null || errors.has(path)) {
                continue;
            }
            JsonValue json = json(path, value, errors);
            if (json != null) {
                out.add(c.name(), json);
            }
        }
        return out.build();
    }

    private static JsonValue json(String path, Object value, FieldErrors errors) {
        if (value instanceof String s) {
            return JsonP.createValue(s);
        }
        if (value instanceof Boolean b) {
            return b ? JsonValue.TRUE : JsonValue.FALSE;
        }
        if (value instanceof Long || value instanceof Integer) {
            return JsonP.createValue(((Number) value).longValue());
        }
        if (value instanceof Record r) {
            return validJson(path + ".", r, errors);
        }
        if (value instanceof List<?> list) {
            JsonArrayBuilder out = JsonP.createArrayBuilder();
            for (int i = 0; i < list.size(); i++) {
                String p = path + "[" + i + "]";
                if (list.get(i) == null || errors.has(p)) {
                    return null;
                }
                out.add(json(p, list.get(i), errors));
            }
            return out.build();
        }
        throw new IllegalArgumentException(path + ": a request record cannot hold a " + value.getClass().getSimpleName());
    }

    private record Found(String path, int order, int rank, FieldError error) {}

    private static boolean failedAbove(String path, Set<String> failed) {
        for (int i = path.length() - 1; i > 0; i--) {
            char c = path.charAt(i);
            if ((c == '.' || c == '[') && failed.contains(path.substring(0, i))) {
                return true;
            }
        }
        return false;
    }

    /** The dot path of a violation: {@code permissions[0]}, {@code attestation.credentialId}, {@code items[2].name}. */
    static String path(Path path) {
        StringBuilder sb = new StringBuilder();
        for (Path.Node n : path) {
            if (n.isInIterable() && n.getIndex() != null) {
                sb.append('[').append(n.getIndex()).append(']');
            }
            if (n.getKind() == ElementKind.CONTAINER_ELEMENT || n.getKind() == ElementKind.BEAN || n.getName() == null) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append('.');
            }
            sb.append(n.getName());
        }
        return sb.toString();
    }

    /** The field error a constraint gives at {@code path}, with its own message. */
    static FieldError report(String path, ConstraintDescriptor<?> d, boolean onString) {
        return report(path, d, d.getMessageTemplate(), onString);
    }

    /**
     * The field error a constraint gives at {@code path}, with {@code template} (the violation's: a
     * validator may report a more precise message than its constraint's, as {@link IsoDate} does for a
     * date in the future).
     */
    static FieldError report(String path, ConstraintDescriptor<?> d, String template, boolean onString) {
        Annotation a = d.getAnnotation();
        Map<String, Object> attributes = d.getAttributes();
        FieldError.Constraint hint = null;
        if (a instanceof Size s && onString) {
            hint = FieldError.Constraint.length(s.min(), s.max());
        } else if (a instanceof Pattern p) {
            hint = FieldError.Constraint.pattern(p.regexp());
        } else if (a instanceof OneOf o) {
            hint = FieldError.Constraint.oneOf(List.of(o.value()));
        } else if (a instanceof EmailAddress) {
            hint = FieldError.Constraint.format("email");
        } else if (a instanceof CountryCode) {
            hint = FieldError.Constraint.format(CountryCode.FORMAT);
        } else if (a instanceof PhoneNumber) {
            hint = new FieldError.Constraint(PhoneNumber.FORMAT, Shape.E164.pattern(), null, null, null);
        } else if (a instanceof IsoDate) {
            hint = FieldError.Constraint.format(IsoDate.FORMAT);
        } else if (a instanceof IsoDateTime) {
            hint = FieldError.Constraint.format(IsoDateTime.FORMAT);
        }
        return new FieldError(path, hint, message(template, attributes));
    }

    private static final java.util.regex.Pattern PARAMETER = java.util.regex.Pattern.compile("\\{([A-Za-z0-9_]+)}");

    /** The template with each {@code {attribute}} replaced; a template that is a bundle key is left to the platform. */
    static String message(String template, Map<String, Object> attributes) {
        Matcher m = PARAMETER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            Object value = attributes.get(m.group(1));
            String text = value == null ? m.group() : value.getClass().isArray() ? join(value) : String.valueOf(value);
            m.appendReplacement(out, Matcher.quoteReplacement(text));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String join(Object array) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < Array.getLength(array); i++) {
            parts.add(String.valueOf(Array.get(array, i)));
        }
        return String.join(", ", parts);
    }

    /** From JSON to the record, noting every path visited (for the order) and every wrong type. */
    private static final class Binding {
        private final Validator validator;
        final List<Found> found = new ArrayList<>();
        private final Map<String, Integer> order = new HashMap<>();

        Binding(Validator validator) {
            this.validator = validator;
        }

        int order(String path) {
            return order.getOrDefault(path, Integer.MAX_VALUE);
        }

        private void visit(String path) {
            order.putIfAbsent(path, order.size());
        }

        private void wrong(String path, FieldError error) {
            found.add(new Found(path, order(path), 0, error));
        }

        <R extends Record> R record(String prefix, JsonObject in, Class<R> type) {
            RecordType shape = TYPES.get(type);
            Component[] components = shape.components();
            BeanDescriptor bean = validator.getConstraintsForClass(type);
            Object[] values = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                Component c = components[i];
                String path = prefix + c.name();
                visit(path);
                JsonValue v = in.get(c.name());
                if (v == null || v == JsonValue.NULL) {
                    continue;
                }
                PropertyDescriptor property = bean.getConstraintsForProperty(c.name());
                Set<ConstraintDescriptor<?>> constraints = property == null ? Set.of() : property.getConstraintDescriptors();
                values[i] = value(path, v, c.genericType(), constraints, property);
            }
            try {
                return type.cast(shape.canonical().newInstance(values));
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("cannot make a " + type.getSimpleName(), e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot make a " + type.getSimpleName(), e);
            }
        }

        /** One present, non-null value; null (reported) when it has the wrong type. */
        private Object value(String path, JsonValue v, Type type, Set<ConstraintDescriptor<?>> constraints, PropertyDescriptor property) {
            Class<?> raw = raw(type);
            if (raw == String.class) {
                if (!(v instanceof JsonString s)) {
                    wrong(path, typeError(path, constraints, true, "must be a string"));
                    return null;
                }
                if (!Shape.isCleanText(s.getString())) {
                    wrong(path, FieldError.of(path, "must not contain control characters or unpaired surrogates"));
                    return null;
                }
                return s.getString();
            }
            if (raw == Boolean.class) {
                if (v != JsonValue.TRUE && v != JsonValue.FALSE) {
                    wrong(path, typeError(path, constraints, false, "must be true or false"));
                    return null;
                }
                return v == JsonValue.TRUE;
            }
            if (raw == Long.class || raw == Integer.class) {
                Long n = Shape.exactLong(v);
                if (n == null || (raw == Integer.class && (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE))) {
                    wrong(path, typeError(path, constraints, false, "must be an integer (in the smallest unit of the currency, for amounts)"));
                    return null;
                }
                return raw == Long.class ? n : (Object) n.intValue();
            }
            if (raw.isRecord()) {
                if (!(v instanceof JsonObject o)) {
                    wrong(path, typeError(path, constraints, false, "must be an object"));
                    return null;
                }
                return record(path + ".", o, raw.asSubclass(Record.class));
            }
            if (raw.isAnnotationPresent(Variants.class)) {
                if (!(v instanceof JsonObject o)) {
                    wrong(path, typeError(path, constraints, false, "must be an object"));
                    return null;
                }
                return record(path + ".", o, variant(raw, o));
            }
            if (raw == List.class) {
                if (!(v instanceof JsonArray a)) {
                    wrong(path, typeError(path, constraints, false, "must be an array"));
                    return null;
                }
                Type item = ((ParameterizedType) type).getActualTypeArguments()[0];
                Set<ConstraintDescriptor<?>> itemConstraints = itemConstraints(property);
                List<Object> out = new ArrayList<>();
                boolean ok = true;
                for (int i = 0; i < a.size(); i++) {
                    String p = path + "[" + i + "]";
                    visit(p);
                    Object kept = null;
                    if (a.get(i) == JsonValue.NULL) {
                        wrong(p, FieldError.of(p, "must not be null"));
                    } else {
                        kept = value(p, a.get(i), item, itemConstraints, null);
                    }
                    ok &= kept != null;
                    out.add(kept);
                }
                return ok ? List.copyOf(out) : java.util.Collections.unmodifiableList(out);
            }
            throw new IllegalArgumentException(path + ": a request record cannot hold a " + raw.getSimpleName());
        }

        /**
         * The record of the union {@code union} that {@code o} is bound as: the permitted record whose
         * {@link Variant} is the discriminator's text, else the one without {@link Variant}.
         */
        private static Class<? extends Record> variant(Class<?> union, JsonObject o) {
            String discriminator = union.getAnnotation(Variants.class).value();
            String text = o.get(discriminator) instanceof JsonString s ? s.getString() : null;
            Union u = UNIONS.get(union);
            Class<? extends Record> chosen = text == null ? null : u.byText().get(text);
            if (chosen == null && u.fallback() == null) {
                throw new IllegalArgumentException(union.getSimpleName() + ": no record without @Variant for an absent or unknown " + discriminator);
            }
            return chosen != null ? chosen : u.fallback();
        }

        private static Class<?> raw(Type type) {
            if (type instanceof Class<?> c) {
                return c;
            }
            if (type instanceof ParameterizedType p) {
                return (Class<?>) p.getRawType();
            }
            throw new IllegalArgumentException("unsupported type " + type);
        }

        /** The constraints on a list's items ({@code List<@OneOf(...) String>}). */
        private static Set<ConstraintDescriptor<?>> itemConstraints(PropertyDescriptor property) {
            if (property == null) {
                return Set.of();
            }
            Set<ConstraintDescriptor<?>> out = new HashSet<>();
            for (ContainerElementTypeDescriptor e : property.getConstrainedContainerElementTypes()) {
                out.addAll(e.getConstraintDescriptors());
            }
            return out;
        }

        /** A wrong type, said as the field's format constraint says it, else {@code otherwise}. */
        private static FieldError typeError(String path, Collection<ConstraintDescriptor<?>> constraints, boolean string, String otherwise) {
            return constraints.stream()
                    .filter(d -> !(d.getAnnotation() instanceof NotNull) && !(string && d.getAnnotation() instanceof Size))
                    .min(Comparator.comparing(d -> d.getAnnotation().annotationType().getName()))
                    .map(d -> report(path, d, string))
                    .orElse(FieldError.of(path, otherwise));
        }
    }
}
