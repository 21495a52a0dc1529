package net.ccpay.quote.stablecoins.api;

import jakarta.json.Json;
import jakarta.json.JsonValue;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.payments.api.QuoteRequests;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.regex.Pattern;

import static net.ccpay.quote.ShapeOracle.assertSameAnswer;
import static net.ccpay.quote.ShapeOracle.json;
import static net.ccpay.quote.ShapeOracle.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The provider link and registration bodies' request records answer as the Shapes they replaced. */
class StablecoinRequestRecordsTest {

    /** The former shapes (common's Shape), the oracle. */
    static final Shape LINK = Shape.object()
            .oneOf("provider", true, StablecoinRequests.PROVIDERS)
            .string("apiClientId", true, 1, 255)
            .string("apiClientSecret", true, 1, 1024)
            .pattern("providerAccountId", false, Pattern.compile("^[A-Za-z0-9_-]{1,100}$"), "a provider account id (letters, digits, _ and -)");

    static final Shape REGISTER = Shape.object()
            .pattern("providerTokenIdentifier", true, Pattern.compile("^[A-Z0-9]{3,5}$"),
                    "the provider's token identifier: 3 to 5 capital letters or digits (it becomes the currency code), such as ACME")
            .pattern("networkTokenIdentifier", true, Pattern.compile("^btkn[a-z]{0,4}1[02-9ac-hj-np-z]{20,120}$"),
                    "a Spark token identifier (bech32m, btkn…1…)")
            .oneOf("network", true, List.of("SPARK"))
            .pattern("stablecoinProviderAccountId", false, Pattern.compile("^StablecoinProviderAccount:[0-9a-fA-F-]{36}$"),
                    "a provider account link id (StablecoinProviderAccount:<uuid>)");

    static final String TOKEN = "btkn1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqq";
    static final String LINK_ID = "StablecoinProviderAccount:0b8f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";

    @ParameterizedTest
    @ValueSource(strings = {
        "{'provider':'BRALE','apiClientId':'id','apiClientSecret':'secret'}",
        "{'provider':'BRALE','apiClientId':'id','apiClientSecret':'secret','providerAccountId':'acct_1-A'}",
        "{}",
        "{'provider':null,'apiClientId':null,'apiClientSecret':null,'providerAccountId':null}",
        "{'provider':'brale','apiClientId':'','apiClientSecret':'','providerAccountId':'a b'}",
        "{'provider':1,'apiClientId':2,'apiClientSecret':false,'providerAccountId':3}",
        "{'provider':'BRALE','apiClientId':'i\\u0002d','apiClientSecret':['s'],'providerAccountId':''}",
        "{'provider':'OTHER','apiClientId':{},'apiClientSecret':'s','unknown':true}"
    })
    void link(String text) {
        assertSameAnswer(LINK, StablecoinRequests.LinkRequest.class, text);
    }

    @Test
    void linkLengths() {
        assertSameAnswer(LINK, StablecoinRequests.LinkRequest.class,
                "{'provider':'BRALE','apiClientId':'" + "i".repeat(256) + "','apiClientSecret':'" + "s".repeat(1025) + "','providerAccountId':'"
                        + "p".repeat(101) + "'}");
        assertSameAnswer(LINK, StablecoinRequests.LinkRequest.class,
                "{'provider':'BRALE','apiClientId':'" + "i".repeat(255) + "','apiClientSecret':'" + "s".repeat(1024) + "','providerAccountId':'"
                        + "p".repeat(100) + "'}");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{'providerTokenIdentifier':'ACME','networkTokenIdentifier':'" + TOKEN + "','network':'SPARK'}",
        "{'providerTokenIdentifier':'ACME1','networkTokenIdentifier':'" + TOKEN + "','network':'SPARK','stablecoinProviderAccountId':'" + LINK_ID + "'}",
        "{}",
        "{'providerTokenIdentifier':'acme','networkTokenIdentifier':'btkn1short','network':'spark','stablecoinProviderAccountId':'Link:1'}",
        "{'providerTokenIdentifier':5,'networkTokenIdentifier':true,'network':[],'stablecoinProviderAccountId':{}}",
        "{'providerTokenIdentifier':null,'networkTokenIdentifier':null,'network':null,'stablecoinProviderAccountId':null}",
        "{'providerTokenIdentifier':'ACMEXY','networkTokenIdentifier':'" + TOKEN + "\\u0000','network':'SPARK'}"
    })
    void register(String text) {
        assertSameAnswer(REGISTER, StablecoinRequests.RegisterRequest.class, text);
    }

    @Test
    void theValuesArePassedOnAndANonObjectIsRefusedAsBefore() {
        var link = StablecoinRequests.link(json("{'provider':'BRALE','apiClientId':'id','apiClientSecret':'secret','providerAccountId':'acct'}"));
        assertEquals("BRALE", link.provider());
        assertEquals("id", link.apiClientId());
        assertEquals("secret", link.apiClientSecret());
        assertEquals("acct", link.providerAccountId());
        var reg = StablecoinRequests.register(json("{'providerTokenIdentifier':'ACME','networkTokenIdentifier':'" + TOKEN
                + "','network':'SPARK','stablecoinProviderAccountId':'" + LINK_ID + "'}"));
        assertEquals("ACME", reg.providerTokenIdentifier());
        assertEquals(TOKEN, reg.networkTokenIdentifier());
        assertEquals("SPARK", reg.network());
        for (JsonValue body : List.of(JsonValue.NULL, Json.createArrayBuilder().build(), Json.createValue("x"))) {
            assertEquals(refusal(() -> QuoteRequests.checked(body, LINK)), refusal(() -> StablecoinRequests.link(body)));
            assertEquals(refusal(() -> QuoteRequests.checked(body, REGISTER)), refusal(() -> StablecoinRequests.register(body)));
        }
    }
}
