package net.ccpay.quote.receiver.infrastructure;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.customers.KycStatus;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.receiver.domain.LookupInputs;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The reads of an external-account lookup, the platform's hottest request, as one prepared JDBC
 * statement: the receiving account's currency with the sender and the currencies of its active
 * accounts. Through JPA the same request took four statements in a JTA transaction
 * of its own, and that transaction (taking and enlisting the connection, EclipseLink's queries and
 * object building) was about a third of a lookup's CPU. Every read goes to the database; nothing is
 * kept between requests.
 */
@ApplicationScoped
public class LookupReads implements LookupInputs {

    /**
     * The sender's columns, then one active account's currency, creation time and id per row. The rows come unordered and
     * {@link #senderFrom} orders the accounts (oldest first): an ORDER BY on the outer-joined accounts made MariaDB copy
     * the rows to a temporary table and sort them there, on every lookup.
     */
    private static final String SENDER_COLUMNS = "c.id, c.platform_customer_id, c.customer_type, c.status, c.email, c.uma_address,"
            + " c.currencies, c.deleted, c.updated_at, a.currency, a.created_at, a.id";

    private static final String SENDER = "SELECT " + SENDER_COLUMNS
            + " FROM customer_view c LEFT JOIN internal_account a ON a.customer_id = c.id AND a.status = 'ACTIVE'"
            + " WHERE c.id = ?";

    /** The receiving account's currency, then the sender's columns as in {@link #SENDER} (null when the read model lacks it). */
    private static final String EXTERNAL_AND_SENDER = "SELECT e.currency, " + SENDER_COLUMNS
            + " FROM external_account e LEFT JOIN customer_view c ON c.id = ?"
            + " LEFT JOIN internal_account a ON a.customer_id = c.id AND a.status = 'ACTIVE'"
            + " WHERE e.id = ? AND e.deleted_at IS NULL";

    @Resource(name = "jdbc/platform")
    DataSource dataSource;

    /** The reads of an external-account lookup in one statement; {@code customerId} may be null (a sender by UMA address). */
    @Override
    public ExternalLookup externalLookup(String accountId, String customerId) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(EXTERNAL_AND_SENDER)) {
            ps.setString(1, customerId);
            ps.setString(2, accountId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return new ExternalLookup(Optional.empty(), Optional.empty());
                }
                String currency = rs.getString(1);
                return new ExternalLookup(Optional.of(currency), senderFrom(rs, 2, true));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read external account " + accountId, e);
        }
    }

    /** The customer's row of the read model (deleted ones too) and its active currencies; empty when the read model lacks it. */
    @Override
    public Optional<Sender> sender(String customerId) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(SENDER)) {
            ps.setString(1, customerId);
            try (ResultSet rs = ps.executeQuery()) {
                return senderFrom(rs, 1, rs.next());
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read customer " + customerId, e);
        }
    }

    /**
     * The sender from the rows of {@link #SENDER_COLUMNS} starting at column {@code at}, the cursor on the first row
     * when {@code onRow}: one row per active account, or one with no account; empty when the customer column is null.
     */
    private static Optional<Sender> senderFrom(ResultSet rs, int at, boolean onRow) throws SQLException {
        if (!onRow || rs.getString(at) == null) {
            return Optional.empty();
        }
        CustomerView customer = new CustomerView(rs.getString(at));
        String currencies = rs.getString(at + 6);
        Timestamp updated = rs.getTimestamp(at + 8);
        String status = rs.getString(at + 3);
        customer.update(rs.getString(at + 1), rs.getString(at + 2), status == null ? null : KycStatus.valueOf(status), rs.getString(at + 4), rs.getString(at + 5),
                currencies == null ? List.of() : Arrays.asList(currencies.split(",")), rs.getBoolean(at + 7),
                updated == null ? null : updated.toInstant());
        List<Account> accounts = new ArrayList<>();
        do {
            String currency = rs.getString(at + 9);
            if (currency != null) {
                accounts.add(new Account(rs.getTimestamp(at + 10), rs.getString(at + 11), currency));
            }
        } while (rs.next());
        accounts.sort(OLDEST_FIRST);
        return Optional.of(new Sender(customer, accounts.stream().map(Account::currency).toList()));
    }

    /** An active account of the sender: what orders them, and its currency. */
    private record Account(Timestamp createdAt, String id, String currency) {}

    /** By creation time, then id (ids are ASCII, compared as the database's binary collation does). */
    private static final Comparator<Account> OLDEST_FIRST = Comparator.comparing(Account::createdAt).thenComparing(Account::id);
}
