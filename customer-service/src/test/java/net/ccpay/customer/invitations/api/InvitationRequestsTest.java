package net.ccpay.customer.invitations.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.Shape;
import net.ccpay.customer.customers.application.CustomerShapes;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The invitation request records give what the Shapes they replaced gave for the same body (kept here as
 * the reference): the same details.errors and the same valid fields, which Invitations.create goes on
 * checking (the inviter, the expiry's range) and reporting with them.
 */
class InvitationRequestsTest {

    private static final Shape CREATE = Shape.object()
            .pattern("inviterUma", true, CustomerShapes.UMA_ADDRESS, "a UMA address such as $alice@example.com")
            .string("firstName", false, 1, 100)
            .integer("amountToSend", false, 1, Long.MAX_VALUE)
            .dateTime("expiresAt", false);

    private static final Shape CLAIM = Shape.object()
            .pattern("inviteeUma", true, CustomerShapes.UMA_ADDRESS, "a UMA address such as $bob@example.com");

    static JsonObject json(String text) {
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readObject();
        }
    }

    private static void same(Shape shape, Class<? extends Record> type, String text) {
        JsonObject body = json(text);
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject shapeValid = shape.check("", body, shapeErrors);
        FieldErrors errors = new FieldErrors();
        JsonObject valid = RequestRecords.validJson(RequestRecords.read(body, type, errors), errors);
        assertEquals(shapeErrors.list(), errors.list(), type.getSimpleName() + " " + text);
        assertEquals(shapeValid, valid, type.getSimpleName() + " " + text);
        assertEquals(shapeValid.toString(), valid.toString(), "the order of the fields");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{'inviterUma':null,'inviteeUma':null,'firstName':null,'amountToSend':null,'expiresAt':null}",
        "{'inviterUma':'$alice@example.com','inviteeUma':'$bob.b-2_x@pay.example.co','firstName':'Bob','amountToSend':1,"
                + "'expiresAt':'2030-01-01T00:00:00Z'}",
        "{'inviterUma':'$alice@example.com','amountToSend':9223372036854775807,'expiresAt':'2030-01-01T09:00:00.123456+02:00'}",
        "{'inviterUma':'alice@example.com','inviteeUma':'$bob@example','firstName':'','amountToSend':0,'expiresAt':'2030-01-01'}",
        "{'inviterUma':5,'inviteeUma':true,'firstName':7,'amountToSend':'10','expiresAt':1700000000}",
        "{'inviterUma':['$a@b.cd'],'inviteeUma':{},'firstName':[],'amountToSend':1.5,'expiresAt':{}}",
        "{'inviterUma':'$alice@example.com\\u0000','inviteeUma':'$\\ud800@example.com','firstName':'B\\tob','amountToSend':-1}",
        "{'firstName':'" + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" + "','amountToSend':99999999999999999999,'expiresAt':'tomorrow'}",
        "{'firstName':'" + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" + "','amountToSend':1e3,'expiresAt':'2030-13-01T00:00:00Z','inviterUma':'$" + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" + "@x.io'}"
    })
    void theSameAnswersAsTheShapesTheyReplaced(String text) {
        same(CREATE, InvitationRequests.Create.class, text);
        same(CLAIM, InvitationRequests.Claim.class, text);
    }
}
