package net.ccpay.gateway.proxy;

import net.ccpay.common.error.ApiError;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BodyRulesTest {

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static void refused(Optional<ApiError> e, int status, String code) {
        assertTrue(e.isPresent(), "expected a refusal");
        assertEquals(status, e.get().status());
        assertEquals(code, e.get().code());
    }

    @Test
    void jsonInUtf8IsAccepted() {
        assertTrue(BodyRules.checkJson("application/json", b("{\"a\":[1,2]}")).isEmpty());
        assertTrue(BodyRules.checkJson("Application/JSON; charset=UTF-8", b("{}")).isEmpty());
        assertTrue(BodyRules.checkJson("application/json;charset=\"utf-8\"", b("[]")).isEmpty());
    }

    @Test
    void aBogusOrOtherCharsetIs415() {
        refused(BodyRules.checkJson("application/json; charset=bogus", b("{}")), 415, "UNSUPPORTED_MEDIA_TYPE");
        refused(BodyRules.checkJson("application/json; charset=utf-16", b("{}")), 415, "UNSUPPORTED_MEDIA_TYPE");
        refused(BodyRules.checkJson("application/json; version=2", b("{}")), 415, "UNSUPPORTED_MEDIA_TYPE");
    }

    @Test
    void lookAlikeMediaTypesAre415() {
        refused(BodyRules.checkJson("application/jsonx", b("{}")), 415, "UNSUPPORTED_MEDIA_TYPE");
        refused(BodyRules.checkJson("text/plain", b("{}")), 415, "UNSUPPORTED_MEDIA_TYPE");
        refused(BodyRules.checkJson(null, b("{}")), 415, "UNSUPPORTED_MEDIA_TYPE");
        refused(BodyRules.checkJson("application/json; charset", b("{}")), 415, "UNSUPPORTED_MEDIA_TYPE");
    }

    @Test
    void jsonNestedAThousandDeepIs400() {
        String deep = "[".repeat(1000) + "]".repeat(1000);
        refused(BodyRules.checkJson("application/json", b(deep)), 400, "INVALID_INPUT");
        String objects = "{\"a\":".repeat(1000) + "1" + "}".repeat(1000);
        refused(BodyRules.checkJson("application/json", b(objects)), 400, "INVALID_INPUT");
    }

    @Test
    void jsonAtTheDepthLimitIsAccepted() {
        String ok = "[".repeat(BodyRules.MAX_JSON_DEPTH) + "]".repeat(BodyRules.MAX_JSON_DEPTH);
        assertTrue(BodyRules.checkJson("application/json", b(ok)).isEmpty());
        String over = "[".repeat(BodyRules.MAX_JSON_DEPTH + 1) + "]".repeat(BodyRules.MAX_JSON_DEPTH + 1);
        refused(BodyRules.checkJson("application/json", b(over)), 400, "INVALID_INPUT");
    }

    @Test
    void malformedOrTrailingJsonIs400() {
        refused(BodyRules.checkJson("application/json", b("{\"a\":")), 400, "INVALID_INPUT");
        refused(BodyRules.checkJson("application/json", b("{} {}")), 400, "INVALID_INPUT");
    }

    @Test
    void multipartWithoutABoundaryIs400() {
        refused(BodyRules.checkMultipart("multipart/form-data", b("--x\r\n")), 400, "INVALID_INPUT");
        refused(BodyRules.checkMultipart("multipart/form-data; boundary=", b("--x\r\n")), 400, "INVALID_INPUT");
    }

    @Test
    void multipartWhoseBodyDoesNotUseItsBoundaryIs400() {
        refused(BodyRules.checkMultipart("multipart/form-data; boundary=abc", b("--xyz\r\n\r\n--xyz--")), 400, "INVALID_INPUT");
    }

    @Test
    void wellFormedMultipartIsAccepted() {
        assertTrue(BodyRules.checkMultipart("multipart/form-data; boundary=\"abc\"",
                b("--abc\r\nContent-Disposition: form-data; name=\"f\"\r\n\r\nv\r\n--abc--\r\n")).isEmpty());
    }

    @Test
    void jsonSentToAnUploadIs415() {
        refused(BodyRules.checkMultipart("application/json", b("{}")), 415, "UNSUPPORTED_MEDIA_TYPE");
    }

    @Test
    void aNumberLongerThanAnyAmountIsRefusedAsInput() {
        String ok = "1".repeat(BodyRules.MAX_NUMBER_CHARS);
        assertTrue(BodyRules.checkJson("application/json", b("{\"amount\":" + ok + "}")).isEmpty());
        refused(BodyRules.checkJson("application/json", b("{\"amount\":" + ok + "1}")), 400, "INVALID_INPUT");
        refused(BodyRules.checkJson("application/json", b("[{\"a\":[0." + "9".repeat(1200) + "]}]")), 400, "INVALID_INPUT");
        refused(BodyRules.checkJson("application/json", b("{\"a\":1e" + "9".repeat(200) + "}")), 400, "INVALID_INPUT");
    }
}
