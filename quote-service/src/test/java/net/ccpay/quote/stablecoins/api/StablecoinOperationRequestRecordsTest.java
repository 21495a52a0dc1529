package net.ccpay.quote.stablecoins.api;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.payments.api.QuoteRequests;
import net.ccpay.quote.stablecoins.application.StablecoinCommands;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.regex.Pattern;

import static net.ccpay.quote.ShapeOracle.assertSameAnswer;
import static net.ccpay.quote.ShapeOracle.json;
import static net.ccpay.quote.ShapeOracle.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The mint and burn bodies' request records (with their funding and source unions) answer as the Shapes they
 * replaced: the same details.errors, the same valid fields, and the same command or the same refusal.
 */
class StablecoinOperationRequestRecordsTest {

    static final String INTERNAL_ID = "InternalAccount:0b8f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";
    static final String EXTERNAL_ID = "ExternalAccount:1c9f3a52-4a8e-4d7e-9a55-2f1e3c4d5e6f";

    // ---- the former MINT and BURN shapes and readings (StablecoinRequests before the request records), the oracle ----

    private static final Pattern AMOUNT = Pattern.compile("^0*[1-9][0-9]{0,17}$");
    private static final String AMOUNT_WHAT = "a positive whole number of the coin's smallest unit written as a string (at most 18 digits), such as \"1000000\"";
    private static final Pattern INTERNAL = Pattern.compile("^InternalAccount:[0-9a-fA-F-]{36}$");
    private static final Pattern EXTERNAL = Pattern.compile("^ExternalAccount:[0-9a-fA-F-]{36}$");
    private static final Pattern ANY_ACCOUNT = Pattern.compile("^(InternalAccount|ExternalAccount):[0-9a-fA-F-]{36}$");

    static final Shape MINT = Shape.object()
            .pattern("amount", true, AMOUNT, AMOUNT_WHAT)
            .union("fundingSource", true, o -> switch (text(o, "type", "")) {
                case "WIRE" -> Shape.object().oneOf("type", true, StablecoinRequests.FUNDING_TYPES);
                case "ACH_DEBIT", "SAME_DAY_ACH_DEBIT" -> Shape.object().oneOf("type", true, StablecoinRequests.FUNDING_TYPES)
                        .pattern("externalAccountId", true, EXTERNAL, "an external account id (ExternalAccount:<uuid>)");
                case "GRID_INTERNAL_ACCOUNT" -> Shape.object().oneOf("type", true, StablecoinRequests.FUNDING_TYPES)
                        .pattern("accountId", true, INTERNAL, "an internal account id (InternalAccount:<uuid>)");
                default -> Shape.object().oneOf("type", true, StablecoinRequests.FUNDING_TYPES);
            }, "a mint funding source")
            .nested("destination", true, Shape.object()
                    .pattern("accountId", true, ANY_ACCOUNT, "an ExternalAccount or InternalAccount id"))
            .string("description", false, 1, 1024);

    static final Shape BURN = Shape.object()
            .pattern("amount", true, AMOUNT, AMOUNT_WHAT)
            .union("source", true, o -> "GRID_INTERNAL_ACCOUNT".equals(text(o, "type", ""))
                    ? Shape.object().oneOf("type", true, StablecoinRequests.BURN_SOURCE_TYPES)
                            .pattern("accountId", true, INTERNAL, "an internal account id (InternalAccount:<uuid>)")
                    : Shape.object().oneOf("type", true, StablecoinRequests.BURN_SOURCE_TYPES), "a burn source")
            .nested("destination", true, Shape.object()
                    .oneOf("type", true, List.of("EXTERNAL_ACCOUNT"))
                    .pattern("externalAccountId", true, EXTERNAL, "an external account id (ExternalAccount:<uuid>)")
                    .oneOf("rail", true, StablecoinRequests.PAYOUT_RAILS))
            .string("description", false, 1, 1024);

    static StablecoinCommands.Mint formerMint(JsonValue body) {
        JsonObject o = QuoteRequests.checked(body, MINT);
        JsonObject f = o.getJsonObject("fundingSource");
        String funding = f.containsKey("externalAccountId") ? f.getString("externalAccountId") : text(f, "accountId", null);
        return new StablecoinCommands.Mint(Long.parseLong(o.getString("amount")), f.getString("type"), funding == null ? null : AccountRef.parse(funding),
                AccountRef.parse(o.getJsonObject("destination").getString("accountId")), text(o, "description", null));
    }

    static StablecoinCommands.Burn formerBurn(JsonValue body) {
        JsonObject o = QuoteRequests.checked(body, BURN);
        JsonObject s = o.getJsonObject("source");
        JsonObject d = o.getJsonObject("destination");
        String source = text(s, "accountId", null);
        return new StablecoinCommands.Burn(Long.parseLong(o.getString("amount")), s.getString("type"), source == null ? null : AccountRef.parse(source),
                AccountRef.parse(d.getString("externalAccountId")), d.getString("rail"), text(o, "description", null));
    }

    private static String text(JsonObject o, String name, String orElse) {
        return o.get(name) instanceof JsonString s ? s.getString() : orElse;
    }

    // ---- the comparison ----

    private static FieldErrors sameMint(String text) {
        FieldErrors errors = assertSameAnswer(MINT, StablecoinRequests.MintRequest.class, text);
        JsonObject body = json(text);
        if (errors.isEmpty()) {
            assertEquals(formerMint(body), StablecoinRequests.mint(body), text);
        } else {
            assertEquals(refusal(() -> formerMint(body)), refusal(() -> StablecoinRequests.mint(body)), text);
        }
        return errors;
    }

    private static FieldErrors sameBurn(String text) {
        FieldErrors errors = assertSameAnswer(BURN, StablecoinRequests.BurnRequest.class, text);
        JsonObject body = json(text);
        if (errors.isEmpty()) {
            assertEquals(formerBurn(body), StablecoinRequests.burn(body), text);
        } else {
            assertEquals(refusal(() -> formerBurn(body)), refusal(() -> StablecoinRequests.burn(body)), text);
        }
        return errors;
    }

    static final String DEST = "'destination':{'accountId':'" + EXTERNAL_ID + "'}";

    @ParameterizedTest
    @ValueSource(strings = {
        "{'amount':'1000000','fundingSource':{'type':'WIRE'}," + DEST + "}",
        "{'amount':'0001','fundingSource':{'type':'WIRE','accountId':'" + INTERNAL_ID + "','externalAccountId':'x'},"
                + "'destination':{'accountId':'" + INTERNAL_ID + "'},'description':'d'}",
        "{'amount':'999999999999999999','fundingSource':{'type':'ACH_DEBIT','externalAccountId':'" + EXTERNAL_ID + "','accountId':'" + INTERNAL_ID
                + "'}," + DEST + ",'description':null}",
        "{'amount':'5','fundingSource':{'type':'SAME_DAY_ACH_DEBIT','externalAccountId':'" + EXTERNAL_ID + "'}," + DEST + ",'x':1}",
        "{'amount':'5','fundingSource':{'type':'GRID_INTERNAL_ACCOUNT','accountId':'" + INTERNAL_ID + "','externalAccountId':7}," + DEST + "}"
    })
    void validMints(String text) {
        assertTrue(sameMint(text).isEmpty(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{'amount':null,'fundingSource':null,'destination':null,'description':null}",
        "{'amount':1000000,'fundingSource':'WIRE','destination':[],'description':5}",
        "{'amount':'0','fundingSource':{}," + DEST + "}",
        "{'amount':'1000000000000000000','fundingSource':{'type':'PROVIDER_INTERNAL_BALANCE'}," + DEST + "}",
        "{'amount':'-1','fundingSource':{'type':'wire'}," + DEST + ",'description':''}",
        "{'amount':'1.5','fundingSource':{'type':3,'externalAccountId':'" + EXTERNAL_ID + "'}," + DEST + "}",
        "{'amount':'1','fundingSource':{'type':'WIRE\\u0001'}," + DEST + "}",
        "{'amount':'1','fundingSource':{'type':'ACH_DEBIT'}," + DEST + "}",
        "{'amount':'1','fundingSource':{'type':'ACH_DEBIT','accountId':'" + INTERNAL_ID + "'}," + DEST + "}",
        "{'amount':'1','fundingSource':{'type':'SAME_DAY_ACH_DEBIT','externalAccountId':'" + INTERNAL_ID + "'}," + DEST + "}",
        "{'amount':'1','fundingSource':{'type':'GRID_INTERNAL_ACCOUNT','accountId':'" + EXTERNAL_ID + "'}," + DEST + "}",
        "{'amount':'1','fundingSource':{'type':'GRID_INTERNAL_ACCOUNT','accountId':false},'destination':{}}",
        "{'amount':'1','fundingSource':{'type':'WIRE'},'destination':{'accountId':'Account:1'}}",
        "{'amount':'1','fundingSource':{'type':'WIRE'},'destination':'" + EXTERNAL_ID + "'}",
        "{'amount':['1'],'fundingSource':{'type':'GRID_INTERNAL_ACCOUNT'},'destination':{'accountId':null},'description':{}}"
    })
    void invalidMints(String text) {
        assertTrue(!sameMint(text).isEmpty(), text);
    }

    static final String BURN_DEST = "'destination':{'type':'EXTERNAL_ACCOUNT','externalAccountId':'" + EXTERNAL_ID + "','rail':'WIRE'}";

    @ParameterizedTest
    @ValueSource(strings = {
        "{'amount':'1000000','source':{'type':'EXTERNAL_ACCOUNT'}," + BURN_DEST + "}",
        "{'amount':'1','source':{'type':'PROVIDER_INTERNAL_BALANCE','accountId':'bad'}," + BURN_DEST + ",'description':'d'}",
        "{'amount':'1','source':{'type':'GRID_INTERNAL_ACCOUNT','accountId':'" + INTERNAL_ID + "'},"
                + "'destination':{'type':'EXTERNAL_ACCOUNT','externalAccountId':'" + EXTERNAL_ID + "','rail':'RTP_CREDIT','x':1}}"
    })
    void validBurns(String text) {
        assertTrue(sameBurn(text).isEmpty(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{}",
        "{'amount':null,'source':null,'destination':null}",
        "{'amount':true,'source':[],'destination':1,'description':[]}",
        "{'amount':'1','source':{}," + BURN_DEST + "}",
        "{'amount':'1','source':{'type':'WIRE'}," + BURN_DEST + "}",
        "{'amount':'1','source':{'type':1}," + BURN_DEST + "}",
        "{'amount':'1','source':{'type':'GRID_INTERNAL_ACCOUNT'}," + BURN_DEST + "}",
        "{'amount':'1','source':{'type':'GRID_INTERNAL_ACCOUNT','accountId':'" + EXTERNAL_ID + "'}," + BURN_DEST + "}",
        "{'amount':'1','source':{'type':'EXTERNAL_ACCOUNT'},'destination':{}}",
        "{'amount':'1','source':{'type':'EXTERNAL_ACCOUNT'},'destination':{'type':'INTERNAL','externalAccountId':'" + INTERNAL_ID + "','rail':'ACH'}}",
        "{'amount':'1','source':{'type':'EXTERNAL_ACCOUNT'},'destination':{'type':2,'externalAccountId':3,'rail':4}}",
        "{'amount':'00','source':{'type':'GRID_INTERNAL_ACCOUNT','accountId':[]},'destination':{'rail':'SWIFT'},'description':''}"
    })
    void invalidBurns(String text) {
        assertTrue(!sameBurn(text).isEmpty(), text);
    }

    @Test
    void theLengthOfTheDescription() {
        assertEquals(List.of(new FieldError("description", FieldError.Constraint.length(1, 1024), "must be 1 to 1024 characters long")),
                sameMint("{'amount':'1','fundingSource':{'type':'WIRE'}," + DEST + ",'description':'" + "d".repeat(1025) + "'}").list());
        assertTrue(sameBurn("{'amount':'1','source':{'type':'EXTERNAL_ACCOUNT'}," + BURN_DEST + ",'description':'" + "d".repeat(1024) + "'}").isEmpty());
    }

    @Test
    void everyFundingTypeAndRail() {
        for (String type : StablecoinRequests.FUNDING_TYPES) {
            sameMint("{'amount':'1','fundingSource':{'type':'" + type + "','externalAccountId':'" + EXTERNAL_ID + "','accountId':'" + INTERNAL_ID
                    + "'}," + DEST + "}");
        }
        for (String type : StablecoinRequests.BURN_SOURCE_TYPES) {
            assertTrue(sameBurn("{'amount':'1','source':{'type':'" + type + "','accountId':'" + INTERNAL_ID + "'}," + BURN_DEST + "}").isEmpty(), type);
        }
        for (String rail : StablecoinRequests.PAYOUT_RAILS) {
            assertTrue(sameBurn("{'amount':'1','source':{'type':'EXTERNAL_ACCOUNT'},'destination':{'type':'EXTERNAL_ACCOUNT','externalAccountId':'"
                    + EXTERNAL_ID + "','rail':'" + rail + "'}}").isEmpty(), rail);
        }
    }

    /** The unions' errors spelled out once (the comparison would pass if both answered nothing). */
    @Test
    void theTypesErrors() {
        assertEquals(List.of(new FieldError("fundingSource.type", FieldError.Constraint.oneOf(StablecoinRequests.FUNDING_TYPES),
                        "must be one of WIRE, ACH_DEBIT, SAME_DAY_ACH_DEBIT, GRID_INTERNAL_ACCOUNT")),
                sameMint("{'amount':'1','fundingSource':{'type':'PROVIDER_INTERNAL_BALANCE'}," + DEST + "}").list());
        assertEquals(List.of(new FieldError("fundingSource.externalAccountId", null, "is required")),
                sameMint("{'amount':'1','fundingSource':{'type':'SAME_DAY_ACH_DEBIT'}," + DEST + "}").list());
        assertEquals(List.of(new FieldError("source.type", null, "is required"), new FieldError("destination", null, "must be an object")),
                sameBurn("{'amount':'1','source':{'accountId':'" + INTERNAL_ID + "'},'destination':[]}").list());
    }

    @Test
    void aBodyThatIsNoObject() {
        for (JsonValue body : List.of(JsonValue.NULL, Json.createArrayBuilder().build(), Json.createValue("x"))) {
            assertEquals(refusal(() -> formerMint(body)), refusal(() -> StablecoinRequests.mint(body)));
            assertEquals(refusal(() -> formerBurn(body)), refusal(() -> StablecoinRequests.burn(body)));
        }
    }
}
