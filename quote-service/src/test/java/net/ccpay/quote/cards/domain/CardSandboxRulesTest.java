package net.ccpay.quote.cards.domain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CardSandboxRulesTest {

    @Test
    void aPlatformCardIdEndingIn003StaysProcessingAnyOtherActivates() {
        assertEquals(CardSandboxRules.Provisioning.STAYS_PROCESSING, CardSandboxRules.provisioning("card-emp-003"));
        assertEquals(CardSandboxRules.Provisioning.ACTIVATES, CardSandboxRules.provisioning("card-emp-aary-001"));
        assertEquals(CardSandboxRules.Provisioning.ACTIVATES, CardSandboxRules.provisioning("card-003-x"));
        assertEquals(CardSandboxRules.Provisioning.ACTIVATES, CardSandboxRules.provisioning(null));
    }
}
