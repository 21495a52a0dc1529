package net.ccpay.gateway.upstream;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServiceCopiesTest {

    private static final URI A = URI.create("http://quote-1:9082/quote-service/");
    private static final URI B = URI.create("http://quote-2:9082/quote-service/");
    private final AtomicLong clock = new AtomicLong(1_000);

    @Test
    void severalBaseUrlsAreParsedEachEndingWithASlash() {
        assertEquals(List.of(A, B), ServiceCopies.parse("http://quote-1:9082/quote-service, http://quote-2:9082/quote-service/"));
    }

    @Test
    void requestsGoRoundRobinOverTheCopiesThatAreUp() {
        ServiceCopies pool = new ServiceCopies(List.of(A, B), clock::get);
        Set<URI> firsts = new HashSet<>();
        for (int i = 0; i < 4; i++) {
            List<URI> order = pool.order();
            assertEquals(2, order.size());
            firsts.add(order.get(0));
        }
        assertEquals(Set.of(A, B), firsts, "both copies take turns");
    }

    @Test
    void aCopyThatIsDownIsTriedLastUntilItIsUpAgain() {
        ServiceCopies pool = new ServiceCopies(List.of(A, B), clock::get);
        pool.down(A);
        for (int i = 0; i < 4; i++) {
            assertEquals(List.of(B, A), pool.order());
        }
        pool.up(A);
        Set<URI> firsts = new HashSet<>();
        for (int i = 0; i < 4; i++) {
            firsts.add(pool.order().get(0));
        }
        assertEquals(Set.of(A, B), firsts);
        pool.down(B);
        clock.addAndGet(31_000_000_000L);
        assertTrue(pool.isUp(B), "without a probe, a down copy is tried again after 30 s");
    }

    @Test
    void onlyRequestsThatCannotDoAnythingTwiceAreRetriedElsewhere() {
        assertTrue(ServiceCopies.retriable("GET", Map.of()));
        assertTrue(ServiceCopies.retriable("DELETE", Map.of()));
        assertFalse(ServiceCopies.retriable("POST", Map.of("X-Correlation-Id", "x")));
        assertFalse(ServiceCopies.retriable("PATCH", Map.of()));
        assertTrue(ServiceCopies.retriable("POST", Map.of("Idempotency-Key", "k-1")));
    }

    @Test
    void aSingleUrlIsTriedAsManyTimesAsConfiguredEvenWhenItWentDown() {
        ServiceCopies pool = new ServiceCopies(List.of(A), 3, clock::get);
        assertEquals(List.of(A, A, A), pool.order());
        pool.down(A);
        assertEquals(List.of(A, A, A), pool.order(), "the balancer behind it may send the next attempt to a live copy");
        assertEquals(List.of(A), new ServiceCopies(List.of(A), clock::get).order());
    }

    @Test
    void severalUrlsAreEachTriedOnceWhateverTheSingleUrlAttempts() {
        assertEquals(2, new ServiceCopies(List.of(A, B), 3, clock::get).order().size());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> new ServiceCopies(List.of(A), 0, clock::get));
    }
}
