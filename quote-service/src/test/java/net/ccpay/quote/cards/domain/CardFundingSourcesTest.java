package net.ccpay.quote.cards.domain;

import net.ccpay.common.ids.Ids;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CardFundingSourcesTest {

    static final String CARD = "Card:019542f5-b3e7-1d02-0000-000000000010";
    static final String ACCOUNT = "InternalAccount:019542f5-b3e7-1d02-0000-000000000002";

    @Test
    void aBindingAlwaysHasTheSameWellFormedId() {
        String id = CardFundingSources.idOf(CARD, ACCOUNT);
        assertTrue(Ids.hasType("CardFundingSource", id), id);
        assertEquals(id, CardFundingSources.idOf(CARD, ACCOUNT));
    }

    @Test
    void anotherCardOrAccountIsAnotherBinding() {
        String id = CardFundingSources.idOf(CARD, ACCOUNT);
        assertNotEquals(id, CardFundingSources.idOf("Card:019542f5-b3e7-1d02-0000-000000000011", ACCOUNT));
        assertNotEquals(id, CardFundingSources.idOf(CARD, "InternalAccount:019542f5-b3e7-1d02-0000-000000000003"));
    }
}
