package net.ccpay.quote.cards.api;

import jakarta.json.Json;
import jakarta.json.JsonValue;
import net.ccpay.common.validation.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.opentest4j.AssertionFailedError;

import java.util.List;
import java.util.function.Function;

import static net.ccpay.quote.ShapeOracle.assertSameAnswer;
import static net.ccpay.quote.ShapeOracle.json;
import static net.ccpay.quote.ShapeOracle.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The card bodies' request records answer as the Shapes they replaced: the same details.errors for each
 * body, and the issue and update commands (or refusals, with the checks made after the shape) the former
 * reading gave.
 */
class CardRequestRecordsTest {

    static final String CUSTOMER = "Customer:0b8f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";
    static final String A1 = "InternalAccount:1b8f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";
    static final String A2 = "InternalAccount:2b8f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";
    static final String TX = "CardTransaction:3b8f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";
    static final String ELEVEN = "['" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','"
            + A1 + "','" + A1 + "','" + A2 + "']";
    static final String TEN = "['" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','" + A1 + "','"
            + A1 + "','" + A2 + "']";

    static final String[] CREATES = {
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':['" + A1 + "']}",
        "{'cardholderId':'" + CUSTOMER + "','platformCardId':'card-7','threeDSecurePassword':'pw','form':'VIRTUAL','fundingSources':['" + A1
                + "','" + A2 + "'],'maxSpendPerTransaction':5000}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':['" + A1 + "','" + A1 + "']}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':[]}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':" + TEN + "}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':" + ELEVEN + "}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':[1,'x',null,'" + A1 + "',{}]}",
        "{}",
        "{'cardholderId':null,'form':null,'fundingSources':null,'maxSpendPerTransaction':null,'platformCardId':null}",
        "{'cardholderId':'Customer:x','platformCardId':'','threeDSecurePassword':'','form':'PHYSICAL','fundingSources':'" + A1
                + "','maxSpendPerTransaction':0}",
        "{'cardholderId':5,'platformCardId':5,'threeDSecurePassword':true,'form':5,'fundingSources':{},'maxSpendPerTransaction':'5'}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':['" + A1 + "'],'maxSpendPerTransaction':9223372036854775808}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':['" + A1 + "'],'maxSpendPerTransaction':9223372036854775807}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':['" + A1 + "'],'maxSpendPerTransaction':2.5}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':[],'maxSpendPerTransaction':-1,'platformCardId':'\\u0001'}"
    };

    static final String[] UPDATES = {
        "{'state':'FROZEN'}",
        "{'state':'CLOSED'}",
        "{'state':'CLOSED','fundingSources':['" + A1 + "'],'maxSpendPerTransaction':10}",
        "{'state':'CLOSED','fundingSources':null,'maxSpendPerTransaction':null}",
        "{'state':'ACTIVE','fundingSources':['" + A1 + "','" + A2 + "'],'maxSpendPerTransaction':100}",
        "{'maxSpendPerTransaction':null}",
        "{'fundingSources':[]}",
        "{'fundingSources':['" + A1 + "','" + A1 + "']}",
        "{'fundingSources':" + ELEVEN + "}",
        "{}",
        "{'other':1}",
        "{'state':null}",
        "{'state':'closed','fundingSources':[3],'maxSpendPerTransaction':0}",
        "{'state':5,'fundingSources':'x','maxSpendPerTransaction':true}",
        "{'state':'BOGUS','fundingSources':[]}",
        "{'state':'CLOSED','fundingSources':['nope'],'maxSpendPerTransaction':1.5}"
    };

    @ParameterizedTest
    @ValueSource(strings = {
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':['" + A1 + "']}",
        "{}",
        "{'cardholderId':'Customer:x','platformCardId':'','threeDSecurePassword':'','form':'PHYSICAL','fundingSources':[1,null,'x'],"
                + "'maxSpendPerTransaction':0}",
        "{'cardholderId':5,'platformCardId':5,'threeDSecurePassword':true,'form':5,'fundingSources':{},'maxSpendPerTransaction':'5'}",
        "{'cardholderId':'" + CUSTOMER + "','form':'VIRTUAL','fundingSources':" + ELEVEN + "}"
    })
    void createErrors(String text) {
        assertSameAnswer(FormerCardRequests.CREATE, CardRequests.CreateRequest.class, text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{'state':'FROZEN'}", "{}", "{'state':'closed','fundingSources':[3],'maxSpendPerTransaction':0}",
        "{'state':5,'fundingSources':'x','maxSpendPerTransaction':true}", "{'fundingSources':[null,'" + A1 + "']}"})
    void updateErrors(String text) {
        assertSameAnswer(FormerCardRequests.UPDATE, CardRequests.UpdateRequest.class, text);
    }

    @Test
    void issueGivesTheFormerCommandOrRefusal() {
        for (String text : CREATES) {
            assertSameOutcome(FormerCardRequests::issue, CardRequests::issue, json(text), text);
        }
    }

    @Test
    void updateGivesTheFormerCommandOrRefusal() {
        for (String text : UPDATES) {
            assertSameOutcome(FormerCardRequests::update, CardRequests::update, json(text), text);
        }
    }

    @Test
    void aBodyThatIsNoObject() {
        for (JsonValue body : List.of(JsonValue.NULL, JsonValue.TRUE, Json.createArrayBuilder().build(), Json.createValue(3))) {
            assertEquals(refusal(() -> FormerCardRequests.issue(body)), refusal(() -> CardRequests.issue(body)));
            assertEquals(refusal(() -> FormerCardRequests.update(body)), refusal(() -> CardRequests.update(body)));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"{'cardTransactionId':'" + TX + "','amount':0}", "{'cardTransactionId':'" + TX + "','amount':1}",
        "{'cardTransactionId':'" + TX + "','amount':9223372036854775807}", "{}", "{'cardTransactionId':null,'amount':null}",
        "{'cardTransactionId':'CardTransaction:1','amount':-1}", "{'cardTransactionId':7,'amount':'7'}",
        "{'cardTransactionId':'" + TX + "','amount':1.5}", "{'cardTransactionId':['" + TX + "'],'amount':9223372036854775808}"})
    void sandboxCardTransactionBodies(String text) {
        assertSameAnswer(FormerCardRequests.CLEARING, CardRequests.ClearingRequest.class, text);
        assertSameAnswer(FormerCardRequests.POSITIVE_AMOUNT, CardRequests.AmountRequest.class, text);
        assertSameAnswer(FormerCardRequests.TX_REF, CardRequests.TxRefRequest.class, text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{'amount':1500,'currency':{'code':'USD'},'merchant':{'descriptor':'Coffee','mcc':'5814','country':'US'}}",
        "{'amount':1,'currency':{'code':'USDC'},'merchant':{'descriptor':'x'}}",
        "{}", "{'amount':null,'currency':null,'merchant':null}",
        "{'amount':0,'currency':{'code':'usd'},'merchant':{'descriptor':'','mcc':'58','country':'USA'}}",
        "{'amount':'5','currency':'USD','merchant':[]}",
        "{'amount':2.5,'currency':{},'merchant':{}}",
        "{'amount':9223372036854775808,'currency':{'code':5},'merchant':{'descriptor':5,'mcc':5814,'country':true}}",
        "{'amount':10,'currency':{'code':'EUR'},'merchant':{'descriptor':'\\u0001','country':'ZZ'}}"})
    void sandboxAuthorizationAndBalanceInquiryBodies(String text) {
        assertSameAnswer(FormerCardRequests.AUTHORIZATION, CardRequests.AuthorizationRequest.class, text);
        assertSameAnswer(FormerCardRequests.BALANCE_INQUIRY, CardRequests.BalanceInquiryRequest.class, text);
    }

    @Test
    void theOracleNoticesADifferentAnswer() {
        Shape other = Shape.object().pattern("cardTransactionId", true, FormerCardRequests.TX_ID, "a card transaction id")
                .integer("amount", true, 1, Long.MAX_VALUE);
        assertThrows(AssertionFailedError.class, () -> assertSameAnswer(other, CardRequests.ClearingRequest.class, "{'amount':0}"));
        assertThrows(AssertionFailedError.class,
                () -> assertSameOutcome(b -> FormerCardRequests.update(b), b -> null, json("{'state':'FROZEN'}"), "a different command"));
    }

    static void assertSameOutcome(Function<JsonValue, Object> former, Function<JsonValue, Object> now, JsonValue body, String text) {
        Object before;
        try {
            before = former.apply(body);
        } catch (RuntimeException e) {
            assertEquals(refusal(() -> former.apply(body)), refusal(() -> now.apply(body)), text);
            return;
        }
        assertEquals(before, now.apply(body), text);
    }
}
