package net.ccpay.common.remote;

import jakarta.interceptor.InterceptorBinding;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Binds {@link RemoteCallInterceptor}, which turns every failure of a call to another service into the
 * adapter's named 503. Carried by {@link RemoteAdapter}; inherited by every adapter that extends it.
 */
@Inherited
@InterceptorBinding
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface RemoteCall {
}
