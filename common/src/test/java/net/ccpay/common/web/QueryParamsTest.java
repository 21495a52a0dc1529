package net.ccpay.common.web;

import net.ccpay.common.error.FieldErrors;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class QueryParamsTest {

    @Test
    void arraysAreAcceptedRepeatedCommaJoinedOrMixed() {
        assertEquals(List.of("EUR", "MXN"), QueryParams.list(List.of("EUR", "MXN")));
        assertEquals(List.of("EUR", "MXN"), QueryParams.list(List.of("EUR,MXN")));
        assertEquals(List.of("EUR", "MXN", "BRL"), QueryParams.list(List.of("EUR,MXN", "BRL")));
        assertEquals(List.of("EUR"), QueryParams.list(List.of("EUR,", "")));
        assertEquals(List.of(), QueryParams.list(null));
        assertEquals(List.of("A"), QueryParams.list(Arrays.asList(null, "A")));
    }

    @Test
    void integersOutsideTheirRangeOrNotWholeAreFieldErrors() {
        for (String bad : List.of("abc", "1.5", "", " 5", "9223372036854775808", "-1", "101")) {
            FieldErrors errors = new FieldErrors();
            assertNull(QueryParams.integer("limit", bad, 1, 100, errors), bad);
            assertEquals("limit", errors.list().get(0).field(), bad);
        }
    }

    @Test
    void anAbsentIntegerIsNullAndAValidOneIsParsed() {
        FieldErrors errors = new FieldErrors();
        assertNull(QueryParams.integer("limit", null, 1, 100, errors));
        assertEquals(100L, QueryParams.integer("limit", "100", 1, 100, errors));
        assertEquals(Long.MAX_VALUE, QueryParams.integer("sendingAmount", "9223372036854775807", 0, Long.MAX_VALUE, errors));
        assertTrue(errors.isEmpty());
    }

    @Test
    void errorsAdviseRetryOnlyWhereARetryCanHelp() {
        assertEquals(Boolean.TRUE, ApiExceptionMapper.shouldRetry(503));
        assertEquals(Boolean.TRUE, ApiExceptionMapper.shouldRetry(429));
        assertEquals(Boolean.FALSE, ApiExceptionMapper.shouldRetry(501));
        assertEquals(Boolean.FALSE, ApiExceptionMapper.shouldRetry(409));
        assertEquals(Boolean.FALSE, ApiExceptionMapper.shouldRetry(400));
        assertEquals(Boolean.FALSE, ApiExceptionMapper.shouldRetry(404));
        assertNull(ApiExceptionMapper.shouldRetry(500));
    }

    @org.junit.jupiter.api.Test
    void aDateTimeNeedsItsOffsetAndABadOneIsAFieldError() {
        net.ccpay.common.error.FieldErrors errors = new net.ccpay.common.error.FieldErrors();
        org.junit.jupiter.api.Assertions.assertEquals(java.time.Instant.parse("2025-10-13T07:00:00Z"),
                QueryParams.dateTime("startDate", "2025-10-13T09:00:00+02:00", errors));
        org.junit.jupiter.api.Assertions.assertNull(QueryParams.dateTime("startDate", null, errors));
        org.junit.jupiter.api.Assertions.assertTrue(errors.isEmpty());
        org.junit.jupiter.api.Assertions.assertNull(QueryParams.dateTime("endDate", "2025-10-13", errors));
        org.junit.jupiter.api.Assertions.assertEquals("endDate", errors.list().get(0).field());
    }
}
