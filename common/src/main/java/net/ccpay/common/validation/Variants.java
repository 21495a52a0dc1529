package net.ccpay.common.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A discriminated union of a request record: on a sealed interface whose permitted classes are records,
 * {@link #value()} names the discriminator, a string field of the JSON object. {@link RequestRecords}
 * binds the object as the permitted record whose {@link Variant} is the discriminator's text, or as the
 * one permitted record without {@link Variant} (the fallback) when the discriminator is absent, no string
 * or names no variant; the fallback typically declares only the discriminator, {@code @NotNull} and
 * {@link OneOf} every variant, so that it reports the discriminator's own error. Annotate the component
 * {@code @Valid}: the validator validates the record bound, its runtime type.
 */
@Documented
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
public @interface Variants {

    /** The discriminator's field name, such as {@code sourceType}. */
    String value();
}
