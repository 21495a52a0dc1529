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
 * The annotated string is an E.164 phone number ({@link Shape#E164}), as {@link Shape#phone} judges it.
 * Reported, by {@link RequestRecords}, with the hint {@code constraint.format: e.164} and the pattern.
 * A null value is valid.
 */
@Documented
@Constraint(validatedBy = PhoneNumber.Validator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface PhoneNumber {

    String FORMAT = "e.164";

    String message() default "must be an E.164 phone number such as +14155551234";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    final class Validator implements ConstraintValidator<PhoneNumber, String> {
        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            return value == null || Shape.E164.matcher(value).matches();
        }
    }
}
