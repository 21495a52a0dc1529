package net.ccpay.common.db;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

import java.sql.Timestamp;
import java.time.Instant;

/**
 * Liberty's EclipseLink (JPA 3.1) does not map {@link Instant} (it would serialize it into a blob);
 * every entity's instants go through this converter to TIMESTAMP(6) columns. Servers run with
 * {@code -Duser.timezone=UTC} so the stored values read as UTC.
 */
@Converter(autoApply = true)
public class InstantConverter implements AttributeConverter<Instant, Timestamp> {

    @Override
    public Timestamp convertToDatabaseColumn(Instant value) {
        return value == null ? null : Timestamp.from(value);
    }

    @Override
    public Instant convertToEntityAttribute(Timestamp value) {
        return value == null ? null : value.toInstant();
    }
}
