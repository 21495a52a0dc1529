package net.ccpay.quote;

import net.ccpay.common.ids.Ids;
import net.ccpay.quote.receiver.domain.LookupIds;
import net.ccpay.quote.receiver.domain.LookupIds.Binding;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LookupIdsTest {

    static final LookupIds IDS = LookupIds.derivedFrom("a-test-internal-secret-of-some-length");
    static final Binding B = new Binding("ExternalAccount:019542f5-b3e7-7d02-8000-000000000009",
            "Customer:019542f5-b3e7-7d02-8000-000000000001", "USD");
    static final Instant AT = Instant.parse("2026-11-25T10:15:30.123Z");

    @Test
    void aSealedIdIsAVersion7LookupIdCarryingItsMomentAndOpensOnlyForItsBinding() {
        String id = IDS.issue(AT, B);
        assertTrue(Ids.hasType("Lookup", id), id);
        UUID u = UUID.fromString(id.substring("Lookup:".length()));
        assertEquals(7, u.version());
        assertEquals(2, u.variant());
        assertEquals(Optional.of(AT), IDS.madeAt(id, B));

        assertEquals(Optional.empty(), IDS.madeAt(id, new Binding("ExternalAccount:019542f5-b3e7-7d02-8000-000000000008", B.senderCustomerId(), "USD")));
        assertEquals(Optional.empty(), IDS.madeAt(id, new Binding(B.accountId(), "Customer:019542f5-b3e7-7d02-8000-000000000002", "USD")));
        assertEquals(Optional.empty(), IDS.madeAt(id, new Binding(B.accountId(), B.senderCustomerId(), "EUR")));
        assertEquals(Optional.empty(), LookupIds.derivedFrom("another-internal-secret-of-some-length").madeAt(id, B),
                "another key does not open it");
    }

    @Test
    void everyBitOfTheSealMattersAndOtherIdsDoNotOpen() {
        String id = IDS.issue(AT, B);
        String hex = id.substring("Lookup:".length()).replace("-", "");
        int changed = 0;
        for (int nibble = 0; nibble < 32; nibble++) {
            for (int bit = 0; bit < 4; bit++) {
                char[] c = hex.toCharArray();
                c[nibble] = Character.forDigit(Character.digit(c[nibble], 16) ^ (1 << bit), 16);
                String h = new String(c);
                String other = "Lookup:" + h.substring(0, 8) + "-" + h.substring(8, 12) + "-" + h.substring(12, 16) + "-"
                        + h.substring(16, 20) + "-" + h.substring(20);
                assertEquals(Optional.empty(), IDS.madeAt(other, B), "bit " + bit + " of nibble " + nibble + " flipped: " + other);
                changed++;
            }
        }
        assertEquals(128, changed);
        assertEquals(Optional.empty(), IDS.madeAt(Ids.newId("Lookup"), B), "a stored lookup's random id");
        assertEquals(Optional.empty(), IDS.madeAt(id.replace("Lookup:", "Quote:"), B));
        assertEquals(Optional.empty(), IDS.madeAt(id + "0", B));
        assertEquals(Optional.empty(), IDS.madeAt("Lookup:not-a-uuid-but-thirty-six-chars-long", B));
        assertEquals(Optional.empty(), IDS.madeAt(null, B));
    }

    @Test
    void lookupsOfOneMomentDifferByWhatTheyBindAndFieldsCannotBeShifted() {
        Set<String> ids = new HashSet<>();
        ids.add(IDS.issue(AT, 7, B));
        ids.add(IDS.issue(AT, 7, new Binding(B.accountId(), B.senderCustomerId(), "EUR")));
        ids.add(IDS.issue(AT.plusMillis(1), 7, B));
        ids.add(IDS.issue(AT, 8, B));
        ids.add(IDS.issue(AT, 7, new Binding("ab", "c", "USD")));
        ids.add(IDS.issue(AT, 7, new Binding("a", "bc", "USD")));
        ids.add(IDS.issue(AT, 7, new Binding("a", null, "USD")));
        ids.add(IDS.issue(AT, 7, new Binding("a", "", "USD")));
        assertEquals(8, ids.size(), ids::toString);
        assertEquals(IDS.issue(AT, 7, B), IDS.issue(AT, 7, B), "the same moment, rand_a and binding: the same id");
        assertNotEquals(IDS.issue(AT, 7, B), LookupIds.derivedFrom("another-internal-secret-of-some-length").issue(AT, 7, B));
        assertThrows(IllegalArgumentException.class, () -> new LookupIds(new byte[16]));
    }

    @Test
    void lookupsOfOneAccountBySenderInOneMillisecondGetDifferentIdsThatAllOpen() {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            String id = IDS.issue(AT, B);
            ids.add(id);
            assertEquals(Optional.of(AT), IDS.madeAt(id, B), id);
        }
        // 12 random bits: 100 draws repeat about one (birthday bound); fewer than 90 distinct has a chance near 10^-8
        assertTrue(ids.size() >= 90, ids.size() + " distinct of 100");
    }
}
