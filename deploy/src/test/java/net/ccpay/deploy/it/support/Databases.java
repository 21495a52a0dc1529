package net.ccpay.deploy.it.support;

import net.ccpay.deploy.Platform;

import java.sql.Connection;
import java.sql.DriverManager;

/** JDBC connections to the test platform's service databases, for checks the API cannot show. */
public final class Databases {

    private Databases() {}

    /** A new connection to {@code service}'s database ("auth", "customer", "quote", "webhook"). */
    public static Connection of(String service) throws Exception {
        Platform.Options o = PlatformHarness.platform().options();
        return DriverManager.getConnection("jdbc:mariadb://" + o.dbHost() + ":" + o.dbPort() + "/" + o.dbPrefix() + service,
                o.dbUser(), o.dbPassword());
    }

    /** A new connection to quote-service's database (accounts, the ledger, quotes, transactions, its outbox). */
    public static Connection quote() throws Exception {
        return of("quote");
    }
}
