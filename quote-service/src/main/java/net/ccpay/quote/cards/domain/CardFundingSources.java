package net.ccpay.quote.cards.domain;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * The contract's {@code CardFundingSource:<uuid>}: the binding of one internal account to one card. It
 * is not stored; its id is a name-based UUID of the pair, so the same binding always has the same id
 * (unbinding and binding the account again gives it back, as the delegated key made for it expects).
 */
public final class CardFundingSources {

    private CardFundingSources() {}

    public static String idOf(String cardId, String accountId) {
        return "CardFundingSource:" + UUID.nameUUIDFromBytes(("CardFundingSource|" + cardId + "|" + accountId).getBytes(StandardCharsets.UTF_8));
    }
}
