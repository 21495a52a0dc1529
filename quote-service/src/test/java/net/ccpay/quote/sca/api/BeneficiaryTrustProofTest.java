package net.ccpay.quote.sca.api;

import net.ccpay.common.validation.Shape;
import net.ccpay.common.validation.RequestRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static net.ccpay.quote.ShapeOracle.assertSameAnswer;
import static net.ccpay.quote.ShapeOracle.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The trust and untrust confirm body's request record answers as the Shape it replaced. */
class BeneficiaryTrustProofTest {

    /** The former shape (common's Shape), the oracle. */
    static final Shape PROOF = Shape.object()
            .string("challengeId", false, 1, 100)
            .string("code", false, 1, 20)
            .string("origin", false, 1, 500)
            .string("endUserIpAddress", false, 1, 45);

    @ParameterizedTest
    @ValueSource(strings = {
        "{'challengeId':'ScaChallenge:1','code':'123456'}",
        "{'challengeId':'ScaChallenge:1','code':'123456','origin':'https://bank.example','endUserIpAddress':'203.0.113.7'}",
        "{}",
        "{'code':null,'challengeId':null}",
        "{'challengeId':'','code':'','origin':'','endUserIpAddress':''}",
        "{'challengeId':1,'code':123456,'origin':true,'endUserIpAddress':[]}",
        "{'code':'123456789012345678901'}",
        "{'code':'12345678901234567890','endUserIpAddress':'0123456789012345678901234567890123456789012345'}",
        "{'code':'12\\u000a34','origin':{}}",
        "{'code':'123456','unknown':5}"
    })
    void theSameAnswer(String text) {
        assertSameAnswer(PROOF, BeneficiaryTrustResource.Proof.class, text);
    }

    @Test
    void aLongChallengeIdOrOrigin() {
        assertSameAnswer(PROOF, BeneficiaryTrustResource.Proof.class, "{'challengeId':'" + "c".repeat(101) + "','origin':'" + "o".repeat(501) + "'}");
        assertSameAnswer(PROOF, BeneficiaryTrustResource.Proof.class, "{'challengeId':'" + "c".repeat(100) + "','origin':'" + "o".repeat(500) + "'}");
    }

    @Test
    void theCodeAndChallengeArePassedOn() {
        var p = RequestRecords.read(json("{'challengeId':'ScaChallenge:9','code':'654321'}"), BeneficiaryTrustResource.Proof.class);
        assertEquals("ScaChallenge:9", p.challengeId());
        assertEquals("654321", p.code());
        assertNull(RequestRecords.read(json("{'code':null}"), BeneficiaryTrustResource.Proof.class).code());
    }
}
