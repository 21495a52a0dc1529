package net.ccpay.common.web;

import net.ccpay.common.error.FieldError;
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
    void anIdMustHaveItsTypeAndAUuid() {
        String uuid = "0192c7a4-1f2e-7a3b-8c4d-5e6f7a8b9c0d";
        for (String bad : List.of("bad", "Customer:", "Customer:1", "Agent:" + uuid, uuid, "customer:" + uuid, "Customer:" + uuid + "x")) {
            FieldErrors errors = new FieldErrors();
            assertNull(QueryParams.id("customerId", bad, "Customer", errors), bad);
            FieldError e = errors.list().get(0);
            assertEquals("customerId", e.field(), bad);
            assertEquals("must be a Customer id (Customer:<uuid>)", e.message(), bad);
        }
        FieldErrors errors = new FieldErrors();
        assertNull(QueryParams.id("customerId", null, "Customer", errors));
        assertEquals("Customer:" + uuid, QueryParams.id("customerId", "Customer:" + uuid, "Customer", errors));
        QueryParams.id("accountId", "x", "InternalAccount", errors);
        assertEquals("must be an InternalAccount id (InternalAccount:<uuid>)", errors.list().get(0).message());
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

    @Test
    void aWindowWhoseEndComesBeforeItsStartIsAnErrorOnTheEnd() {
        java.time.Instant day = java.time.Instant.parse("2025-10-13T00:00:00Z");
        FieldErrors errors = new FieldErrors();
        QueryParams.window("startDate", day, "endDate", day, errors);
        QueryParams.window("startDate", day, "endDate", day.plusSeconds(1), errors);
        QueryParams.window("startDate", null, "endDate", day, errors);
        QueryParams.window("startDate", day, "endDate", null, errors);
        assertTrue(errors.isEmpty());
        QueryParams.window("createdAfter", day, "createdBefore", day.minusNanos(1000), errors);
        assertEquals(List.of(new FieldError("createdBefore", null, "must not be before createdAfter")), errors.list());
    }

    enum Colour { RED, GREEN }

    @Test
    void aValueFromASetIsCheckedAndAnUnknownOneNamesTheSet() {
        FieldErrors errors = new FieldErrors();
        assertEquals("desc", QueryParams.oneOf("sortOrder", "desc", List.of("asc", "desc"), errors));
        assertEquals(Colour.GREEN, QueryParams.oneOf("colour", "GREEN", Colour.class, errors));
        assertNull(QueryParams.oneOf("colour", null, Colour.class, errors));
        assertEquals(Boolean.FALSE, QueryParams.bool("isPaused", "false", errors));
        assertNull(QueryParams.bool("isPaused", null, errors));
        assertTrue(QueryParams.ascending("asc", errors));
        assertEquals(false, QueryParams.ascending(null, errors));
        assertTrue(errors.isEmpty());

        assertNull(QueryParams.oneOf("colour", "green", Colour.class, errors));
        assertNull(QueryParams.bool("isPaused", "yes", errors));
        assertEquals(false, QueryParams.ascending("ASC", errors));
        assertEquals(List.of(
                new FieldError("colour", FieldError.Constraint.oneOf(List.of("RED", "GREEN")), "must be one of RED, GREEN"),
                new FieldError("isPaused", FieldError.Constraint.oneOf(List.of("true", "false")), "must be true or false"),
                new FieldError("sortOrder", FieldError.Constraint.oneOf(List.of("asc", "desc")), "must be one of asc, desc")),
                errors.list());
    }
}
