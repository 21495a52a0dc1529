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
import java.util.List;

/**
 * The annotated string is one of {@link #value()} (the contract's {@code enum}). Reported, by
 * {@link RequestRecords}, with the hint {@code constraint.enum} and "must be one of A, B, C".
 * A null value is valid: {@code @NotNull} says whether the field is required.
 */
@Documented
@Constraint(validatedBy = OneOf.Validator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface OneOf {

    String[] value();

    String message() default "must be one of {value}";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    final class Validator implements ConstraintValidator<OneOf, String> {
        private List<String> values;

        @Override
        public void initialize(OneOf annotation) {
            values = List.of(annotation.value());
        }

        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            return value == null || values.contains(value);
        }
    }
}
