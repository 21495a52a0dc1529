package net.ccpay.common.remote;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class InternalRestClientsTest {

    @Test
    void aRouteListsCopiesSeparatedByCommas() {
        assertEquals(List.of(URI.create("http://a:1/quote-service"), URI.create("http://b:2/quote-service")),
                InternalRestClients.parse(" http://a:1/quote-service/ , http://b:2/quote-service,"));
        assertThrows(IllegalArgumentException.class, () -> InternalRestClients.parse(" , "));
    }

    @Test
    void callsGoRoundTheCopiesKeepingPathAndQuery() {
        var rotation = new InternalRestClients.CopyRotation(List.of(URI.create("http://a:1/svc"), URI.create("http://b:2/svc")));
        URI call = URI.create("http://a:1/svc/internal/customers/Customer:1?x=1");
        assertEquals("http://a:1/svc/internal/customers/Customer:1?x=1", rotation.rewrite(call).toString());
        assertEquals("http://b:2/svc/internal/customers/Customer:1?x=1", rotation.rewrite(call).toString());
        assertEquals("http://a:1/svc/internal/customers/Customer:1?x=1", rotation.rewrite(call).toString());
        URI other = URI.create("http://elsewhere/x");
        assertEquals(other, rotation.rewrite(other), "a URL not under the first copy is left alone");
    }
}
