package net.ccpay.quote.cards.domain;

import java.util.Map;
import java.util.Set;

/**
 * Which state changes a platform may ask for ({@code PATCH /cards/{id}}): ACTIVE ⇄ FROZEN and
 * ACTIVE | FROZEN → CLOSED. The checks run in the contract's order: closing a closed card is
 * {@link CardAlreadyClosed}, any other change to a closed card {@link CardNotMutable}, anything
 * else not in the table {@link CardStateTransitionInvalid}. Asking for the current state is allowed
 * and changes nothing (no event).
 */
public final class CardLifecycle {

    private static final Map<CardState, Set<CardState>> ALLOWED = Map.of(
            CardState.ACTIVE, Set.of(CardState.FROZEN, CardState.CLOSED),
            CardState.FROZEN, Set.of(CardState.ACTIVE, CardState.CLOSED));

    private CardLifecycle() {}

    /** True when the change is a real transition; false when {@code to} is the current state; throws when it is refused. */
    public static boolean check(String cardId, CardState from, CardState to) {
        if (from == CardState.CLOSED) {
            if (to == CardState.CLOSED) {
                throw new CardAlreadyClosed(cardId);
            }
            throw new CardNotMutable(cardId);
        }
        if (from == to) {
            return false;
        }
        if (!ALLOWED.getOrDefault(from, Set.of()).contains(to)) {
            throw new CardStateTransitionInvalid(cardId, from, to);
        }
        return true;
    }

    /** A closed card accepts no other change either (funding sources, limit). */
    public static void checkMutable(String cardId, CardState state) {
        if (state == CardState.CLOSED) {
            throw new CardNotMutable(cardId);
        }
    }
}
