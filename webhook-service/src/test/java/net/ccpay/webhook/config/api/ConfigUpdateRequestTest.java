package net.ccpay.webhook.config.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * PATCH /config's request record gives what the Shape it replaced gave for the same body: the same
 * details.errors and the same valid fields (which the service merges into the stored document and checks
 * further, reporting with the errors found here).
 */
class ConfigUpdateRequestTest {

    static JsonObject json(String text) {
        try (var r = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readObject();
        }
    }

    static final String USD = "{'currencyCode':'USD','minAmount':1,'maxAmount':100000,"
            + "'requiredCounterpartyFields':[{'name':'FULL_NAME','mandatory':true}],'enabledTransactionTypes':['INCOMING','OUTGOING']}";

    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{'umaDomain':null,'webhookEndpoint':null}",
        "{'umaDomain':'uma.example.com','webhookEndpoint':'https://example.com/hooks','supportedCurrencies':[" + USD + "]}",
        "{'umaDomain':'not a domain','webhookEndpoint':'','supportedCurrencies':{},'embeddedWalletConfig':[],'feeConfigs':'x'}",
        "{'umaDomain':7,'webhookEndpoint':false,'cardTokenization2faConfig':5}",
        "{'supportedCurrencies':[" + USD + ",null,3,{}]}",
        "{'supportedCurrencies':[{'currencyCode':'usd','minAmount':-1,'maxAmount':1.5,'requiredCounterpartyFields':[{'name':'X'},"
                + "{'mandatory':'yes'},null],'enabledTransactionTypes':['INCOMING','SIDEWAYS']}]}",
        "{'supportedCurrencies':[{'currencyCode':'USD','minAmount':99999999999999999999,'maxAmount':1e2,"
                + "'requiredCounterpartyFields':[],'enabledTransactionTypes':['INCOMING','OUTGOING','INCOMING']}]}",
        "{'embeddedWalletConfig':{'appName':'','otpLength':3,'alphanumeric':1,'expirationSeconds':86401,'sendFromEmailAddress':'a@b',"
                + "'sendFromEmailSenderName':'\\u0001','replyToEmailAddress':5,'logoUrl':'http://example.com/logo.png'}}",
        "{'embeddedWalletConfig':{'appName':'Sandbox','otpLength':6,'alphanumeric':false,'expirationSeconds':300,"
                + "'sendFromEmailAddress':'no-reply@example.com','unknown':1}}",
        "{'cardTokenization2faConfig':{'displayName':'Bank','logoUrl':'https://example.com/x.png','email':{'fromAddress':'x',"
                + "'subject':'','bodyText':7},'sms':{'templateSid':'','bodyText':'hi'}}}",
        "{'cardTokenization2faConfig':{'email':[],'sms':'no'}}",
        "{'feeConfigs':[{'feeType':'CROSS_CURRENCY_TRANSACTION','sourceCurrency':'USD','variableFeeBps':50,"
                + "'fixedFee':{'amount':10,'currency':'USD'}},{'feeType':'X','sourceCurrency':'EUR','variableFeeBps':10001,"
                + "'fixedFee':{'amount':-1}},{'feeType':'CROSS_CURRENCY_TRANSACTION','sourceCurrency':'USD','variableFeeBps':0,'fixedFee':3}]}",
        "{'feeConfigs':[{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}]}"
    })
    void theSameAnswerAsTheShapeItReplaced(String text) {
        JsonObject body = json(text);
        FieldErrors shapeErrors = new FieldErrors();
        JsonObject shapeValid = ShapeOfConfigUpdate.UPDATE.checkPatch("", body, shapeErrors);
        FieldErrors errors = new FieldErrors();
        JsonObject valid = RequestRecords.validJson(RequestRecords.read(body, ConfigUpdateRequest.class, errors), errors);
        assertEquals(shapeErrors.list(), errors.list(), text);
        assertEquals(shapeValid, valid, text);
        assertEquals(shapeValid.toString(), valid.toString(), "the order of the fields, which the stored document keeps");
    }

    @Test
    void aBadCurrencyListNamesEachItemsField() {
        FieldErrors errors = new FieldErrors();
        RequestRecords.read(json("{'supportedCurrencies':[{'currencyCode':'usd','minAmount':-1,'maxAmount':5,"
                + "'requiredCounterpartyFields':[],'enabledTransactionTypes':['SIDEWAYS']}]}"), ConfigUpdateRequest.class, errors);
        assertEquals(List.of(
                new FieldError("supportedCurrencies[0].currencyCode", FieldError.Constraint.pattern("^[A-Z0-9]{3,5}$"), "must be a currency code such as USD"),
                new FieldError("supportedCurrencies[0].minAmount", null, "must be an integer from 0 to 9223372036854775807"),
                new FieldError("supportedCurrencies[0].enabledTransactionTypes[0]", FieldError.Constraint.oneOf(List.of("INCOMING", "OUTGOING")),
                        "must be one of INCOMING, OUTGOING")), errors.list());
    }

    @Test
    void aValidUpdateKeepsEveryFieldSent() {
        FieldErrors errors = new FieldErrors();
        JsonObject body = json("{'umaDomain':'uma.example.com','supportedCurrencies':[" + USD + "]}");
        JsonObject valid = RequestRecords.validJson(RequestRecords.read(body, ConfigUpdateRequest.class, errors), errors);
        assertTrue(errors.isEmpty());
        assertEquals(body, valid);
    }
}
