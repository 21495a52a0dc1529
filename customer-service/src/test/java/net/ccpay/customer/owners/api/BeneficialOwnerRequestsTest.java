package net.ccpay.customer.owners.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.Shape;
import net.ccpay.customer.customers.application.CustomerShapes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The beneficial-owner request records give what the Shapes they replaced gave for the same body (the
 * former BeneficialOwnerShapes, kept here as the reference): the same details.errors and the same valid
 * fields, in the same order (the service stores them as the owner's profile, or merges them into it).
 */
class BeneficialOwnerRequestsTest {

    private static final List<String> ROLES = List.of("UBO", "DIRECTOR", "COMPANY_OFFICER", "CONTROL_PERSON", "TRUSTEE", "GENERAL_PARTNER");

    private static Shape personalInfo(boolean create) {
        return Shape.object()
                .string("firstName", create, 1, 100)
                .string("middleName", false, 1, 100)
                .string("lastName", create, 1, 100)
                .date("birthDate", create, true)
                .country("nationality", create)
                .email("email", false)
                .phone("phoneNumber", false)
                .nested("address", create, CustomerShapes.ADDRESS)
                .oneOf("idType", create, CustomerShapes.ID_TYPES)
                .string("identifier", create, 1, 100)
                .country("countryOfIssuance", false);
    }

    private static final Shape CREATE = Shape.object()
            .string("customerId", true, 1, 64)
            .arrayOf("roles", true, ROLES.size(), Shape.item().oneOf("", true, ROLES))
            .integer("ownershipPercentage", true, 0, 100)
            .nested("personalInfo", true, personalInfo(true));

    private static final Shape UPDATE = Shape.object()
            .arrayOf("roles", false, ROLES.size(), Shape.item().oneOf("", true, ROLES))
            .integer("ownershipPercentage", false, 0, 100)
            .nestedPatch("personalInfo", false, personalInfo(false));

    static JsonObject json(String text) {
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readObject();
        }
    }

    private static final String ADDRESS = "{'line1':'1 Main St','line2':'','city':'Springfield','state':'IL','postalCode':'62701','country':'US'}";
    private static final String PERSON = "{'firstName':'Ada','middleName':'B','lastName':'Lovelace','birthDate':'1990-02-28','nationality':'GB',"
            + "'email':'ada@example.com','phoneNumber':'+447700900123','address':" + ADDRESS + ",'idType':'SSN','identifier':'123-45-6789',"
            + "'countryOfIssuance':'US'}";

    private static void same(Shape shape, boolean patch, Class<? extends Record> type, String text) {
        JsonObject body = json(text);
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject shapeValid = patch ? shape.checkPatch("", body, shapeErrors) : shape.check("", body, shapeErrors);
        FieldErrors errors = new FieldErrors();
        JsonObject valid = RequestRecords.validJson(RequestRecords.read(body, type, errors), errors);
        assertEquals(shapeErrors.list(), errors.list(), type.getSimpleName() + " " + text);
        assertEquals(shapeValid, valid, type.getSimpleName() + " " + text);
        assertEquals(shapeValid.toString(), valid.toString(), "the order of the fields, which the stored profile keeps");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{'customerId':null,'roles':null,'ownershipPercentage':null,'personalInfo':null}",
        "{'customerId':'Customer:1','roles':['UBO','DIRECTOR'],'ownershipPercentage':25,'personalInfo':" + PERSON + "}",
        "{'customerId':'Customer:1','roles':[],'ownershipPercentage':0,'personalInfo':{'firstName':'A','lastName':'B','birthDate':'2000-01-01',"
                + "'nationality':'US','address':" + ADDRESS + ",'idType':'ITIN','identifier':'x'}}",
        "{'customerId':'','roles':['OWNER',null,3],'ownershipPercentage':101,'personalInfo':{}}",
        "{'customerId':5,'roles':'UBO','ownershipPercentage':'50','personalInfo':[]}",
        "{'roles':['UBO','UBO','UBO','UBO','UBO','UBO','UBO'],'ownershipPercentage':-1,'personalInfo':{'firstName':''}}",
        "{'roles':{},'ownershipPercentage':50.5,'personalInfo':{'firstName':7,'middleName':'','lastName':null,'birthDate':'2999-01-01',"
                + "'nationality':'us','email':'a@b','phoneNumber':'0044','address':{},'idType':'PASSPORT','identifier':'',"
                + "'countryOfIssuance':'XX'}}",
        "{'ownershipPercentage':99999999999999999999,'personalInfo':{'birthDate':'1990-02-30','nationality':1,'email':'\\u0430@example.com',"
                + "'phoneNumber':14155551234,'address':{'line1':'','line2':7,'city':'','state':'','postalCode':'123456789012345678901',"
                + "'country':'ZZ'},'idType':1,'countryOfIssuance':null}}",
        "{'personalInfo':{'firstName':'A\\u0000','lastName':'\\ud800','birthDate':'90-01-01','address':'1 Main St','email':'\\\"><img/src=x>@example.com'}}",
        "{'personalInfo':{'address':{'line1':'1 Main St','postalCode':'1','country':'FR'},'unknown':1},'unknown':2}",
        "{'customerId':'Customer:1','roles':['TRUSTEE'],'ownershipPercentage':100,'personalInfo':{'middleName':'Q','email':'q@example.org'}}"
    })
    void theSameAnswersAsTheShapesTheyReplaced(String text) {
        same(CREATE, false, BeneficialOwnerRequests.Create.class, text);
        same(UPDATE, true, BeneficialOwnerRequests.Update.class, text);
    }

    @Test
    void aBeneficialOwnersEmailRefusesMarkupAndNonAsciiAddresses() {
        for (String email : List.of("\"><img/src=x>@example.com", "p@ex\u0430mple.com")) {
            JsonObject body = JsonP.createObjectBuilder().add("personalInfo", JsonP.createObjectBuilder().add("email", email)).build();
            FieldErrors errors = new FieldErrors();
            RequestRecords.read(body, BeneficialOwnerRequests.Update.class, errors);
            assertEquals(List.of("personalInfo.email"), errors.list().stream().map(FieldError::field).toList(), email);
        }
    }
}
