package net.ccpay.common.web;

import net.ccpay.common.error.DomainException;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DomainExceptionMapperTest {

    @Test
    void anUnauthorizedDomainFailureIsA401() {
        assertEquals(401, DomainExceptionMapper.status(DomainException.Kind.UNAUTHORIZED));
    }

    @Test
    void everyKindMapsToAnErrorStatus() {
        for (DomainException.Kind kind : EnumSet.allOf(DomainException.Kind.class)) {
            int status = DomainExceptionMapper.status(kind);
            assertTrue(status >= 400 && status < 600, kind + " -> " + status);
        }
    }
}
