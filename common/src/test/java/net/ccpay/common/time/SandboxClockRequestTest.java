package net.ccpay.common.time;

import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.Shape;
import net.ccpay.common.web.JsonBodies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The sandbox clock's step is read as a request record and answers as the Shape it replaced. */
class SandboxClockRequestTest {

    /** The former body check, kept as the reference. */
    static final Shape ADVANCE = Shape.object().integer("advanceSeconds", true, 1, PlatformClock.MAX_STEP.toSeconds());

    @ParameterizedTest
    @ValueSource(strings = {"{}", "{\"advanceSeconds\":1}", "{\"advanceSeconds\":86400}", "{\"advanceSeconds\":86401}", "{\"advanceSeconds\":0}",
        "{\"advanceSeconds\":-5}", "{\"advanceSeconds\":\"5\"}", "{\"advanceSeconds\":1.5}", "{\"advanceSeconds\":null}", "{\"advanceSeconds\":1e2}"})
    void theSameErrorsAndTheSameStepAsTheShape(String body) {
        FieldErrors former = new FieldErrors();
        JsonObject kept = ADVANCE.check("", json(body), former);
        FieldErrors errors = new FieldErrors();
        SandboxClockResource.Advance step = RequestRecords.read(json(body), SandboxClockResource.Advance.class, errors);
        assertEquals(former.list(), errors.list(), body);
        assertEquals(kept, RequestRecords.validJson(step, errors), body);
    }

    private static JsonObject json(String body) {
        return JsonBodies.object(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void theLongestStepIsTheClocksOwn() {
        assertEquals(PlatformClock.MAX_STEP.toSeconds(), SandboxClockResource.MAX_STEP_SECONDS);
    }
}
