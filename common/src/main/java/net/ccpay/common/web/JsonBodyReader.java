package net.ccpay.common.web;

import jakarta.annotation.Priority;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiException;

import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/**
 * Reads every JSON-P request body ({@code JsonValue body} and its subtypes) in every service, in place
 * of the runtime's reader: that one turns a parser failure other than a {@code JsonException} (Parsson's
 * refusal of a number longer than 1,100 characters) into a 500 logged with its stack trace. Here every
 * refusal of the parser is a 400 INVALID_INPUT (see {@link JsonBodies#value(InputStream)}). An
 * application's provider is preferred to the runtime's built-in one; the priority also puts it first
 * among application providers.
 */
@Provider
@Consumes({MediaType.APPLICATION_JSON, "application/*+json"})
@Priority(1000)
public class JsonBodyReader implements MessageBodyReader<JsonValue> {

    @Override
    public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return JsonValue.class.isAssignableFrom(type);
    }

    @Override
    public JsonValue readFrom(Class<JsonValue> type, Type genericType, Annotation[] annotations, MediaType mediaType,
                              MultivaluedMap<String, String> httpHeaders, InputStream entityStream) {
        JsonValue v = JsonBodies.value(entityStream);
        if (!type.isInstance(v)) {
            throw ApiException.invalidInput("The request body must be a JSON " + (JsonObject.class.isAssignableFrom(type) ? "object"
                    : JsonArray.class.isAssignableFrom(type) ? "array" : "value of another kind"));
        }
        return v;
    }
}
