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

/**
 * A whole number from {@link #min()} to {@link #max()}. One message for a value out of range and for a
 * value that is no integer at all ({@link RequestRecords} reports a wrong type with it): "must be an
 * integer from 0 to 10000". A null value is valid: {@code @NotNull} says whether the field is required.
 */
@Documented
@Constraint(validatedBy = IntegerRange.Validator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface IntegerRange {

    long min() default Long.MIN_VALUE;

    long max() default Long.MAX_VALUE;

    String message() default "must be an integer from {min} to {max}";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    final class Validator implements ConstraintValidator<IntegerRange, Number> {
        private long min;
        private long max;

        @Override
        public void initialize(IntegerRange annotation) {
            min = annotation.min();
            max = annotation.max();
        }

        @Override
        public boolean isValid(Number value, ConstraintValidatorContext context) {
            return value == null || (value.longValue() >= min && value.longValue() <= max);
        }
    }
}
