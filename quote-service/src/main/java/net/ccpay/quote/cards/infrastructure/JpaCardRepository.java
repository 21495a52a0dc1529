package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
import net.ccpay.quote.cards.domain.Card;
import net.ccpay.quote.cards.domain.CardRepository;
import net.ccpay.quote.cards.domain.CardState;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

@ApplicationScoped
public class JpaCardRepository extends JpaRows<Card> implements CardRepository {

    public JpaCardRepository() {
        super(Card.class);
    }

    @Override
    public void add(Card card) {
        em.persist(card);
    }

    @Override
    public Listed list(String cardholderId, String platformCardId, CardState state, String accountId, boolean ascending, int limit, Cursor after) {
        StringBuilder where = new StringBuilder("1 = 1");
        Map<String, Object> params = new LinkedHashMap<>();
        if (cardholderId != null) { where.append(" AND c.cardholderId = :holder"); params.put("holder", cardholderId); }
        if (platformCardId != null) { where.append(" AND c.platformCardId = :pcid"); params.put("pcid", platformCardId); }
        if (state != null) { where.append(" AND c.state = :state"); params.put("state", state); }
        if (accountId != null) {
            // ids have one fixed length, so one cannot be found inside another
            where.append(" AND c.fundingSources LIKE :acct");
            params.put("acct", "%" + accountId + "%");
        }
        JpqlKeyset.Rows<Card> r = JpqlKeyset.run(em, Card.class, "c", where.toString(), params, limit, after, ascending);
        return new Listed(r.rows(), r.totalCount());
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> dueActivations(Instant now, int limit) {
        return em.createNativeQuery("SELECT id FROM card WHERE activates_at <= ? AND state = 'PROCESSING' ORDER BY activates_at LIMIT " + limit)
                .setParameter(1, Timestamp.from(now)).getResultList();
    }

    @Override
    public boolean activateIfDue(String id, Instant updatedAt, Instant now) {
        int claimed = em.createNativeQuery("UPDATE card SET state = 'ACTIVE', activates_at = NULL, updated_at = ?"
                        + " WHERE id = ? AND state = 'PROCESSING' AND activates_at <= ?")
                .setParameter(1, Timestamp.from(updatedAt)).setParameter(2, id).setParameter(3, Timestamp.from(now)).executeUpdate();
        return claimed != 0;
    }

    @Override
    public Card reload(String id) {
        Card card = em.find(Card.class, id);
        em.refresh(card);
        return card;
    }
}
