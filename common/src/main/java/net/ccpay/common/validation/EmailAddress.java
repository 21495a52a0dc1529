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
 * The contract's {@code format: email}, judged by the platform's one e-mail check ({@link Shape#isEmail}),
 * which is stricter than {@code jakarta.validation.constraints.Email} (ASCII dot-atoms only, no IP
 * literals, a domain of at least two labels). Reported with the hint {@code constraint.format: email}.
 */
@Documented
@Constraint(validatedBy = EmailAddress.Validator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface EmailAddress {

    String message() default "must be an email address";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    final class Validator implements ConstraintValidator<EmailAddress, String> {
        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            return value == null || Shape.isEmail(value);
        }
    }
}
