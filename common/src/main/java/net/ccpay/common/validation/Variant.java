package net.ccpay.common.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The discriminator's texts that choose this record of a {@link Variants} union, such as {@code ACCOUNT}
 * (several when variants share their fields, such as {@code {"ACH_DEBIT", "SAME_DAY_ACH_DEBIT"}}).
 */
@Documented
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
public @interface Variant {

    String[] value();
}
