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
import java.util.Locale;
import java.util.Set;

/**
 * The annotated string is an ISO 3166-1 alpha-2 country code the JDK knows ({@link Locale#getISOCountries()}),
 * as {@link Shape#country} judges it. Reported, by {@link RequestRecords}, with the hint
 * {@code constraint.format: iso3166-1-alpha-2}. A null value is valid.
 */
@Documented
@Constraint(validatedBy = CountryCode.Validator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface CountryCode {

    String FORMAT = "iso3166-1-alpha-2";

    String message() default "must be an ISO 3166-1 alpha-2 country code such as US";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    final class Validator implements ConstraintValidator<CountryCode, String> {
        private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());

        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            return value == null || COUNTRIES.contains(value);
        }
    }
}
