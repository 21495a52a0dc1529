package net.ccpay.auth.tokens.api;

import jakarta.json.Json;
import jakarta.json.JsonValue;
import net.ccpay.common.error.ApiException;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The details.errors of a refused {@code POST /tokens}, field by field (the same answers as before the request record). */
class ApiTokenCreateRequestTest {

    static JsonValue json(String text) {
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readValue();
        }
    }

    @SuppressWarnings("unchecked")
    static List<String> errors(String body) {
        ApiException e = assertThrows(ApiException.class, () -> new ApiTokenResource().create(json(body)));
        assertEquals(400, e.status());
        assertEquals("INVALID_INPUT", e.code());
        return ((List<Map<String, Object>>) e.details().get("errors")).stream().map(Object::toString).toList();
    }

    @Test
    void missingFields() {
        assertEquals(List.of("{field=name, message=is required}", "{field=permissions, message=is required}"), errors("{}"));
        assertEquals(List.of("{field=name, message=is required}", "{field=permissions, message=is required}"),
                errors("{'name':null,'permissions':null}"));
    }

    @Test
    void wrongLengthsAndTypes() {
        assertEquals(List.of("{field=name, constraint={minLength=1, maxLength=200}, message=must be 1 to 200 characters long}",
                        "{field=permissions, message=must be an array of at most 3 items}"),
                errors("{'name':'','permissions':['VIEW','ROOT',5,null]}"));
        assertEquals(List.of("{field=name, message=must be a string}",
                        "{field=permissions, constraint={enum=[VIEW, TRANSACT, MANAGE]}, message=must name at least one permission}"),
                errors("{'name':5,'permissions':[]}"));
        assertEquals(List.of("{field=name, message=must not contain control characters or unpaired surrogates}",
                        "{field=permissions, message=must be an array of at most 3 items}"),
                errors("{'name':'a\\u0007','permissions':'VIEW'}"));
    }

    @Test
    void everyInvalidItemIsNamedByItsIndex() {
        assertEquals(List.of("{field=permissions[0], constraint={enum=[VIEW, TRANSACT, MANAGE]}, message=must be one of VIEW, TRANSACT, MANAGE}",
                        "{field=permissions[1], message=must not be null}",
                        "{field=permissions[2], constraint={enum=[VIEW, TRANSACT, MANAGE]}, message=must be one of VIEW, TRANSACT, MANAGE}"),
                errors("{'name':'ok','permissions':['ROOT',null,7]}"));
        assertEquals(List.of("{field=name, constraint={minLength=1, maxLength=200}, message=must be 1 to 200 characters long}"),
                errors("{'name':'" + "n".repeat(201) + "','permissions':['VIEW','VIEW']}"));
    }

    @Test
    void theRecordNamesTheContractsPermissions() throws Exception {
        var component = ApiTokenResource.CreateRequest.class.getRecordComponents()[1];
        var oneOf = (net.ccpay.common.validation.OneOf) ((java.lang.reflect.AnnotatedParameterizedType) component.getAnnotatedType())
                .getAnnotatedActualTypeArguments()[0].getAnnotation(net.ccpay.common.validation.OneOf.class);
        assertEquals(ApiTokenResource.PERMISSIONS, List.of(oneOf.value()));
    }
}
