package net.ccpay.auth.wallet.sessions.infrastructure;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;

/** The values native queries answer, as the wallet adapters read them. */
public final class SqlValues {

    private SqlValues() {}

    /** A BOOLEAN column: the driver answers a Boolean or a number. */
    public static boolean truthy(Object o) {
        if (o instanceof Boolean b) {
            return b;
        }
        return o instanceof Number n && n.intValue() != 0;
    }

    /** A TIMESTAMP column. */
    public static Instant instant(Object o) {
        if (o instanceof Timestamp t) {
            return t.toInstant();
        }
        if (o instanceof LocalDateTime l) {
            return l.atZone(ZoneId.systemDefault()).toInstant();
        }
        if (o instanceof Instant i) {
            return i;
        }
        throw new IllegalStateException("not a timestamp: " + (o == null ? null : o.getClass()));
    }
}
