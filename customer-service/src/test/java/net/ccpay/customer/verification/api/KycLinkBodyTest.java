package net.ccpay.customer.verification.api;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The kyc-link body is read by hand (it is optional): what the parser refuses is a 400 before anything else runs. */
class KycLinkBodyTest {

    @Test
    void aNumberTooLongOrMalformedJsonIsA400() {
        KycLinkResource resource = new KycLinkResource();
        for (String body : List.of("{\"redirectUri\":" + "1".repeat(1_200) + "}", "{\"redirectUri\":", "{} x")) {
            ApiException e = assertThrows(ApiException.class, () -> resource.kycLink("Customer:1", body), body.substring(0, Math.min(5, body.length())));
            assertEquals(400, e.status());
            assertEquals(ErrorCode.INVALID_INPUT, e.code());
            assertEquals("The body must be a JSON object such as {\"redirectUri\": \"https://...\"}, or empty", e.getMessage());
        }
    }
}
