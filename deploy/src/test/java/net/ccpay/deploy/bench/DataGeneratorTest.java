package net.ccpay.deploy.bench;

import org.junit.jupiter.api.Test;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How one copy of the generator's template rewrites a row: identifiers, the copy marker and times. */
class DataGeneratorTest {

    static final String SHARED = "01a226c2-0000-7000-8000-000000000001";
    static final String OWN = "01a226c2-926a-72a0-91f2-4a2788111de1";
    static final long DAY = 86_400;

    static DataGenerator.Table table() {
        DataGenerator.Table t = new DataGenerator.Table("money_transaction");
        t.columns.addAll(java.util.List.of("id", "body", "created_at", "amount", "fingerprint"));
        t.types.addAll(java.util.List.of("varchar", "longtext", "timestamp", "bigint", "binary"));
        t.key.add(0);
        return t;
    }

    @Test
    void aCopyGetsItsOwnIdsMarkerAndTimesAndKeepsWhatIsShared() {
        DataGenerator.Copy copy = new DataGenerator.Copy(37, DAY, Set.of(SHARED));
        Instant at = Instant.parse("2026-11-29T10:05:00.123456Z");
        byte[] fingerprint = {1, 2, 3};
        Object[] row = {"Transaction:" + OWN,
                "{\"id\":\"Transaction:" + OWN + "\",\"account\":\"InternalAccount:" + SHARED + "\",\"platformCustomerId\":\"gen-"
                        + DataGenerator.MARKER + "-i3\",\"createdAt\":\"2026-11-29T10:05:00Z\"}",
                Timestamp.from(at), 1234L, fingerprint};

        Object[] out = copy.of(table(), row);

        String id = (String) out[0];
        assertTrue(id.startsWith("Transaction:"), id);
        assertNotEquals(row[0], id, "the copy's own identifier");
        String body = (String) out[1];
        assertTrue(body.contains("\"id\":\"" + id + "\""), "the same identifier in the column and in the body: " + body);
        assertTrue(body.contains("InternalAccount:" + SHARED), "an identifier of the platform's own rows is shared: " + body);
        assertTrue(body.contains("gen-g0011-i3"), "copy 37 is g0011 in base 36: " + body);
        assertFalse(body.contains(DataGenerator.MARKER), body);
        assertTrue(body.contains("\"createdAt\":\"2026-11-28T10:05:00Z\""), "times in the body move with the copy: " + body);
        assertEquals(Timestamp.from(at.minusSeconds(DAY)), out[2]);
        assertEquals(1234L, out[3]);
        assertSame(fingerprint, out[4], "a hash is kept as it is");
    }

    @Test
    void twoCopiesNeverShareAnIdAndTheTemplateItselfIsUnchanged() {
        Object[] row = {"Customer:" + OWN, "{}", Timestamp.from(Instant.parse("2026-11-29T10:00:00Z")), 1L, new byte[0]};
        Object[] one = new DataGenerator.Copy(1, DAY, Set.of()).of(table(), row);
        Object[] two = new DataGenerator.Copy(2, 2 * DAY, Set.of()).of(table(), row);
        assertNotEquals(one[0], two[0]);
        assertEquals(one[0], new DataGenerator.Copy(1, DAY, Set.of()).of(table(), row)[0], "the same copy maps an id the same way");
        assertArrayEquals(row, new DataGenerator.Copy(0, 0, Set.of()).of(table(), row), "copy 0 is the template");
    }

    @Test
    void aCopysTimeOrderedIdsSortByItsAgeSoOlderCopiesComeFirst() {
        String older = new DataGenerator.Copy(2, 30 * DAY, Set.of()).newId(OWN);
        String newer = new DataGenerator.Copy(1, DAY, Set.of()).newId(OWN);
        assertTrue(older.compareTo(newer) < 0 && newer.compareTo(OWN) < 0, older + " < " + newer + " < " + OWN);
        assertEquals('7', older.charAt(14), "still a version 7 identifier: " + older);
        long template = Long.parseLong(OWN.substring(0, 8) + OWN.substring(9, 13), 16);
        long copy = Long.parseLong(older.substring(0, 8) + older.substring(9, 13), 16);
        assertEquals(30 * DAY * 1000, template - copy, "the millisecond moves back by the copy's age");
    }

    /** The rewriting as it was done before texts were cut once: three searches of the whole text per copy. */
    static String searched(DataGenerator.Copy copy, String text) {
        String replaced = DataGenerator.UUID_PATTERN.matcher(text).replaceAll(m -> copy.id(m.group()));
        replaced = replaced.replace(DataGenerator.MARKER, copy.marker);
        return DataGenerator.INSTANT_PATTERN.matcher(replaced).replaceAll(m -> Instant.parse(m.group()).minusSeconds(copy.age).toString());
    }

    @Test
    void aTextCutOnceGivesEachCopyWhatSearchingTheWholeTextGave() {
        List<String> texts = List.of("", "plain", DataGenerator.MARKER, OWN, "Customer:" + OWN,
                "{\"id\":\"Transaction:" + OWN + "\",\"other\":\"" + SHARED + "\",\"again\":\"" + OWN + "\"}",
                "gen-" + DataGenerator.MARKER + "-i3@" + DataGenerator.MARKER + ".example",
                "{\"at\":\"2026-11-29T10:05:00Z\",\"fine\":\"2026-11-29T10:05:00.123456Z\",\"nano\":\"2026-11-29T10:05:00.123456789Z\"}",
                "2026-11-29T10:05:00.1234567890Z 2026-11-29 10:05:00 2026-11-29T10:05:00+01:00",
                OWN + "2026-01-01T00:00:00Z" + DataGenerator.MARKER + SHARED,
                "ABCDEF01-926a-72a0-91f2-4a2788111de1 " + OWN.substring(1) + " x" + OWN + "ff");
        for (int k : new int[] {1, 2, 37}) {
            DataGenerator.Copy copy = new DataGenerator.Copy(k, k * DAY + 17, Set.of(SHARED));
            for (String text : texts) {
                assertEquals(searched(copy, text), DataGenerator.Text.of(text).in(copy), "copy " + k + " of " + text);
            }
        }
        DataGenerator.Copy copy = new DataGenerator.Copy(5, DAY, Set.of());
        String body = texts.get(5);
        assertEquals(DataGenerator.Text.of(body).in(copy), DataGenerator.Text.of(body).in(copy), "the same copy, the same ids");
        assertNotEquals(body, DataGenerator.Text.of(body).in(copy));
    }
}
