package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Customers;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The directories (discoveries, VASPs, UMA providers) and the crypto withdrawal fee estimate, through
 * the gateway: filters, paging, every invalid parameter at once, and the same fee for the same question.
 */
class DirectoriesIT {

    static Map<String, JsonObject> accounts;

    @BeforeAll
    static void aCustomerWithCryptoAccounts() {
        String customer = Customers.create("Vera Withdrawer", "vera@example.com");
        accounts = Customers.awaitActiveAccounts(customer, Customers.DEFAULT_CURRENCIES.size());
    }

    static List<JsonObject> data(Api.Reply r) {
        assertEquals(200, r.status(), r.raw().body());
        return r.json().getJsonArray("data").getValuesAs(JsonObject.class);
    }

    static Set<String> fields(JsonObject error) {
        return error.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(f -> f.getString("field")).collect(Collectors.toSet());
    }

    static List<String> names(List<JsonObject> items, String field) {
        return items.stream().map(i -> i.getString(field)).toList();
    }

    // ---- discoveries ---------------------------------------------------------------------------

    @Test
    void discoveriesListTheBanksAndProvidersOfOneCorridor() {
        List<JsonObject> ph = data(get("/discoveries?country=PH&currency=PHP"));
        assertTrue(names(ph, "bankName").containsAll(List.of("BDO Unibank", "BPI", "GCash")), ph.toString());
        assertTrue(ph.stream().allMatch(i -> i.getString("country").equals("PH") && i.getString("currency").equals("PHP")));
        assertTrue(ph.stream().allMatch(i -> !i.getString("displayName").isBlank()));
        for (String corridor : List.of("country=US&currency=USD", "country=MX&currency=MXN", "country=BR&currency=BRL",
                "country=IN&currency=INR", "country=NG&currency=NGN", "country=GB&currency=GBP", "country=DE&currency=EUR")) {
            assertTrue(data(get("/discoveries?" + corridor)).size() >= 3, corridor);
        }
    }

    @Test
    void eitherParameterAloneFiltersAndNeitherListsEverything() {
        List<JsonObject> eur = data(get("/discoveries?currency=EUR"));
        Set<String> countries = eur.stream().map(i -> i.getString("country")).collect(Collectors.toSet());
        assertTrue(countries.containsAll(Set.of("DE", "FR", "ES", "IT", "NL", "IE", "PT")), countries.toString());
        assertTrue(eur.stream().allMatch(i -> i.getString("currency").equals("EUR")));
        List<JsonObject> mx = data(get("/discoveries?country=MX"));
        assertTrue(mx.stream().allMatch(i -> i.getString("country").equals("MX")));
        List<JsonObject> all = data(get("/discoveries"));
        assertTrue(all.size() > eur.size() + mx.size(), "no parameter lists every corridor");
        assertTrue(all.containsAll(eur) && all.containsAll(mx));
    }

    @Test
    void aWellFormedCorridorWithoutInstitutionsIsAnEmptyList() {
        assertEquals(List.of(), data(get("/discoveries?country=FR&currency=USD")));
        assertEquals(List.of(), data(get("/discoveries?country=AQ")));
    }

    @Test
    void aCountryOrCurrencyThatIsNoCodeIsRefusedWithBothNamedAtOnce() {
        JsonObject e = get("/discoveries?country=XX&currency=PESO").assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("country", "currency"), fields(e));
        assertEquals(Set.of("country"), fields(get("/discoveries?country=ph&currency=PHP").assertError(400, "INVALID_INPUT")),
                "codes are upper case, as the contract writes them");
    }

    // ---- VASPs ---------------------------------------------------------------------------------

    @Test
    void vaspsArePagedInNameOrderWithoutATotalCount() {
        JsonObject first = get("/vasps").json();
        List<JsonObject> page1 = first.getJsonArray("data").getValuesAs(JsonObject.class);
        assertEquals(20, page1.size(), "the default limit");
        assertTrue(first.getBoolean("hasMore"));
        assertFalse(first.containsKey("totalCount"), "the contract's VASP list has no totalCount");
        JsonObject second = get("/vasps?cursor=" + first.getString("nextCursor")).json();
        List<JsonObject> page2 = second.getJsonArray("data").getValuesAs(JsonObject.class);
        assertFalse(second.getBoolean("hasMore"));
        assertFalse(second.containsKey("nextCursor"));
        List<String> all = new ArrayList<>(names(page1, "vaspName"));
        all.addAll(names(page2, "vaspName"));
        assertEquals(all.stream().sorted(String.CASE_INSENSITIVE_ORDER).toList(), all);
        assertEquals(all.size(), Set.copyOf(all).size(), "no VASP twice");
        assertTrue(all.containsAll(List.of("Kraken", "Coinbase", "Bitso")));
        assertEquals(all, walk("/vasps?limit=7", "vaspName"), "smaller pages give the same list");
        JsonObject kraken = page1.stream().filter(v -> v.getString("vaspName").equals("Kraken")).findFirst().orElseThrow();
        assertEquals("https://www.kraken.com", kraken.getString("url"));
    }

    @Test
    void badPagingParametersAreRefusedTogether() {
        assertEquals(Set.of("limit", "cursor"), fields(get("/vasps?limit=0&cursor=bm90LWEtY3Vyc29y").assertError(400, "INVALID_INPUT")));
        assertEquals(Set.of("limit"), fields(get("/vasps?limit=101").assertError(400, "INVALID_INPUT")));
        assertEquals(Set.of("limit"), fields(get("/vasps?limit=ten").assertError(400, "INVALID_INPUT")));
        String providersCursor = get("/uma-providers?limit=1").json().getString("nextCursor");
        assertEquals(Set.of("cursor"), fields(get("/vasps?cursor=" + providersCursor).assertError(400, "INVALID_INPUT")),
                "a cursor of another list is refused");
    }

    /** Follows nextCursor from {@code firstPage} to the end; the names in order. */
    static List<String> walk(String firstPage, String nameField) {
        List<String> seen = new ArrayList<>();
        String path = firstPage;
        for (int i = 0; i < 50; i++) {
            JsonObject page = get(path).json();
            seen.addAll(names(page.getJsonArray("data").getValuesAs(JsonObject.class), nameField));
            if (!page.getBoolean("hasMore")) {
                return seen;
            }
            path = firstPage + (firstPage.contains("?") ? "&" : "?") + "cursor=" + page.getString("nextCursor");
        }
        throw new AssertionError("no last page after 50");
    }

    // ---- UMA providers ---------------------------------------------------------------------------

    @Test
    void umaProvidersComeByNameDescendingByDefaultAndAscendingOnRequest() {
        List<String> desc = walk("/uma-providers?limit=4", "name");
        List<String> asc = walk("/uma-providers?limit=4&sortOrder=asc", "name");
        assertEquals(asc.stream().sorted(String.CASE_INSENSITIVE_ORDER).toList(), asc);
        List<String> reversed = new ArrayList<>(asc);
        java.util.Collections.reverse(reversed);
        assertEquals(reversed, desc, "desc is the default");
        JsonObject page = get("/uma-providers?limit=4").json();
        assertEquals(asc.size(), page.getInt("totalCount"));
    }

    @Test
    void aCursorBelongsToTheOrderItWasIssuedIn() {
        String descCursor = get("/uma-providers?limit=2").json().getString("nextCursor");
        assertEquals(Set.of("cursor"), fields(get("/uma-providers?limit=2&sortOrder=asc&cursor=" + descCursor).assertError(400, "INVALID_INPUT")));
    }

    @Test
    void providersFilterByRegionCurrencyAndAllowList() {
        List<JsonObject> all = data(get("/uma-providers?limit=100"));
        assertTrue(all.stream().anyMatch(p -> !p.getBoolean("allowListStatus")), "blocked providers are included by default");
        List<JsonObject> allowed = data(get("/uma-providers?limit=100&hasBlockedProviders=false"));
        assertTrue(allowed.stream().allMatch(p -> p.getBoolean("allowListStatus")));
        assertEquals(all.stream().filter(p -> p.getBoolean("allowListStatus")).count(), allowed.size());
        assertEquals(all.size(), data(get("/uma-providers?limit=100&hasBlockedProviders=true")).size());

        JsonObject mxn = get("/uma-providers?limit=100&countryCode=MX&currencyCode=MXN").json();
        List<JsonObject> mx = mxn.getJsonArray("data").getValuesAs(JsonObject.class);
        assertFalse(mx.isEmpty());
        assertEquals(mx.size(), mxn.getInt("totalCount"), "totalCount counts what the filters match");
        for (JsonObject p : mx) {
            assertTrue(p.getJsonArray("supportedRegions").getValuesAs(jakarta.json.JsonString.class).stream()
                    .anyMatch(s -> s.getString().equals("MX")), p.toString());
            JsonObject currency = p.getJsonArray("supportedCurrencies").getValuesAs(JsonObject.class).stream()
                    .filter(c -> c.getString("code").equals("MXN")).findFirst().orElseThrow();
            assertEquals(2, currency.getInt("decimals"));
            assertEquals("Mexican Peso", currency.getString("name"));
        }
        assertTrue(mx.size() < all.size());
        assertEquals(List.of(), data(get("/uma-providers?countryCode=AQ")));
        assertTrue(names(all, "domain").contains("sandbox.uma.money"), "the sandbox's own receiving domain is a provider");
    }

    @Test
    void everyBadProviderParameterIsNamedAtOnce() {
        JsonObject e = get("/uma-providers?countryCode=ZZ&currencyCode=usd&hasBlockedProviders=yes&limit=500&sortOrder=up")
                .assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("countryCode", "currencyCode", "hasBlockedProviders", "limit", "sortOrder"), fields(e));
    }

    // ---- crypto withdrawal fee ---------------------------------------------------------------------

    static String feeRequest(String accountId, String currency, String network, long amount, String address) {
        return "{\"internalAccountId\":\"" + accountId + "\",\"currency\":\"" + currency + "\",\"cryptoNetwork\":\"" + network
                + "\",\"amount\":" + amount + ",\"destinationAddress\":\"" + address + "\"}";
    }

    static String account(String currency) {
        return accounts.get(currency).getString("id");
    }

    static final String SOLANA_ADDRESS = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU";
    static final String EVM_ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";

    @Test
    void aWithdrawalFeeIsTheNetworksFeeConvertedAndTheSameQuestionGetsTheSameAnswer() {
        String body = feeRequest(account("USDC"), "USDC", "SOLANA", 1_000_000, SOLANA_ADDRESS);
        Api.Reply first = postJson("/crypto/estimate-withdrawal-fee", body);
        assertEquals(200, first.status(), first.raw().body());
        JsonObject fee = first.json();
        assertEquals(5000, fee.getJsonNumber("networkFee").longValue());
        assertEquals("SOL", fee.getString("networkFeeAsset"));
        assertEquals(0, fee.getJsonNumber("applicationFee").longValue());
        assertEquals(863, fee.getJsonNumber("totalFee").longValue());
        assertEquals(999_137, fee.getJsonNumber("netAmount").longValue());
        assertEquals(fee, postJson("/crypto/estimate-withdrawal-fee", body).json());

        JsonObject ethereum = postJson("/crypto/estimate-withdrawal-fee", feeRequest(account("USDC"), "USDC", "ETHEREUM", 10_000_000, EVM_ADDRESS)).json();
        assertEquals("ETH", ethereum.getString("networkFeeAsset"));
        assertEquals(2_241_380, ethereum.getJsonNumber("totalFee").longValue());
        assertNotEquals(fee.getJsonNumber("totalFee"), ethereum.getJsonNumber("totalFee"), "each network has its own fee");

        JsonObject bitcoin = postJson("/crypto/estimate-withdrawal-fee",
                feeRequest(account("BTC"), "BTC", "BITCOIN", 100_000, "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx")).json();
        assertEquals(1_400, bitcoin.getJsonNumber("totalFee").longValue());
        assertEquals(98_600, bitcoin.getJsonNumber("netAmount").longValue());
        JsonObject spark = postJson("/crypto/estimate-withdrawal-fee", feeRequest(account("USDB"), "USDB", "SPARK", 5_000_000,
                "sprt1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu")).json();
        assertEquals(0, spark.getJsonNumber("totalFee").longValue());
        assertEquals(5_000_000, spark.getJsonNumber("netAmount").longValue());
    }

    @Test
    void everyInvalidFieldOfAnEstimateIsNamedAtOnce() {
        JsonObject e = postJson("/crypto/estimate-withdrawal-fee",
                "{\"internalAccountId\":\"Account:1\",\"currency\":\"DOGE\",\"cryptoNetwork\":\"DOGECHAIN\",\"amount\":0,\"destinationAddress\":\"\"}")
                .assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("internalAccountId", "currency", "cryptoNetwork", "amount", "destinationAddress"), fields(e));
        assertEquals(Set.of("internalAccountId", "currency", "cryptoNetwork", "amount", "destinationAddress"),
                fields(postJson("/crypto/estimate-withdrawal-fee", "{}").assertError(400, "INVALID_INPUT")));
        JsonObject mismatched = postJson("/crypto/estimate-withdrawal-fee", feeRequest(account("USDC"), "USDC", "BITCOIN", 1_000_000, EVM_ADDRESS))
                .assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("cryptoNetwork", "destinationAddress"), fields(mismatched),
                "a network that does not carry the currency and an address of another network's form, together");
        postJson("/crypto/estimate-withdrawal-fee", "[1,2]").assertError(400, "INVALID_INPUT");
    }

    @Test
    void theAccountMustExistAndHoldTheCurrency() {
        postJson("/crypto/estimate-withdrawal-fee", feeRequest("InternalAccount:019542f5-b3e7-1d02-0000-000000000099", "USDC", "SOLANA",
                1_000_000, SOLANA_ADDRESS)).assertError(404, "REFERENCE_NOT_FOUND");
        assertEquals(Set.of("currency"), fields(postJson("/crypto/estimate-withdrawal-fee",
                feeRequest(account("BTC"), "USDC", "SOLANA", 1_000_000, SOLANA_ADDRESS)).assertError(400, "INVALID_INPUT")));
        assertEquals(Set.of("currency"), fields(postJson("/crypto/estimate-withdrawal-fee",
                feeRequest(account("USD"), "USDC", "SOLANA", 1_000_000, SOLANA_ADDRESS)).assertError(400, "INVALID_INPUT")),
                "a fiat account withdraws no crypto");
    }

    @Test
    void anAmountThatDoesNotCoverTheFeeIsOutOfRange() {
        JsonObject e = postJson("/crypto/estimate-withdrawal-fee", feeRequest(account("BTC"), "BTC", "BITCOIN", 1_400,
                "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).assertError(400, "AMOUNT_OUT_OF_RANGE");
        assertEquals(Set.of("amount"), fields(e));
        assertEquals(1, postJson("/crypto/estimate-withdrawal-fee", feeRequest(account("BTC"), "BTC", "BITCOIN", 1_401,
                "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).json().getJsonNumber("netAmount").longValue());
    }
}
