package net.ccpay.quote.directory.domain;

import net.ccpay.common.paging.Page;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Paging a list kept in name order, both ways, with cursors that belong to one list and one order. */
class NamePagesTest {

    static final List<String> NAMES = List.of("alpha", "Bravo", "charlie", "Delta", "echo", "Foxtrot", "golf");

    static List<String> walk(boolean descending, int limit) {
        List<String> seen = new ArrayList<>();
        NameCursor after = null;
        for (int i = 0; i < 20; i++) {
            Page<String> page = NamePages.page("test", NAMES, Function.identity(), descending, limit, after);
            seen.addAll(page.items());
            assertEquals(NAMES.size(), page.totalCount());
            if (!page.hasMore()) {
                assertNull(page.nextCursor());
                return seen;
            }
            after = NameCursor.decode(page.nextCursor(), "test", descending).orElseThrow();
        }
        throw new AssertionError("no last page");
    }

    @Test
    void walkingEveryPageGivesEachNameOnceInOrder() {
        assertEquals(NAMES, walk(false, 3));
        List<String> reversed = new ArrayList<>(NAMES);
        java.util.Collections.reverse(reversed);
        assertEquals(reversed, walk(true, 3));
        assertEquals(NAMES, walk(false, 7));
        assertEquals(NAMES, walk(false, 100));
    }

    @Test
    void aFullLastPageSaysThereIsNoMore() {
        Page<String> page = NamePages.page("test", NAMES, Function.identity(), false, NAMES.size(), null);
        assertFalse(page.hasMore());
        assertEquals(NAMES.size(), page.items().size());
    }

    @Test
    void aPageContinuesAfterTheCursorsNameEvenWhenThatNameIsGone() {
        Page<String> page = NamePages.page("test", NAMES, Function.identity(), false, 2, new NameCursor("test", false, "Cat"));
        assertEquals(List.of("charlie", "Delta"), page.items());
        Page<String> back = NamePages.page("test", NAMES, Function.identity(), true, 2, new NameCursor("test", true, "Cat"));
        assertEquals(List.of("Bravo", "alpha"), back.items());
    }

    @Test
    void aCursorIsValidOnlyForItsListAndOrder() {
        String token = new NameCursor("vasps", false, "Kraken").encode();
        assertEquals("Kraken", NameCursor.decode(token, "vasps", false).orElseThrow().lastName());
        assertTrue(NameCursor.decode(token, "uma-providers", false).isEmpty());
        assertTrue(NameCursor.decode(token, "vasps", true).isEmpty());
        assertTrue(NameCursor.decode("not-a-cursor", "vasps", false).isEmpty());
        assertTrue(NameCursor.decode("!!!", "vasps", false).isEmpty());
    }
}
