package net.ccpay.quote.ledger.infrastructure;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.db.Jpa;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;
import net.ccpay.quote.ledger.domain.InsufficientFunds;
import net.ccpay.quote.ledger.domain.Journal;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.ledger.domain.LedgerAccount;
import net.ccpay.quote.ledger.domain.LedgerAccountId;
import net.ccpay.quote.ledger.domain.LedgerCurrencyMismatch;
import net.ccpay.quote.ledger.domain.PostedJournal;
import net.ccpay.quote.ledger.domain.UnknownLedgerAccount;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import javax.sql.DataSource;

/**
 * The ledger on MariaDB. {@code ledger_account} holds each account's currency, kind and running
 * balance; {@code ledger_entry} the entries (its foreign key refuses entries on unknown accounts),
 * {@code ledger_journal} one row per journal. A journal locks its accounts' rows with
 * {@code SELECT ... FOR UPDATE}, one by one in id order, before it reads any balance: a locking read
 * sees the latest committed balance (a plain read in a repeatable-read transaction could see an older
 * snapshot), concurrent journals on one account queue instead of both spending the same money, and
 * the fixed order keeps two journals over the same accounts from deadlocking. The running balance is
 * the sum of the account's entries, kept in the row so the check costs one read under the lock.
 */
@ApplicationScoped
public class SqlLedger implements Ledger {

    @PersistenceContext
    EntityManager em;

    /**
     * Journals are posted with prepared JDBC statements on the transaction's own connection (the same
     * shareable resource reference as the persistence unit's, so they commit or roll back with it):
     * EclipseLink parses a native query's SQL on every call, which under load was a large part of a
     * payment's CPU.
     */
    @Resource(name = "jdbc/platform")
    DataSource dataSource;

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void open(LedgerAccount account) {
        openAll(List.of(account));
    }

    /** Rows per INSERT when opening many accounts (the payment system accounts are thousands). */
    private static final int OPEN_BATCH = 500;

    /**
     * Opens the accounts that do not exist yet. It first reads which exist (a plain, non-locking read)
     * and inserts only the others, in id order: an {@code INSERT IGNORE} over a row that exists takes
     * a shared lock on it until the commit, so a copy that re-opened the thousands of payment system
     * accounts at its start locked them all in list order under the journals running meanwhile, which
     * lock them in id order, and deadlocked with them. {@code INSERT IGNORE} stays for two copies that
     * open the same new account at once.
     */
    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void openAll(Collection<LedgerAccount> accounts) {
        TreeMap<LedgerAccountId, LedgerAccount> wanted = new TreeMap<>();
        accounts.forEach(a -> wanted.put(a.id(), a));
        String at = Jpa.timestampText(now());
        try (Connection c = dataSource.getConnection()) {
            List<LedgerAccount> all = List.copyOf(wanted.values());
            for (int from = 0; from < all.size(); from += OPEN_BATCH) {
                List<LedgerAccount> part = missing(c, all.subList(from, Math.min(all.size(), from + OPEN_BATCH)));
                if (part.isEmpty()) {
                    continue;
                }
                StringBuilder sql = new StringBuilder("INSERT IGNORE INTO ledger_account (id, currency, kind, balance, created_at) VALUES ");
                for (int i = 0; i < part.size(); i++) {
                    sql.append(i == 0 ? "(?, ?, ?, 0, ?)" : ", (?, ?, ?, 0, ?)");
                }
                try (PreparedStatement ps = c.prepareStatement(sql.toString())) {
                    int p = 1;
                    for (LedgerAccount a : part) {
                        ps.setString(p++, a.id().value());
                        ps.setString(p++, a.currency().code());
                        ps.setString(p++, a.kind().name());
                        ps.setString(p++, at);
                    }
                    ps.executeUpdate();
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not open " + wanted.size() + " ledger accounts", e);
        }
    }

    /** Those of {@code part} (in id order) that have no row yet, read without locking anything. */
    private static List<LedgerAccount> missing(Connection c, List<LedgerAccount> part) throws SQLException {
        Set<String> existing = new HashSet<>();
        String sql = "SELECT id FROM ledger_account WHERE id IN (" + String.join(",", Collections.nCopies(part.size(), "?")) + ")";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < part.size(); i++) {
                ps.setString(i + 1, part.get(i).id().value());
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    existing.add(rs.getString(1));
                }
            }
        }
        return part.stream().filter(a -> !existing.contains(a.id().value())).toList();
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public PostedJournal post(Journal journal) {
        TreeMap<LedgerAccountId, Money> net = journal.netByAccount();
        Map<LedgerAccountId, Money> after = new LinkedHashMap<>();
        String at = Jpa.timestampText(now());
        try (Connection c = dataSource.getConnection()) {
            Map<LedgerAccountId, Object[]> rows = lockInOrder(c, List.copyOf(net.keySet()));
            for (Map.Entry<LedgerAccountId, Money> change : net.entrySet()) {
                LedgerAccountId id = change.getKey();
                Money delta = change.getValue();
                Object[] row = rows.get(id);
                if (row == null) {
                    throw new UnknownLedgerAccount(id);
                }
                String currency = (String) row[0];
                if (!currency.equals(delta.currency().code())) {
                    throw new LedgerCurrencyMismatch(id, currency, delta.currency().code());
                }
                Money balance = Money.of((Long) row[2], delta.currency());
                Money next = balance.plus(delta);
                if (next.isNegative() && LedgerAccount.Kind.valueOf((String) row[1]) != LedgerAccount.Kind.SYSTEM) {
                    throw new InsufficientFunds(id, balance, delta.negate());
                }
                after.put(id, next);
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO ledger_journal (id, description, created_at) VALUES (?, ?, ?)")) {
                ps.setString(1, journal.id().value());
                ps.setString(2, journal.description());
                ps.setString(3, at);
                ps.executeUpdate();
            }
            StringBuilder sql = new StringBuilder("INSERT INTO ledger_entry (journal_id, account_id, currency, amount, created_at) VALUES ");
            for (int i = 0; i < journal.entries().size(); i++) {
                sql.append(i == 0 ? "(?, ?, ?, ?, ?)" : ", (?, ?, ?, ?, ?)");
            }
            try (PreparedStatement ps = c.prepareStatement(sql.toString())) {
                int p = 1;
                for (Journal.Entry e : journal.entries()) {
                    ps.setString(p++, journal.id().value());
                    ps.setString(p++, e.account().value());
                    ps.setString(p++, e.amount().currency().code());
                    ps.setLong(p++, e.amount().amount());
                    ps.setString(p++, at);
                }
                ps.executeUpdate();
            }
            try (PreparedStatement ps = c.prepareStatement("UPDATE ledger_account SET balance = ? WHERE id = ?")) {
                for (Map.Entry<LedgerAccountId, Money> a : after.entrySet()) {
                    ps.setLong(1, a.getValue().amount());
                    ps.setString(2, a.getKey().value());
                    ps.executeUpdate();
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not post journal " + journal.id().value(), e);
        }
        return new PostedJournal(journal.id(), after);
    }

    /**
     * Locks the accounts' rows and reads them, one statement per account in id order: a locking read
     * sees the latest committed balance, and the fixed order keeps journals over the same accounts
     * from deadlocking.
     */
    private static Map<LedgerAccountId, Object[]> lockInOrder(Connection c, List<LedgerAccountId> idsInOrder) throws SQLException {
        Map<LedgerAccountId, Object[]> rows = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT currency, kind, balance FROM ledger_account WHERE id = ? FOR UPDATE")) {
            for (LedgerAccountId id : idsInOrder) {
                ps.setString(1, id.value());
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        rows.put(id, new Object[] {rs.getString(1), rs.getString(2), rs.getLong(3)});
                    }
                }
            }
        }
        return rows;
    }

    @Override
    @Transactional(Transactional.TxType.SUPPORTS)
    public Optional<Money> balance(LedgerAccountId account) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT currency, balance FROM ledger_account WHERE id = ?")
                .setParameter(1, account.value()).getResultList();
        return rows.stream().findFirst().map(r -> Money.of(((Number) r[1]).longValue(), currency((String) r[0])));
    }

    @Override
    @Transactional(Transactional.TxType.SUPPORTS)
    public Map<LedgerAccountId, Money> balances(Map<LedgerAccountId, Currency> accounts) {
        Map<LedgerAccountId, Money> out = new LinkedHashMap<>();
        if (accounts.isEmpty()) {
            return out;
        }
        List<LedgerAccountId> ids = List.copyOf(accounts.keySet());
        jakarta.persistence.Query q = em.createNativeQuery("SELECT id, currency, balance FROM ledger_account WHERE id IN ("
                + String.join(",", Collections.nCopies(ids.size(), "?")) + ")");
        for (int i = 0; i < ids.size(); i++) {
            q.setParameter(i + 1, ids.get(i).value());
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        for (Object[] r : rows) {
            LedgerAccountId id = LedgerAccountId.of((String) r[0]);
            Currency expected = accounts.get(id);
            if (!expected.code().equals(r[1])) {
                throw new LedgerCurrencyMismatch(id, (String) r[1], expected.code());
            }
            out.put(id, Money.of(((Number) r[2]).longValue(), expected));
        }
        return out;
    }

    private static Currency currency(String code) {
        return CurrencyCodes.find(code).map(java.util.function.Function.identity()).orElseThrow(
                () -> new IllegalStateException("ledger account in unknown currency " + code));
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
