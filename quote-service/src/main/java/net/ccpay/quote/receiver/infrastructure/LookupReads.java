package net.ccpay.quote.receiver.infrastructure;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.quote.customers.domain.CustomerView;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The reads of an external-account lookup, the platform's hottest request, as two prepared JDBC
 * statements: the receiving account's currency, and the sender with the currencies of its active
 * accounts in one round trip. Through JPA the same request took four statements in a JTA transaction
 * of its own, and that transaction (taking and enlisting the connection, EclipseLink's queries and
 * object building) was about a third of a lookup's CPU. Every read goes to the database; nothing is
 * kept between requests.
 */
@ApplicationScoped
public class LookupReads {

    private static final String EXTERNAL = "SELECT currency FROM external_account WHERE id = ? AND deleted_at IS NULL";

    private static final String SENDER = "SELECT c.platform_customer_id, c.customer_type, c.status, c.email, c.uma_address,"
            + " c.currencies, c.deleted, c.updated_at, a.currency"
            + " FROM customer_view c LEFT JOIN internal_account a ON a.customer_id = c.id AND a.status = 'ACTIVE'"
            + " WHERE c.id = ? ORDER BY a.created_at, a.id";

    @Resource(name = "jdbc/platform")
    DataSource dataSource;

    /** A customer as quote-service's read model has it, with the currencies of its ACTIVE accounts, oldest account first. */
    public record Sender(CustomerView customer, List<String> activeCurrencies) {}

    /** The currency of a live (not deleted) external account. */
    public Optional<String> externalAccountCurrency(String accountId) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(EXTERNAL)) {
            ps.setString(1, accountId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read external account " + accountId, e);
        }
    }

    /** The customer's row of the read model (deleted ones too) and its active currencies; empty when the read model lacks it. */
    public Optional<Sender> sender(String customerId) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(SENDER)) {
            ps.setString(1, customerId);
            try (ResultSet rs = ps.executeQuery()) {
                CustomerView customer = null;
                List<String> active = new ArrayList<>();
                while (rs.next()) {
                    if (customer == null) {
                        customer = new CustomerView(customerId);
                        String currencies = rs.getString(6);
                        Timestamp updated = rs.getTimestamp(8);
                        customer.update(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
                                currencies == null ? List.of() : Arrays.asList(currencies.split(",")), rs.getBoolean(7),
                                updated == null ? null : updated.toInstant());
                    }
                    String currency = rs.getString(9);
                    if (currency != null) {
                        active.add(currency);
                    }
                }
                return customer == null ? Optional.empty() : Optional.of(new Sender(customer, List.copyOf(active)));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read customer " + customerId, e);
        }
    }
}
