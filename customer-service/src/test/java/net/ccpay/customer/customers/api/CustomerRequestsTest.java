package net.ccpay.customer.customers.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * POST /customers' request records give what the Shapes they replaced gave for the same body
 * (ShapeOfCustomerRequests, the former CustomerShapes.INDIVIDUAL and BUSINESS): the same details.errors and
 * the same valid fields in the same order (the service stores them as the customer's profile).
 */
class CustomerRequestsTest {

    static JsonObject json(String text) {
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readObject();
        }
    }

    private static final String ADDRESS = "{'line1':'1 Main St','line2':'Apt 2','city':'Springfield','state':'IL','postalCode':'62701','country':'US'}";
    private static final String TERMS = "{'acceptedAt':'2025-10-13T09:00:00Z','ipAddress':'203.0.113.7','termsVersion':'V1','acceptanceMethod':'CHECKBOX'}";
    private static final String INFO = "{'legalName':'Acme Inc','doingBusinessAs':'Acme','country':'US','incorporatedOn':'2010-05-01','taxId':'12-3456789',"
            + "'registrationNumber':'R1','entityType':'LLC','countriesOfOperation':['US','CA'],'businessType':'MANUFACTURING',"
            + "'purposeOfAccount':'SUPPLIER_PAYMENTS','sourceOfFunds':'sales','expectedMonthlyTransactionCount':'COUNT_10_TO_100',"
            + "'expectedMonthlyTransactionVolume':'VOLUME_10K_TO_100K','expectedRecipientJurisdictions':['MX'],'naicsCode':'3341',"
            + "'sourceOfFundsCategories':['OPERATING_REVENUE','LOANS'],'sourceOfFundsOtherDescription':'x','purposeOfAccountOtherDescription':'y',"
            + "'expectedCounterpartyCountries':['DE'],'primaryContactFirstName':'Ann','primaryContactLastName':'Lee'}";

    static List<String> bodies() {
        List<String> b = new ArrayList<>();
        b.add("{}");
        b.add("{'customerType':null,'email':null,'address':null,'businessInfo':null}");
        b.add("{'customerType':'INDIVIDUAL'}");
        b.add("{'customerType':'BUSINESS'}");
        b.add("{'customerType':'PERSON','fullName':''}");
        b.add("{'customerType':7,'businessInfo':{}}");
        b.add("{'customerType':'INDIVIDUAL','currencies':['USD','EUR'],'email':'ada@example.com','phoneNumber':'+14155551234',"
                + "'umaAddress':'$ada@example.com','endUserTermsConsent':" + TERMS + ",'platformCustomerId':'p-1','region':'US',"
                + "'kycStatus':'APPROVED','fullName':'Ada Lovelace','birthDate':'1990-02-28','nationality':'GB','address':" + ADDRESS + ","
                + "'idType':'SSN','identifier':'123','countryOfIssuance':'US','sourceOfFundsCategories':['SALARY','GIFT'],"
                + "'sourceOfFundsOtherDescription':'a','sourceOfWealthCategories':['SAVINGS'],'sourceOfWealthOtherDescription':'b',"
                + "'purposeOfAccount':'OTHER','purposeOfAccountOtherDescription':'c','expectedMonthlyTransactionCount':'COUNT_OVER_1000',"
                + "'expectedMonthlyTransactionVolume':'VOLUME_OVER_10M','annualIncomeRange':'OVER_1M','netWorthRange':'OVER_25M',"
                + "'pepStatus':'NONE','unknown':1}");
        b.add("{'customerType':'BUSINESS','currencies':['USD'],'email':'ops@acme.example','phoneNumber':'+14155551234',"
                + "'umaAddress':'$acme@example.com','endUserTermsConsent':" + TERMS + ",'platformCustomerId':'b-1','region':'CA',"
                + "'kybStatus':'PENDING','address':" + ADDRESS + ",'businessInfo':" + INFO + ",'fullName':'ignored'}");
        b.add("{'customerType':'INDIVIDUAL','currencies':['usd',null,5],'email':'a@b','phoneNumber':'4155551234','umaAddress':'ada@example.com',"
                + "'endUserTermsConsent':{'acceptedAt':'2025-10-13','ipAddress':'','termsVersion':'V1','acceptanceMethod':'CLICK'},"
                + "'platformCustomerId':'','region':'usa','kycStatus':'DONE','fullName':'','birthDate':'2999-01-01','nationality':'XX',"
                + "'address':{'line1':'','postalCode':'123456789012345678901'},'idType':'PASSPORT','identifier':'','countryOfIssuance':'gb',"
                + "'sourceOfFundsCategories':['SALARY','LOTTERY'],'sourceOfFundsOtherDescription':'','sourceOfWealthCategories':[1],"
                + "'sourceOfWealthOtherDescription':'','purposeOfAccount':'FUN','purposeOfAccountOtherDescription':'',"
                + "'expectedMonthlyTransactionCount':'MANY','expectedMonthlyTransactionVolume':'LOTS','annualIncomeRange':'RICH',"
                + "'netWorthRange':'RICHER','pepStatus':'YES'}");
        b.add("{'customerType':'INDIVIDUAL','currencies':'USD','email':5,'phoneNumber':14155551234,'umaAddress':[],'endUserTermsConsent':'yes',"
                + "'platformCustomerId':7,'region':1,'kycStatus':true,'fullName':{},'birthDate':19900101,'nationality':1,'address':'here',"
                + "'idType':2,'identifier':3,'countryOfIssuance':4,'sourceOfFundsCategories':{},'sourceOfFundsOtherDescription':5,"
                + "'sourceOfWealthCategories':'SALARY','purposeOfAccount':9,'pepStatus':false}");
        b.add("{'customerType':'BUSINESS','kybStatus':'NOPE','address':{'line1':'x','postalCode':'1','country':'ZZ','line2':''},"
                + "'businessInfo':{'legalName':'','doingBusinessAs':'','country':'usa','incorporatedOn':'2999-12-31','taxId':'',"
                + "'registrationNumber':'','entityType':'BANK','countriesOfOperation':['US','XX',null],'businessType':'CRIME',"
                + "'purposeOfAccount':'X','sourceOfFunds':'','expectedMonthlyTransactionCount':'X','expectedMonthlyTransactionVolume':'X',"
                + "'expectedRecipientJurisdictions':[1],'naicsCode':'1234567','sourceOfFundsCategories':['SALARY'],"
                + "'sourceOfFundsOtherDescription':'','purposeOfAccountOtherDescription':'','expectedCounterpartyCountries':'DE',"
                + "'primaryContactFirstName':'','primaryContactLastName':5}}");
        b.add("{'customerType':'BUSINESS','businessInfo':[],'address':[],'email':'\\u0430@example.com','endUserTermsConsent':{}}");
        b.add("{'customerType':'BUSINESS','businessInfo':{'legalName':'A\\u0000','country':'US','incorporatedOn':'2010-02-30','taxId':'\\ud800'}}");
        b.add("{'customerType':'INDIVIDUAL','fullName':'Ada\\tL','email':'\\\"><img/src=x>@example.com','endUserTermsConsent':"
                + "{'acceptedAt':5,'ipAddress':'0123456789012345678901234567890123456789012345','termsVersion':'V2','acceptanceMethod':null}}");
        b.add("{'customerType':'INDIVIDUAL','currencies':" + array("'USD'", 51) + ",'sourceOfFundsCategories':" + array("'GIFT'", 21) + "}");
        b.add("{'customerType':'INDIVIDUAL','currencies':" + array("'USD'", 50) + ",'sourceOfFundsCategories':" + array("'GIFT'", 20) + "}");
        b.add("{'customerType':'BUSINESS','businessInfo':{'legalName':'A','country':'US','incorporatedOn':'2010-01-01','taxId':'1',"
                + "'countriesOfOperation':" + array("'US'", 251) + ",'expectedCounterpartyCountries':" + array("'US'", 250) + "}}");
        return b;
    }

    private static String array(String item, int n) {
        return "[" + String.join(",", Collections.nCopies(n, item)) + "]";
    }

    @ParameterizedTest
    @MethodSource("bodies")
    void theSameAnswersAsTheShapesTheyReplaced(String text) {
        JsonObject body = json(text);
        String type = body.get("customerType") instanceof JsonString s ? s.getString() : null;
        Shape shape = "BUSINESS".equals(type) ? ShapeOfCustomerRequests.BUSINESS : ShapeOfCustomerRequests.INDIVIDUAL;
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject shapeValid = shape.check("", body, shapeErrors);
        FieldErrors errors = new FieldErrors();
        JsonObject valid = RequestRecords.validJson(RequestRecords.read(body, CustomerRequests.createRecord(type), errors), errors);
        assertEquals(shapeErrors.list(), errors.list(), text);
        assertEquals(shapeValid, valid, text);
        assertEquals(shapeValid.toString(), valid.toString(), "the order of the fields, which the stored profile keeps");
    }

    static List<String> updates() {
        List<String> b = new ArrayList<>(bodies());
        b.add("{'customerType':'BUSINESS','businessInfo':{'doingBusinessAs':'New name'}}");
        b.add("{'customerType':'BUSINESS','businessInfo':{'legalName':null,'taxId':'','naicsCode':'12'},'kybStatus':null,'email':null}");
        b.add("{'customerType':'INDIVIDUAL','fullName':null,'address':{'line1':'2 Side St','postalCode':'1','country':'US'},'region':'nope',"
                + "'platformCustomerId':''}");
        b.add("{'email':'new@example.com','businessInfo':{'countriesOfOperation':[],'entityType':'TRUST'}}");
        return b;
    }

    /** PATCH: every field optional, null like absent (kept), objects other than businessInfo checked whole. */
    @ParameterizedTest
    @MethodSource("updates")
    void theSameUpdateAnswersAsTheShapesTheyReplaced(String text) {
        JsonObject body = json(text);
        for (boolean individual : new boolean[] {true, false}) {
            Shape shape = individual ? ShapeOfCustomerRequests.INDIVIDUAL_UPDATE : ShapeOfCustomerRequests.BUSINESS_UPDATE;
            FieldErrors shapeErrors = new FieldErrors();
            JsonObject shapeValid = shape.checkPatch("", body, shapeErrors);
            FieldErrors errors = new FieldErrors();
            JsonObject valid = RequestRecords.validJson(RequestRecords.read(body,
                    CustomerRequests.updateRecord(individual), errors), errors);
            assertEquals(shapeErrors.list(), errors.list(), individual + " " + text);
            assertEquals(shapeValid, valid, individual + " " + text);
            assertEquals(shapeValid.toString(), valid.toString(), "the order of the fields, which the merged profile keeps");
        }
    }

    @Test
    void theBodiesAreValidAndInvalidBoth() {
        int valid = 0;
        int invalid = 0;
        for (String b : bodies()) {
            FieldErrors errors = new FieldErrors();
            JsonObject body = json(b);
            RequestRecords.read(body, CustomerRequests.createRecord(body.get("customerType") instanceof JsonString s ? s.getString() : null), errors);
            if (errors.isEmpty()) {
                valid++;
            } else {
                invalid++;
            }
        }
        assertTrue(valid >= 4 && invalid >= 10, valid + " valid, " + invalid + " invalid");
    }
}
