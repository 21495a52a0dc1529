package net.ccpay.auth.wallet.delegated.api;

import net.ccpay.common.error.ApiException;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The details.errors of a refused {@code POST /auth/delegated-keys} (checked before any leg of the flow). */
class DelegatedKeyCreateRequestTest {

    @SuppressWarnings("unchecked")
    static List<String> errors(String body) {
        ApiException e = assertThrows(ApiException.class, () -> new DelegatedKeyResource().create(null, null, null,
                body == null ? null : body.replace('\'', '"').getBytes(StandardCharsets.UTF_8)));
        assertEquals(400, e.status());
        assertEquals("INVALID_INPUT", e.code());
        return ((List<Map<String, Object>>) e.details().get("errors")).stream().map(Object::toString).toList();
    }

    @Test
    void anEmptyBodyNamesEveryRequiredField() {
        List<String> required = List.of("{field=cardId, message=is required}", "{field=internalAccountId, message=is required}",
                "{field=nickname, message=is required}");
        assertEquals(required, errors(null));
        assertEquals(required, errors("{}"));
    }

    @Test
    void eachFieldSaysWhatItMustBe() {
        assertEquals(List.of("{field=cardId, constraint={pattern=^Card:[0-9a-fA-F-]{36}$}, message=must be a card id (Card:<uuid>)}",
                        "{field=internalAccountId, constraint={pattern=^InternalAccount:[0-9a-fA-F-]{36}$}, "
                                + "message=must be an internal account id (InternalAccount:<uuid>)}",
                        "{field=nickname, constraint={minLength=1, maxLength=256}, message=must be 1 to 256 characters long}"),
                errors("{'cardId':'Card:1','internalAccountId':42,'nickname':''}"));
        assertEquals(List.of("{field=nickname, message=must be a string}"),
                errors("{'cardId':'Card:019542f5-b3e7-1d02-0000-000000000002',"
                        + "'internalAccountId':'InternalAccount:019542f5-b3e7-1d02-0000-000000000002','nickname':true}"));
    }
}
