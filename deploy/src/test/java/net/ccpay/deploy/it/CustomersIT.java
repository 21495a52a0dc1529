package net.ccpay.deploy.it;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.InternalCalls;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static net.ccpay.deploy.it.support.Api.delete;
import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.patchJson;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Onboarding.ADDRESS;
import static net.ccpay.deploy.it.support.Onboarding.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Customers through the gateway: the contract's shapes, the KYC table at creation, paging, PATCH, DELETE, 409 stubs. */
class CustomersIT {

    @ParameterizedTest(name = "fullName suffix {0} → kycStatus {1}")
    @CsvSource({"001, PENDING, CUSTOMER.KYC_PENDING", "002, REJECTED, CUSTOMER.KYC_REJECTED", "777, APPROVED, CUSTOMER.KYC_APPROVED"})
    void theFullNameSuffixSetsTheKycStatusAndItIsAnnounced(String suffix, String status, String event) {
        JsonObject c = Onboarding.individual("Ada Lovelace " + suffix);
        assertEquals(status, c.getString("kycStatus"));
        JsonObject w = Webhooks.awaitFor(event, c.getString("id"), Duration.ofSeconds(30));
        assertEquals(status, w.getJsonObject("body").getJsonObject("data").getString("kycStatus"));
        assertEquals(c.getString("umaAddress"), w.getJsonObject("body").getJsonObject("data").getString("umaAddress"), "full customer as data");
    }

    @Test
    void suffix003IsUnverified() {
        assertEquals("UNVERIFIED", Onboarding.individual("Ada Lovelace 003").getString("kycStatus"));
    }

    @Test
    void anIndividualIsReturnedInTheContractShape() {
        Api.Reply r = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Grace Hopper\",\"birthDate\":\"1906-12-09\","
                + "\"nationality\":\"US\",\"idType\":\"SSN\",\"identifier\":\"123-45-6789\",\"address\":" + ADDRESS
                + ",\"email\":\"grace@example.com\",\"phoneNumber\":\"+14155551234\",\"currencies\":[\"USD\"]}");
        assertEquals(201, r.status(), r.raw().body());
        JsonObject c = r.json();
        assertTrue(c.getString("id").matches("Customer:[0-9a-f-]{36}"), c.getString("id"));
        assertTrue(c.getString("umaAddress").startsWith("$"), "generated UMA address");
        assertFalse(c.getString("platformCustomerId").isBlank());
        assertFalse(c.containsKey("identifier"), "identifier is write-only");
        assertEquals("10001", c.getJsonObject("address").getString("postalCode"));
        assertEquals(false, c.getBoolean("isDeleted"));
        Instant.parse(c.getString("createdAt"));
        Instant.parse(c.getString("updatedAt"));
        assertEquals(c, get("/customers/" + c.getString("id")).json());
    }

    @Test
    void aBusinessIsCreatedUnverifiedWithNoOwners() {
        JsonObject b = Onboarding.business("REG-" + unique() + "-001", true);
        assertEquals("BUSINESS", b.getString("customerType"));
        assertEquals("UNVERIFIED", b.getString("kybStatus"));
        assertFalse(b.containsKey("kycStatus"));
        assertEquals(0, b.getJsonArray("beneficialOwners").size());
    }

    @Test
    void aDuplicatePlatformCustomerIdIs409() {
        String pid = "dup-" + unique();
        assertEquals(201, postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + pid + "\"}").status());
        postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + pid + "\"}").assertError(409, "CONFLICT");
    }

    @Test
    void concurrentCreatesWithOnePlatformCustomerIdMakeOneCustomerAndConflicts() throws Exception {
        String body = "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"race-" + unique() + "\"}";
        var pool = java.util.concurrent.Executors.newFixedThreadPool(6);
        try {
            List<java.util.concurrent.Future<Api.Reply>> replies = new java.util.ArrayList<>();
            for (int i = 0; i < 6; i++) {
                replies.add(pool.submit(() -> postJson("/customers", body)));
            }
            List<Integer> statuses = new java.util.ArrayList<>();
            for (var f : replies) {
                Api.Reply r = f.get();
                statuses.add(r.status());
                if (r.status() != 201) {
                    r.assertError(409, "CONFLICT");
                }
            }
            assertEquals(1, statuses.stream().filter(s -> s == 201).count(), statuses.toString());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void everyInvalidFieldIsReportedInOne400() {
        JsonObject e = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"birthDate\":\"09/12/1906\",\"nationality\":\"USA\","
                + "\"phoneNumber\":\"555-1234\",\"email\":\"nope\",\"idType\":\"PASSPORT\",\"address\":{\"line1\":\"x\"}}")
                .assertError(400, "INVALID_INPUT");
        Map<String, JsonObject> byField = Errors.byField(e);
        assertEquals(List.of("birthDate", "nationality", "address.postalCode", "address.country", "idType", "email", "phoneNumber").stream()
                .sorted().toList(), byField.keySet().stream().sorted().toList());
        assertEquals("date", byField.get("birthDate").getJsonObject("constraint").getString("format"));
        assertEquals("iso3166-1-alpha-2", byField.get("nationality").getJsonObject("constraint").getString("format"));
        assertEquals("e.164", byField.get("phoneNumber").getJsonObject("constraint").getString("format"));
        assertEquals("email", byField.get("email").getJsonObject("constraint").getString("format"));
        assertTrue(byField.get("idType").getJsonObject("constraint").getJsonArray("enum").toString().contains("SSN"));
        postJson("/customers", "{\"customerType\":\"ROBOT\"}").assertError(400, "INVALID_INPUT");
        String pid = "invalid-" + unique();
        postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + pid + "\",\"nationality\":\"USA\"}")
                .assertError(400, "INVALID_INPUT");
        assertEquals(0, get("/customers?isIncludingDeleted=true&platformCustomerId=" + pid).json().getInt("totalCount"), "nothing written");
    }

    @Test
    void listsArePagedWithAnOpaqueCursorAndFiltered() {
        String currency = "Z" + unique().toUpperCase().replaceAll("[^A-Z0-9]", "7").substring(0, 4);
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Api.Reply r = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Pager " + i + "\",\"currencies\":[\"" + currency + "\"]}");
            ids.add(r.json().getString("id"));
        }
        JsonObject p1 = get("/customers?limit=2&currency=" + currency).json();
        assertEquals(3, p1.getInt("totalCount"));
        assertTrue(p1.getBoolean("hasMore"));
        JsonObject p2 = get("/customers?limit=2&currency=" + currency + "&cursor=" + p1.getString("nextCursor")).json();
        assertFalse(p2.getBoolean("hasMore"));
        assertFalse(p2.containsKey("nextCursor"));
        List<String> seen = new java.util.ArrayList<>(idsOf(p1.getJsonArray("data")));
        seen.addAll(idsOf(p2.getJsonArray("data")));
        assertEquals(ids, seen, "every customer once, in creation order");
        assertEquals(0, get("/customers?currency=" + currency + "&customerType=BUSINESS").json().getInt("totalCount"));
        assertEquals(1, get("/customers?umaAddress=" + java.net.URLEncoder.encode(get("/customers/" + ids.get(0)).json().getString("umaAddress"),
                java.nio.charset.StandardCharsets.UTF_8)).json().getInt("totalCount"));
        assertEquals(0, get("/customers?currency=" + currency + "&createdAfter=2999-01-01T00:00:00Z").json().getInt("totalCount"));
    }

    @Test
    void theCurrencyFilterFollowsEveryChangeOfACustomersCurrenciesAndCombinesWithTheRegion() {
        String since = Instant.now().minusSeconds(1).toString();
        String one = "X" + unique().toUpperCase().replaceAll("[^A-Z0-9]", "7").substring(0, 4);
        String two = "W" + unique().toUpperCase().replaceAll("[^A-Z0-9]", "7").substring(0, 4);
        String a = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Cur A\",\"region\":\"MX\",\"currencies\":[\"" + one + "\"]}")
                .json().getString("id");
        String b = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Cur B\",\"currencies\":[\"" + one + "\",\"" + two + "\"]}")
                .json().getString("id");
        String c = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Cur C\",\"currencies\":[\"" + two + "\"]}").json().getString("id");
        assertEquals(List.of(a, b), allIds("/customers?limit=1&currency=" + one));
        assertEquals(List.of(b, c), allIds("/customers?limit=1&currency=" + two));

        Api.Reply moved = patchJson("/customers/" + a, "{\"customerType\":\"INDIVIDUAL\",\"currencies\":[\"" + two + "\"]}");
        assertEquals(200, moved.status(), moved.raw().body());
        assertEquals(List.of(b), allIds("/customers?limit=1&currency=" + one), "a customer that no longer declares the currency leaves its list");
        assertEquals(List.of(a, b, c), allIds("/customers?limit=1&currency=" + two), "and joins the other one's, in creation order");
        rename(c);
        assertEquals(3, get("/customers?currency=" + two).json().getInt("totalCount"), "a change of something else keeps the currencies");
        assertTrue(allIds("/customers?region=MX&limit=100&createdAfter=" + since).contains(a), "a change of the currencies keeps the region");
        assertEquals(List.of(), allIds("/customers?region=MX&currency=" + one + "&createdAfter=" + since));
        assertEquals(List.of(a), allIds("/customers?region=MX&currency=" + two + "&createdAfter=" + since), "both filters at once");
        // the API does not change a region; an operator's SQL does, and the list follows it as it follows the service
        try (java.sql.Connection db = net.ccpay.deploy.it.support.Databases.of("customer");
             java.sql.PreparedStatement st = db.prepareStatement("UPDATE customer SET profile = JSON_SET(profile, '$.region', 'CA') WHERE id = ?")) {
            st.setString(1, a);
            assertEquals(1, st.executeUpdate());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        assertFalse(allIds("/customers?region=MX&limit=100&createdAfter=" + since).contains(a), "a customer that moved leaves its region");
        assertEquals(List.of(a), allIds("/customers?region=CA&currency=" + two + "&createdAfter=" + since), "and is listed in the new one");

        assertEquals(200, delete("/customers/" + b).status());
        JsonObject live = get("/customers?currency=" + one).json();
        assertEquals(0, live.getInt("totalCount"));
        assertEquals(List.of(), idsOf(live.getJsonArray("data")));
        assertEquals(List.of(b), allIds("/customers?limit=1&isIncludingDeleted=true&currency=" + one));
        assertEquals(1, get("/customers?isIncludingDeleted=true&currency=" + one).json().getInt("totalCount"), "counted with the deleted");
        assertEquals(List.of(c), allIds("/customers?limit=1&currency=" + two + "&createdAfter="
                + java.net.URLEncoder.encode(get("/customers/" + a).json().getString("createdAt"), java.nio.charset.StandardCharsets.UTF_8)),
                "the other filters apply to the currency's customers");
    }

    @Test
    void theRegionFilterListsTheLiveCustomersOfThatRegionOnly() {
        String since = Instant.now().minusSeconds(1).toString();
        String mx = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Region Mx\",\"region\":\"MX\"}").json().getString("id");
        String gone = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Region Gone\",\"region\":\"MX\"}").json().getString("id");
        String us = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Region Us\",\"region\":\"US\"}").json().getString("id");
        assertEquals(200, delete("/customers/" + gone).status());
        // every page: other tests' background work (a bulk import) may add customers of the region meanwhile
        List<String> mexican = allIds("/customers?region=MX&limit=100&createdAfter=" + since);
        assertTrue(mexican.contains(mx), mexican.toString());
        assertFalse(mexican.contains(us), "a customer of another region");
        assertFalse(mexican.contains(gone), "a deleted customer");
        List<String> withDeleted = allIds("/customers?region=MX&limit=100&isIncludingDeleted=true&createdAfter=" + since);
        assertTrue(withDeleted.contains(gone), () -> "a deleted customer when asked for: " + gone + " not in " + withDeleted + "; since " + since
                + "; the customer now: " + get("/customers/" + gone).raw().body());
        assertTrue(allIds("/customers?region=US&limit=100&createdAfter=" + since).contains(us));
    }

    /** The ids of every page of a list, following nextCursor. */
    private static List<String> allIds(String query) {
        List<String> ids = new java.util.ArrayList<>();
        String cursor = null;
        for (int page = 0; page < 100; page++) {
            JsonObject p = get(query + (cursor == null ? "" : "&cursor=" + java.net.URLEncoder.encode(cursor, java.nio.charset.StandardCharsets.UTF_8))).json();
            ids.addAll(idsOf(p.getJsonArray("data")));
            if (!p.getBoolean("hasMore")) {
                return ids;
            }
            cursor = p.getString("nextCursor");
        }
        throw new AssertionError("more than 100 pages of " + query);
    }

    @Test
    void aListFilteredByUpdateTimeIsInUpdateOrderAndACustomerChangedWhilePagingComesAgainAtTheEnd() {
        String currency = "Y" + unique().toUpperCase().replaceAll("[^A-Z0-9]", "7").substring(0, 4);
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Api.Reply r = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Synced " + i + "\",\"currencies\":[\"" + currency + "\"]}");
            assertEquals(201, r.status(), r.raw().body());
            ids.add(r.json().getString("id"));
        }
        String a = ids.get(0), b = ids.get(1), c = ids.get(2), d = ids.get(3), e = ids.get(4);
        String since = get("/customers/" + e).json().getString("updatedAt");
        for (String id : List.of(c, a, e, b)) {
            rename(id);
        }
        String list = "/customers?limit=2&currency=" + currency + "&updatedAfter=" + since;
        JsonObject p1 = get(list).json();
        assertEquals(4, p1.getInt("totalCount"), "the four changed since, not the one only created");
        assertEquals(List.of(c, a), idsOf(p1.getJsonArray("data")), "in the order they were changed");
        assertTrue(p1.getBoolean("hasMore"));

        // a cursor belongs to its order: the same customers in creation order and this list refuse each other's cursor
        String byCreation = "/customers?limit=2&currency=" + currency;
        String creationCursor = get(byCreation).json().getString("nextCursor");
        assertEquals(List.of("cursor"), Errors.fields(get(list + "&cursor=" + creationCursor).assertError(400, "INVALID_INPUT")));
        assertEquals(List.of("cursor"), Errors.fields(get(byCreation + "&cursor=" + p1.getString("nextCursor")).assertError(400, "INVALID_INPUT")));
        assertEquals(List.of(c, d), idsOf(get(byCreation + "&cursor=" + creationCursor).json().getJsonArray("data")), "creation order as before");

        rename(a); // already seen: it is seen again, last
        JsonObject p2 = get(list + "&cursor=" + p1.getString("nextCursor")).json();
        assertEquals(List.of(e, b), idsOf(p2.getJsonArray("data")));
        assertTrue(p2.getBoolean("hasMore"));
        JsonObject p3 = get(list + "&cursor=" + p2.getString("nextCursor")).json();
        assertEquals(List.of(a), idsOf(p3.getJsonArray("data")));
        assertFalse(p3.getBoolean("hasMore"));
        assertFalse(p3.containsKey("nextCursor"));
        List<Instant> times = new java.util.ArrayList<>();
        for (JsonObject p : List.of(p1, p2, p3)) {
            p.getJsonArray("data").getValuesAs(JsonObject.class).forEach(x -> times.add(Instant.parse(x.getString("updatedAt"))));
        }
        assertEquals(times.stream().sorted().toList(), times, "updatedAt ascending across the pages");

        // updatedBefore alone orders by update time too: the one only created first
        assertEquals(List.of(d, c, e, b, a), allIds("/customers?limit=2&currency=" + currency + "&updatedBefore=2999-01-01T00:00:00Z"));
        // a deletion is a change: the deleted customer leaves the live list and ends the list that includes deleted ones
        assertEquals(200, delete("/customers/" + c).status());
        assertEquals(List.of(e, b, a), allIds(list));
        assertEquals(List.of(e, b, a, c), allIds(list + "&isIncludingDeleted=true"));
    }

    private static void rename(String id) {
        Api.Reply r = patchJson("/customers/" + id, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Synced " + unique() + "\"}");
        assertEquals(200, r.status(), r.raw().body());
    }

    @Test
    void badListParametersAre400() {
        for (String q : List.of("limit=0", "limit=101", "limit=x", "cursor=garbage", "customerType=ROBOT", "createdAfter=yesterday")) {
            get("/customers?" + q).assertError(400, "INVALID_INPUT");
        }
        // a filter value no customer could have is a mistake to report, not an empty list; every bad one at once
        JsonObject e = get("/customers?region=usa&currency=US%24").assertError(400, "INVALID_INPUT");
        assertEquals(List.of("currency", "region"), e.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(x -> x.getString("field")).sorted().toList());
        Api.Reply all = get("/customers");
        assertEquals(200, all.status(), all.raw().body());
        assertTrue(all.json().getJsonArray("data").size() <= 20, "default limit 20");
    }

    @Test
    void patchMergesPresentFieldsAndNeedsTheCustomerType() {
        JsonObject c = Onboarding.individual("Patchy 001");
        String path = "/customers/" + c.getString("id");
        patchJson(path, "{\"idType\":\"SSN\"}").assertError(400, "INVALID_INPUT");
        patchJson(path, "{\"customerType\":\"BUSINESS\"}").assertError(400, "INVALID_INPUT");
        // a JSON null is no customer type: required, as when absent (other fields' nulls keep the stored value)
        assertEquals(List.of("customerType"), Errors.fields(patchJson(path, "{\"customerType\":null,\"fullName\":\"Nulled\"}")
                .assertError(400, "INVALID_INPUT")));
        for (String wrong : List.of("5", "[\"INDIVIDUAL\"]", "{\"a\":{\"b\":{}}}")) {
            assertEquals(List.of("customerType"), Errors.fields(patchJson(path, "{\"customerType\":" + wrong + ",\"fullName\":\"Nulled\"}")
                    .assertError(400, "INVALID_INPUT")), wrong);
        }
        assertEquals("Patchy 001", get(path).json().getString("fullName"), "nothing written");
        JsonObject e = patchJson(path, "{\"customerType\":\"INDIVIDUAL\",\"nationality\":\"XX\",\"birthDate\":\"2001-02-30\"}")
                .assertError(400, "INVALID_INPUT");
        assertEquals(2, e.getJsonObject("details").getJsonArray("errors").size());
        Api.Reply ok = patchJson(path, "{\"customerType\":\"INDIVIDUAL\",\"idType\":\"SSN\",\"identifier\":\"1\",\"address\":" + ADDRESS + "}");
        assertEquals(200, ok.status(), ok.raw().body());
        JsonObject u = ok.json();
        assertEquals("Patchy 001", u.getString("fullName"), "untouched fields stay");
        assertEquals("SSN", u.getString("idType"));
        assertEquals("PENDING", u.getString("kycStatus"));
        assertNotEquals(c.getString("updatedAt"), u.getString("updatedAt"));
        patchJson("/customers/Customer:019542f5-b3e7-1d02-0000-000000000009", "{\"customerType\":\"INDIVIDUAL\"}").assertError(404, "USER_NOT_FOUND");
    }

    @Test
    void deleteIsSoftThenTheCustomerIsGone() {
        String pid = "del-" + unique();
        JsonObject c = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + pid + "\"}").json();
        String path = "/customers/" + c.getString("id");
        Api.Reply d = delete(path);
        assertEquals(200, d.status(), d.raw().body());
        assertTrue(d.json().getBoolean("isDeleted"));
        get(path).assertError(404, "USER_NOT_FOUND");
        delete(path).assertError(410, "CUSTOMER_DELETED");
        assertEquals(0, get("/customers?platformCustomerId=" + pid).json().getInt("totalCount"));
        assertEquals(1, get("/customers?isIncludingDeleted=true&platformCustomerId=" + pid).json().getInt("totalCount"));
        assertEquals(201, postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"platformCustomerId\":\"" + pid + "\"}").status(),
                "a deleted customer frees its platformCustomerId");
        delete("/customers/Customer:019542f5-b3e7-1d02-0000-000000000009").assertError(404, "USER_NOT_FOUND");
    }

    @Test
    void endUserTermsAreServedAndOnlyTheirVersionIsAccepted() {
        JsonObject t = get("/customers/end-user-terms").json();
        assertEquals("V1", t.getString("version"));
        URI.create(t.getString("url"));
        String consent = "\"endUserTermsConsent\":{\"acceptedAt\":\"2026-01-01T00:00:00Z\",\"ipAddress\":\"203.0.113.7\","
                + "\"acceptanceMethod\":\"CHECKBOX\",\"termsVersion\":";
        assertEquals(201, postJson("/customers", "{\"customerType\":\"INDIVIDUAL\"," + consent + "\"V1\"}}").status());
        postJson("/customers", "{\"customerType\":\"INDIVIDUAL\"," + consent + "\"V9\"}}").assertError(400, "END_USER_TERMS_VERSION_NOT_FOUND");
    }

    /** Contact verification is mandated for no customer; SCA only where a region requires it (ScaIT), and this customer lives in the US. */
    @Test
    void contactVerificationAndScaAreNotMandatedSo409() {
        String id = Onboarding.individual("Contact Me").getString("id");
        String account = net.ccpay.deploy.it.support.Payments.externalUsdAccount(id, "555000123456");
        for (String p : List.of("/customers/" + id + "/verify-email", "/customers/" + id + "/verify-email/confirm",
                "/customers/" + id + "/verify-phone", "/customers/" + id + "/verify-phone/confirm", "/sca/factors?customerId=" + id,
                "/sca/login/start?customerId=" + id, "/customers/external-accounts/" + account + "/trust")) {
            JsonObject e = postJson(p, "{}").assertError(409, "CONFLICT");
            assertTrue(e.getString("message").contains("not"), e.getString("message"));
        }
        get("/sca/factors?customerId=" + id).assertError(409, "CONFLICT");
        postJson("/customers/Customer:019542f5-b3e7-1d02-0000-000000000009/verify-email", "{}").assertError(404, "USER_NOT_FOUND");
    }

    @Test
    void otherServicesCanReadANewCustomerAtOnceThroughTheInternalEndpoint() {
        JsonObject c = Onboarding.individual("Read Your Writes");
        String direct = PlatformHarness.serverUrl() + "/customer-service/internal/customers/" + c.getString("id");
        Api.Reply r = Api.send(HttpRequest.newBuilder(URI.create(direct)).header("X-Internal-Auth", InternalCalls.credentialFor("customer-service"))
                .GET().build());
        assertEquals(200, r.status(), r.raw().body());
        assertEquals(c.getString("id"), r.json().getString("id"));
        Api.send(HttpRequest.newBuilder(URI.create(direct)).GET().build()).assertError(401, "UNAUTHORIZED");
        Api.send(HttpRequest.newBuilder(URI.create(PlatformHarness.serverUrl() + "/customer-service/internal/customers/Customer:019542f5-b3e7-1d02-0000-000000000009"))
                .header("X-Internal-Auth", InternalCalls.credentialFor("customer-service")).GET().build()).assertError(404, "USER_NOT_FOUND");
        get("/internal/customers/" + c.getString("id")).assertError(404, "REFERENCE_NOT_FOUND");
    }

    static List<String> idsOf(JsonArray data) {
        return data.getValuesAs(JsonObject.class).stream().map(o -> o.getString("id")).toList();
    }
}
