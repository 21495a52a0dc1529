package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import net.ccpay.deploy.it.support.Api;
import org.junit.jupiter.api.Test;

import java.net.http.HttpRequest;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code /tokens}: API tokens made, used, listed and deleted through the API itself. */
class TokensIT {

    static JsonObject create(String name, String permissionsJson) {
        Api.Reply r = postJson("/tokens", "{\"name\":\"" + name + "\",\"permissions\":" + permissionsJson + "}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json();
    }

    static Api.Reply as(JsonObject token, String method, String path, String json) {
        HttpRequest.Builder b = Api.request(path).setHeader("Authorization", Api.basic(token.getString("clientId"), token.getString("clientSecret")));
        if (json != null) {
            b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(json));
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        return Api.send(b.build());
    }

    static Set<String> permissions(JsonObject token) {
        return token.getJsonArray("permissions").getValuesAs(JsonString.class).stream().map(JsonString::getString).collect(Collectors.toSet());
    }

    @Test
    void aNewTokenAuthenticatesWithItsSecretShownOnceAndHasOnlyItsPermissions() {
        JsonObject token = create("read-only " + UUID.randomUUID(), "[\"VIEW\"]");
        assertTrue(token.getString("id").startsWith("Token:"));
        assertEquals(Set.of("VIEW"), permissions(token));
        assertTrue(token.getString("clientSecret").length() >= 40, "a long random secret");
        assertEquals(200, as(token, "GET", "/customers?limit=1", null).status());
        as(token, "POST", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Never Made\"}").assertError(403, "FORBIDDEN");

        JsonObject read = get("/tokens/" + token.getString("id")).json();
        assertEquals(token.getString("clientId"), read.getString("clientId"));
        assertFalse(read.containsKey("clientSecret"), "the secret is shown only when the token is created");
    }

    @Test
    void aWrongSecretForANewTokenIsRefused() {
        JsonObject token = create("wrong-secret " + UUID.randomUUID(), "[\"VIEW\"]");
        HttpRequest req = Api.request("/customers?limit=1").setHeader("Authorization",
                Api.basic(token.getString("clientId"), token.getString("clientSecret") + "x")).GET().build();
        Api.send(req).assertError(401, "UNAUTHORIZED");
    }

    @Test
    void aDeletedTokenIsGoneAndNoLongerAuthenticates() {
        JsonObject token = create("short-lived " + UUID.randomUUID(), "[\"VIEW\",\"TRANSACT\"]");
        String id = token.getString("id");
        Api.Reply deleted = Api.delete("/tokens/" + id);
        assertEquals(204, deleted.status(), deleted.raw().body());
        get("/tokens/" + id).assertError(404, "TOKEN_NOT_FOUND");
        Api.delete("/tokens/" + id).assertError(404, "TOKEN_NOT_FOUND");
        // never used before its deletion, so no gateway cache remembers it: refused at once
        as(token, "GET", "/customers?limit=1", null).assertError(401, "UNAUTHORIZED");
        List<String> listed = get("/tokens?limit=100").json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                .map(t -> t.getString("id")).toList();
        assertFalse(listed.contains(id), "a deleted token is not listed");
    }

    @Test
    void aTokenCannotMintATokenStrongerThanItself() {
        JsonObject manager = create("manager " + UUID.randomUUID(), "[\"VIEW\",\"MANAGE\"]");
        as(manager, "POST", "/tokens", "{\"name\":\"escalated\",\"permissions\":[\"TRANSACT\"]}").assertError(403, "FORBIDDEN");
        Api.Reply weaker = as(manager, "POST", "/tokens", "{\"name\":\"weaker\",\"permissions\":[\"VIEW\"]}");
        assertEquals(201, weaker.status(), weaker.raw().body());
    }

    @Test
    void everyInvalidFieldOfANewTokenIsReportedAtOnce() {
        JsonObject e = postJson("/tokens", "{\"name\":\"\",\"permissions\":[\"VIEW\",\"ROOT\"]}").assertError(400, "INVALID_INPUT");
        Set<String> fields = e.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(f -> f.getString("field")).collect(Collectors.toSet());
        assertTrue(fields.contains("name") && fields.stream().anyMatch(f -> f.startsWith("permissions")), fields.toString());
        postJson("/tokens", "{\"name\":\"no permissions\",\"permissions\":[]}").assertError(400, "INVALID_INPUT");
        get("/tokens/Token:019542f5-b3e7-1d02-0000-000000000001").assertError(404, "TOKEN_NOT_FOUND");
        get("/tokens?createdAfter=yesterday").assertError(400, "INVALID_INPUT");
    }

    @Test
    void theListPagesThroughEveryTokenOnce() {
        String name = "paged " + UUID.randomUUID();
        for (int i = 0; i < 3; i++) {
            create(name, "[\"VIEW\"]");
        }
        Set<String> seen = new java.util.HashSet<>();
        String cursor = null;
        int pages = 0;
        do {
            Api.Reply r = get("/tokens?limit=2&name=" + java.net.URLEncoder.encode(name, java.nio.charset.StandardCharsets.UTF_8)
                    + (cursor == null ? "" : "&cursor=" + cursor));
            assertEquals(200, r.status(), r.raw().body());
            JsonObject page = r.json();
            assertEquals(3, page.getInt("totalCount"));
            page.getJsonArray("data").getValuesAs(JsonObject.class).forEach(t -> assertTrue(seen.add(t.getString("id")), "no duplicates"));
            cursor = page.getBoolean("hasMore") ? page.getString("nextCursor") : null;
            pages++;
        } while (cursor != null && pages < 5);
        assertEquals(3, seen.size());
        assertEquals(2, pages);
        JsonObject bootstrap = get("/tokens?limit=100").json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                .filter(t -> "sandbox".equals(t.getString("clientId"))).findFirst().orElseThrow();
        assertNotEquals(Set.of(), permissions(bootstrap));
        assertFalse(permissions(bootstrap).contains("OPERATOR"), "only the contract's permissions are shown");
    }
}
