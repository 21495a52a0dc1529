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
import java.time.LocalDate;
import java.util.regex.Pattern;

/**
 * The annotated string is a calendar date as {@code YYYY-MM-DD} and, with {@link #notInFuture()}, not
 * after today, as {@link Shape#date} judges it. Reported, by {@link RequestRecords}, with the hint
 * {@code constraint.format: date} and "must be a date as YYYY-MM-DD", or {@value #IN_FUTURE} for a
 * well-formed date after today. A null value is valid.
 */
@Documented
@Constraint(validatedBy = IsoDate.Validator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface IsoDate {

    String FORMAT = "date";
    String IN_FUTURE = "must not be in the future";

    boolean notInFuture() default false;

    String message() default "must be a date as YYYY-MM-DD";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    final class Validator implements ConstraintValidator<IsoDate, String> {
        private static final Pattern SHAPE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
        private boolean notInFuture;

        @Override
        public void initialize(IsoDate annotation) {
            notInFuture = annotation.notInFuture();
        }

        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            if (value == null) {
                return true;
            }
            LocalDate d;
            try {
                if (!SHAPE.matcher(value).matches()) {
                    return false;
                }
                d = LocalDate.parse(value);
            } catch (DateTimeException e) {
                return false;
            }
            if (notInFuture && d.isAfter(LocalDate.now())) {
                context.disableDefaultConstraintViolation();
                context.buildConstraintViolationWithTemplate(IN_FUTURE).addConstraintViolation();
                return false;
            }
            return true;
        }
    }
}
