package net.ccpay.common.validation;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.DateTimeException;
import java.time.OffsetDateTime;

/**
 * The annotated string is an ISO 8601 instant with offset ({@link OffsetDateTime#parse}), as
 * {@link Shape#dateTime} judges it. Reported, by {@link RequestRecords}, with the hint
 * {@code constraint.format: date-time}. A null value is valid.
 */
@Documented
@Constraint(validatedBy = IsoDateTime.Validator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface IsoDateTime {

    String FORMAT = "date-time";

    String message() default "must be an ISO 8601 date-time such as 2025-10-13T09:00:00Z";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    final class Validator implements ConstraintValidator<IsoDateTime, String> {
        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            if (value == null) {
                return true;
            }
            try {
                OffsetDateTime.parse(value);
                return true;
            } catch (DateTimeException e) {
                return false;
            }
        }
    }
}
