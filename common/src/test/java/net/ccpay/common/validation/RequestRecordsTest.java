package net.ccpay.common.validation;

import jakarta.json.JsonObject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static net.ccpay.common.validation.ShapeTest.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RequestRecordsTest {

    record Inner(@NotNull(message = "is required") @Pattern(regexp = "^[a-z]+$", message = "must be lowercase letters") String code) {}

    record Sample(
            @NotNull(message = "is required") @Size(min = 1, max = 5, message = "must be {min} to {max} characters long") String name,
            @Pattern(regexp = "^[A-Z]{3}$", message = "must be a currency code such as USD") String currency,
            @OneOf({"A", "B"}) String kind,
            @EmailAddress String email,
            Boolean flag,
            Long count,
            @Valid Inner inner,
            @Size(max = 2, message = "must be an array of at most {max} items") List<@OneOf({"X", "Y"}) String> tags,
            @Size(max = 2, message = "must be an array of at most {max} items") List<@Valid Inner> items) {}

    /** What Shape says of the same fields, to compare with. */
    private static final Shape INNER = Shape.object().pattern("code", true, java.util.regex.Pattern.compile("^[a-z]+$"), "lowercase letters");
    private static final Shape SAMPLE = Shape.object()
            .string("name", true, 1, 5)
            .pattern("currency", false, java.util.regex.Pattern.compile("^[A-Z]{3}$"), "a currency code such as USD")
            .oneOf("kind", false, List.of("A", "B"))
            .email("email", false)
            .bool("flag", false)
            .integer("count", false)
            .nested("inner", false, INNER)
            .arrayOf("tags", false, 2, Shape.item().oneOf("", true, List.of("X", "Y")))
            .arrayOf("items", false, 2, Shape.item().nested("", true, INNER));

    private static List<FieldError> read(String body) {
        FieldErrors errors = new FieldErrors();
        RequestRecords.read(json(body), Sample.class, errors);
        return errors.list();
    }

    private static List<FieldError> shape(String body) {
        FieldErrors errors = new FieldErrors();
        SAMPLE.check("", json(body), errors);
        return errors.list();
    }

    @Test
    void aValidBodyBindsEveryComponent() {
        FieldErrors errors = new FieldErrors();
        Sample s = RequestRecords.read(json("""
                {"name":"ab","currency":"USD","kind":"B","email":"a@example.com","flag":true,"count":12,
                 "inner":{"code":"x"},"tags":["X","Y"],"items":[{"code":"q"}],"unknown":1}"""), Sample.class, errors);
        assertTrue(errors.isEmpty(), errors.list().toString());
        assertEquals(new Sample("ab", "USD", "B", "a@example.com", true, 12L, new Inner("x"), List.of("X", "Y"), List.of(new Inner("q"))), s);
    }

    @Test
    void absentAndNullFieldsBindNull() {
        FieldErrors errors = new FieldErrors();
        Sample s = RequestRecords.read(json("{\"name\":\"a\",\"currency\":null}"), Sample.class, errors);
        assertTrue(errors.isEmpty());
        assertNull(s.currency());
        assertNull(s.tags());
    }

    @Test
    void eachConstraintGivesTheFieldErrorOfTheContract() {
        assertEquals(List.of(new FieldError("name", null, "is required")), read("{}"));
        assertEquals(List.of(new FieldError("name", FieldError.Constraint.length(1, 5), "must be 1 to 5 characters long")),
                read("{\"name\":\"toolong\"}"));
        assertEquals(List.of(new FieldError("currency", FieldError.Constraint.pattern("^[A-Z]{3}$"), "must be a currency code such as USD")),
                read("{\"name\":\"a\",\"currency\":\"usd\"}"));
        assertEquals(List.of(new FieldError("kind", FieldError.Constraint.oneOf(List.of("A", "B")), "must be one of A, B")),
                read("{\"name\":\"a\",\"kind\":\"C\"}"));
        assertEquals(List.of(new FieldError("email", FieldError.Constraint.format("email"), "must be an email address")),
                read("{\"name\":\"a\",\"email\":\"a@b\"}"));
        assertEquals(List.of(new FieldError("tags", null, "must be an array of at most 2 items")),
                read("{\"name\":\"a\",\"tags\":[\"X\",\"Y\",\"Z\"]}"));
        assertEquals(List.of(new FieldError("tags[1]", FieldError.Constraint.oneOf(List.of("X", "Y")), "must be one of X, Y")),
                read("{\"name\":\"a\",\"tags\":[\"X\",\"Z\"]}"));
        assertEquals(List.of(new FieldError("items[0].code", FieldError.Constraint.pattern("^[a-z]+$"), "must be lowercase letters"),
                        new FieldError("items[1].code", null, "is required")),
                read("{\"name\":\"a\",\"items\":[{\"code\":\"A\"},{}]}"));
    }

    @Test
    void aWrongTypeIsReportedOnceAsTheFieldsFormatSaysIt() {
        assertEquals(List.of(new FieldError("name", null, "must be a string"),
                        new FieldError("kind", FieldError.Constraint.oneOf(List.of("A", "B")), "must be one of A, B"),
                        new FieldError("flag", null, "must be true or false"),
                        new FieldError("count", null, "must be an integer (in the smallest unit of the currency, for amounts)"),
                        new FieldError("inner", null, "must be an object"),
                        new FieldError("tags", null, "must be an array of at most 2 items")),
                read("{\"name\":5,\"kind\":1,\"flag\":\"yes\",\"count\":1.5,\"inner\":[],\"tags\":\"X\"}"));
    }

    @Test
    void everyInvalidFieldIsReportedAtOnceInTheOrderOfTheRecord() {
        List<FieldError> errors = read("{\"items\":[null],\"tags\":[\"Q\"],\"inner\":{\"code\":\"\\u0001\"},\"currency\":\"x\"}");
        assertEquals(List.of("name", "currency", "inner.code", "tags[0]", "items[0]"), errors.stream().map(FieldError::field).toList());
        assertEquals("must not contain control characters or unpaired surrogates", errors.get(2).message());
        assertEquals("must not be null", errors.get(4).message());
    }

    @Test
    void readWithoutErrorsThrowsTheInvalidInputAnswer() {
        ApiException e = assertThrows(ApiException.class, () -> RequestRecords.read(json("{\"name\":7}"), Sample.class));
        assertEquals(400, e.status());
    }

    /** The same answer as Shape's for the same body: the conversion of an operation changes nothing a client sees. */
    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{\"name\":null}",
        "{\"name\":\"\"}",
        "{\"name\":\"abcdef\",\"currency\":12,\"kind\":\"a\",\"email\":\"x@y.z\",\"flag\":1,\"count\":\"1\"}",
        "{\"name\":\"a\\u0000\",\"currency\":\"US\\u007f\",\"kind\":[\"A\"],\"email\":{}}",
        "{\"name\":\"a\",\"count\":99999999999999999999,\"inner\":{},\"tags\":[],\"items\":[]}",
        "{\"name\":\"a\",\"count\":1e2,\"inner\":{\"code\":5},\"tags\":[1,null,\"X\"],\"items\":[{\"code\":\"ok\"},3]}",
        "{\"name\":\"a\",\"tags\":[\"X\",\"Y\",\"X\"],\"items\":[{},{},{}]}",
        "{\"name\":\"a\",\"tags\":{},\"items\":\"no\",\"inner\":null}",
        "{\"name\":\"\\ud800\",\"email\":\"\\u0430@example.com\",\"inner\":{\"code\":\"A\"},\"items\":[{\"code\":null}]}",
        "{\"name\":\"ok\",\"currency\":\"EUR\",\"kind\":\"A\",\"email\":\"a.b@example.org\",\"flag\":false,\"count\":-3}"
    })
    void theSameErrorsAndTheSameValidFieldsAsShape(String body) {
        assertEquals(shape(body), read(body), body);
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject kept = SAMPLE.check("", json(body), shapeErrors);
        FieldErrors errors = new FieldErrors();
        Sample s = RequestRecords.read(json(body), Sample.class, errors);
        assertEquals(kept, RequestRecords.validJson(s, errors), body);
    }

    record Formats(
            @NotNull(message = "is required") @CountryCode String country,
            @PhoneNumber String phone,
            @IsoDate(notInFuture = true) String birthDate,
            @IsoDate String anyDate,
            @IsoDateTime String at,
            @Size(max = 3, message = "must be an array of at most {max} items") List<@CountryCode String> countries) {}

    private static final Shape FORMATS = Shape.object()
            .country("country", true)
            .phone("phone", false)
            .date("birthDate", false, true)
            .date("anyDate", false, false)
            .dateTime("at", false)
            .arrayOf("countries", false, 3, Shape.item().country("", true));

    /** The country, phone, date and date-time constraints answer as Shape's rules of the same names. */
    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{\"country\":\"US\",\"phone\":\"+14155551234\",\"birthDate\":\"1990-02-28\",\"anyDate\":\"2999-01-01\","
                + "\"at\":\"2025-10-13T09:00:00Z\",\"countries\":[\"GB\",\"FR\"]}",
        "{\"country\":\"us\",\"phone\":\"4155551234\",\"birthDate\":\"2999-01-01\",\"anyDate\":\"1990-02-30\","
                + "\"at\":\"2025-10-13T09:00:00\",\"countries\":[\"XX\",\"GB\"]}",
        "{\"country\":1,\"phone\":14155551234,\"birthDate\":19900101,\"anyDate\":true,\"at\":{},\"countries\":\"GB\"}",
        "{\"country\":\"U\\u0000\",\"birthDate\":\"1990-1-01\",\"anyDate\":\"+11990-01-01\",\"at\":\"2025-10-13T09:00:00+02:00\"}",
        "{\"country\":null,\"countries\":[null,3]}"
    })
    void theFormatConstraintsAnswerAsShapesRules(String body) {
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject kept = FORMATS.check("", json(body), shapeErrors);
        FieldErrors errors = new FieldErrors();
        Formats f = RequestRecords.read(json(body), Formats.class, errors);
        assertEquals(shapeErrors.list(), errors.list(), body);
        assertEquals(kept, RequestRecords.validJson(f, errors), body);
    }

    @Test
    void aDateInTheFutureSaysSoWithTheDateHint() {
        FieldErrors errors = new FieldErrors();
        RequestRecords.read(json("{\"country\":\"US\",\"birthDate\":\"2999-01-01\",\"phone\":\"1\"}"), Formats.class, errors);
        assertEquals(List.of(
                new FieldError("phone", new FieldError.Constraint("e.164", "^\\+[1-9]\\d{1,14}$", null, null, null),
                        "must be an E.164 phone number such as +14155551234"),
                new FieldError("birthDate", FieldError.Constraint.format("date"), "must not be in the future")), errors.list());
    }

    @Test
    void theConstraintsOfAJsonObjectAreReadOnceAndOnlyFromTheRecord() {
        JsonObject body = json("{\"name\":\"a\"}");
        FieldErrors errors = new FieldErrors().add("before", "was reported by an earlier read");
        RequestRecords.read(body, Sample.class, errors);
        assertEquals(List.of("before"), errors.list().stream().map(FieldError::field).toList());
    }

    /** A discriminated union: the source is an account or a funding, chosen by its sourceType. */
    @Variants("sourceType")
    sealed interface Source permits AccountSource, FundingSource, AnySource {}

    @Variant("ACCOUNT")
    record AccountSource(
            @NotNull(message = "is required") @OneOf("ACCOUNT") String sourceType,
            @NotNull(message = "is required") @Pattern(regexp = "^Account:[0-9]+$", message = "must be an account id") String accountId,
            Boolean save) implements Source {}

    @Variant({"FUNDING", "PREFUNDED"})
    record FundingSource(
            @NotNull(message = "is required") @OneOf({"FUNDING", "PREFUNDED"}) String sourceType,
            @NotNull(message = "is required") @Pattern(regexp = "^[A-Z]{3}$", message = "must be a currency code") String currency,
            @Valid Inner inner) implements Source {}

    /** Neither: only the discriminator, which is then missing or unknown. */
    record AnySource(@NotNull(message = "is required") @OneOf({"ACCOUNT", "FUNDING"}) String sourceType) implements Source {}

    record Payment(
            @NotNull(message = "is required") @Valid Source source,
            @Size(min = 1, max = 5, message = "must be {min} to {max} characters long") String memo,
            @Size(max = 2, message = "must be an array of at most {max} items") List<@Valid Source> more) {}

    private static final Shape ACCOUNT_SOURCE = Shape.object()
            .oneOf("sourceType", true, List.of("ACCOUNT"))
            .pattern("accountId", true, java.util.regex.Pattern.compile("^Account:[0-9]+$"), "an account id")
            .bool("save", false);
    private static final Shape FUNDING_SOURCE = Shape.object()
            .oneOf("sourceType", true, List.of("FUNDING", "PREFUNDED"))
            .pattern("currency", true, java.util.regex.Pattern.compile("^[A-Z]{3}$"), "a currency code")
            .nested("inner", false, INNER);
    private static final Shape ANY_SOURCE = Shape.object().oneOf("sourceType", true, List.of("ACCOUNT", "FUNDING"));
    private static final java.util.function.Function<JsonObject, Shape> CHOOSE = o -> switch (o.get("sourceType") instanceof jakarta.json.JsonString t
            ? t.getString() : "") {
        case "ACCOUNT" -> ACCOUNT_SOURCE;
        case "FUNDING", "PREFUNDED" -> FUNDING_SOURCE;
        default -> ANY_SOURCE;
    };
    private static final Shape PAYMENT = Shape.object()
            .union("source", true, CHOOSE, "a source")
            .string("memo", false, 1, 5)
            .arrayOf("more", false, 2, Shape.item().union("", true, CHOOSE, "a source"));

    @Test
    void aUnionBindsTheRecordItsDiscriminatorChooses() {
        FieldErrors errors = new FieldErrors();
        Payment p = RequestRecords.read(json("""
                {"source":{"sourceType":"FUNDING","currency":"EUR","inner":{"code":"a"},"accountId":"Account:1"},
                 "more":[{"sourceType":"ACCOUNT","accountId":"Account:7","save":true}]}"""), Payment.class, errors);
        assertTrue(errors.isEmpty(), errors.list().toString());
        assertEquals(new Payment(new FundingSource("FUNDING", "EUR", new Inner("a")), null,
                List.of(new AccountSource("ACCOUNT", "Account:7", true))), p);
        RequestRecords.read(json("{\"source\":{\"sourceType\":\"CARD\"}}"), Payment.class, errors);
        assertEquals(List.of(new FieldError("source.sourceType", FieldError.Constraint.oneOf(List.of("ACCOUNT", "FUNDING")),
                "must be one of ACCOUNT, FUNDING")), errors.list());
    }

    /** The same errors and the same valid fields as Shape.union for the same body. */
    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{\"source\":null}",
        "{\"source\":\"ACCOUNT\"}",
        "{\"source\":[],\"memo\":7,\"more\":{}}",
        "{\"source\":{}}",
        "{\"source\":{\"accountId\":\"Account:1\"}}",
        "{\"source\":{\"sourceType\":null,\"accountId\":\"Account:1\"}}",
        "{\"source\":{\"sourceType\":\"CARD\",\"currency\":\"usd\"}}",
        "{\"source\":{\"sourceType\":\"account\"}}",
        "{\"source\":{\"sourceType\":1}}",
        "{\"source\":{\"sourceType\":[\"ACCOUNT\"]}}",
        "{\"source\":{\"sourceType\":\"ACC\\u0000\"}}",
        "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"Account:12\",\"save\":false,\"currency\":1}}",
        "{\"source\":{\"sourceType\":\"ACCOUNT\"}}",
        "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"Acct:1\",\"save\":\"yes\"}}",
        "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":5}}",
        "{\"source\":{\"sourceType\":\"FUNDING\",\"currency\":\"USD\",\"inner\":{\"code\":\"ok\"}}}",
        "{\"source\":{\"sourceType\":\"FUNDING\",\"accountId\":\"Account:1\"}}",
        "{\"source\":{\"sourceType\":\"PREFUNDED\",\"currency\":\"USD\",\"accountId\":\"Account:1\"}}",
        "{\"source\":{\"sourceType\":\"PREFUNDED\",\"accountId\":\"Account:1\"}}",
        "{\"source\":{\"sourceType\":\"FUNDING\",\"currency\":\"us\",\"inner\":{\"code\":\"A\"}}}",
        "{\"source\":{\"sourceType\":\"FUNDING\",\"currency\":\"USD\",\"inner\":[]}}",
        "{\"memo\":\"toolong\",\"source\":{\"sourceType\":\"FUNDING\",\"inner\":{}},\"more\":[{},null,{\"sourceType\":\"ACCOUNT\"},3]}",
        "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"Account:1\"},\"more\":[{\"sourceType\":\"FUNDING\",\"currency\":\"GBP\"},"
                + "{\"sourceType\":\"ACCOUNT\",\"accountId\":\"x\"}]}",
        "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"Account:1\"},\"more\":[{},{},{}]}"
    })
    void aUnionAnswersAsShapeUnion(String body) {
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject kept = PAYMENT.check("", json(body), shapeErrors);
        FieldErrors errors = new FieldErrors();
        Payment p = RequestRecords.read(json(body), Payment.class, errors);
        assertEquals(shapeErrors.list(), errors.list(), body);
        assertEquals(kept, RequestRecords.validJson(p, errors), body);
    }

    /** Several errors at once, in the order of the fields, under each variant's own path. */
    @Test
    void aUnionReportsEveryInvalidFieldOfTheChosenVariant() {
        FieldErrors errors = new FieldErrors();
        RequestRecords.read(json("""
                {"source":{"sourceType":"FUNDING","currency":"us","inner":{"code":"A"}},"memo":"",
                 "more":[{"sourceType":"ACCOUNT","accountId":"x","save":1},{"sourceType":"X"}]}"""), Payment.class, errors);
        assertEquals(List.of(
                new FieldError("source.currency", FieldError.Constraint.pattern("^[A-Z]{3}$"), "must be a currency code"),
                new FieldError("source.inner.code", FieldError.Constraint.pattern("^[a-z]+$"), "must be lowercase letters"),
                new FieldError("memo", FieldError.Constraint.length(1, 5), "must be 1 to 5 characters long"),
                new FieldError("more[0].accountId", FieldError.Constraint.pattern("^Account:[0-9]+$"), "must be an account id"),
                new FieldError("more[0].save", null, "must be true or false"),
                new FieldError("more[1].sourceType", FieldError.Constraint.oneOf(List.of("ACCOUNT", "FUNDING")), "must be one of ACCOUNT, FUNDING")),
                errors.list());
    }

    @Variants("kind")
    sealed interface NoFallback permits OnlyA {}

    @Variant("A")
    record OnlyA(String kind) implements NoFallback {}

    record HoldsNoFallback(@Valid NoFallback value) {}

    /** A union must say what an absent or unknown discriminator binds: a mistake of the record, not of the client. */
    @Test
    void aUnionWithoutFallbackIsRefusedWhenItWouldNeedIt() {
        FieldErrors errors = new FieldErrors();
        assertEquals(new HoldsNoFallback(new OnlyA("A")), RequestRecords.read(json("{\"value\":{\"kind\":\"A\"}}"), HoldsNoFallback.class, errors));
        assertThrows(IllegalArgumentException.class, () -> RequestRecords.read(json("{\"value\":{\"kind\":\"B\"}}"), HoldsNoFallback.class, errors));
    }
}
