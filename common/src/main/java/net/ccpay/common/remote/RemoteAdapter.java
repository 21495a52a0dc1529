package net.ccpay.common.remote;

import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.Timeout;

import java.util.Objects;
import java.util.function.Function;

/**
 * The base of every adapter of another service's internal API: its methods are the calls, and they carry
 * the guards every such call has, declared once here (class-level interceptor bindings, all
 * {@code @Inherited}):
 *
 * <ul>
 *   <li>never inside a database transaction ({@code @Transactional(NOT_SUPPORTED)} suspends a caller's);
 *   <li>a timeout ({@code @Timeout}) and a circuit breaker ({@code @CircuitBreaker}), whose numbers are the
 *       {@code platform.remote.*} settings through the global keys of common's
 *       {@code META-INF/microprofile-config.properties} ({@code Timeout/value}, {@code CircuitBreaker/delay}...);
 *   <li>every failure a 503: the adapter's named exception, made by {@link RemoteFailures} from the reason
 *       ({@link RemoteCallInterceptor}).
 * </ul>
 *
 * <p>A call that may be repeated (it changes nothing) extends {@link IdempotentRemoteAdapter}, which adds the
 * retries; a call that changes something extends this class and is made once. An adapter states only what
 * differs: its named 503 (given to the constructor), and in its methods the service and what they ask.
 *
 * <p>Each adapter method has its own circuit (the specification keys a circuit breaker's state on the bean
 * class and the method), as before. A method that needs other numbers declares the annotation again on
 * itself, which then takes precedence, and sets {@code <class>/<method>/<Annotation>/<parameter>} in its
 * service's microprofile-config.properties (the specification reads a method key only for an annotation
 * declared on that method): the platform config's circuit breakers do so. A method that needs other
 * options (a circuit breaker that skips an answer) likewise.
 *
 * <p>Why a base class: Fault Tolerance reads its annotations from the bean's class and methods, and Open
 * Liberty's finds the class's with {@link Class#getAnnotations()}, which includes these inherited ones; a
 * CDI stereotype or an interceptor binding carrying them is not read. A shared bean taking the call as a
 * lambda would have one circuit for every service.
 */
@Transactional(Transactional.TxType.NOT_SUPPORTED)
@Timeout
@CircuitBreaker
@RemoteCall
public abstract class RemoteAdapter {

    /** The adapter's named 503, given the reason ({@link RemoteFailures#why}). */
    final Function<String, ? extends RuntimeException> unavailable;

    @Inject
    protected RemoteServices remote;

    /** @param unavailable the adapter's named 503 exception, given the reason: {@code CustomersUnavailable::new} */
    protected RemoteAdapter(Function<String, ? extends RuntimeException> unavailable) {
        this.unavailable = Objects.requireNonNull(unavailable);
    }
}
