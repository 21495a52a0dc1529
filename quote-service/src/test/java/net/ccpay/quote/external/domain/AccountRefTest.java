package net.ccpay.quote.external.domain;

import net.ccpay.common.ids.InternalAccountId;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AccountRefTest {

    private static final String UUID = "019300aa-bbbb-7ccc-8ddd-eeeeffff0000";

    @Test
    void anInternalAccountIdIsInternal() {
        AccountRef ref = AccountRef.parse("InternalAccount:" + UUID);
        AccountRef.Internal internal = assertInstanceOf(AccountRef.Internal.class, ref);
        assertEquals(new InternalAccountId("InternalAccount:" + UUID), internal.id());
        assertEquals("InternalAccount:" + UUID, ref.text());
        assertTrue(ref.external().isEmpty());
    }

    @Test
    void anExternalAccountIdIsExternal() {
        AccountRef ref = AccountRef.parse("ExternalAccount:" + UUID);
        assertEquals("ExternalAccount:" + UUID, assertInstanceOf(AccountRef.External.class, ref).id().value());
        assertTrue(ref.internal().isEmpty());
    }

    /** Text the requests' patterns let through ([0-9a-fA-F-]{36}) that is no uuid is neither kind, with its text kept for the answer. */
    @Test
    void textThatIsNoIdIsNeitherAndKeepsItsText() {
        for (String text : new String[] {"ExternalAccount:" + "0".repeat(36), "InternalAccount:" + UUID.replace('-', 'a'),
                "Customer:" + UUID, "InternalAccount:" + UUID + "0", "internalaccount:" + UUID, ""}) {
            AccountRef ref = AccountRef.parse(text);
            assertInstanceOf(AccountRef.Neither.class, ref, text);
            assertEquals(text, ref.text());
            assertTrue(ref.internal().isEmpty() && ref.external().isEmpty(), text);
        }
    }
}
