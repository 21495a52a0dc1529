package net.ccpay.deploy.it;

import net.ccpay.deploy.it.support.Agents;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.PlatformHarness;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Walks the gateway's route table (every operation of the contract, plus our own) in sandbox mode and
 * sends each a minimal request as a client would (the operation's scheme: the sandbox API token, an
 * agent's access token, or none; path parameters filled with well-formed ids that name nothing; a JSON
 * {@code {}} body where the method takes one). None may answer 501 NOT_IMPLEMENTED. The answers are
 * not checked against the contract here: a minimal request draws 400s and 404s that the other tests
 * check operation by operation.
 */
class NoNotImplementedIT {

    static final Path ROUTES = Path.of("..", "gateway", "src", "main", "resources", "routes.tsv");
    static final Pattern PARAM = Pattern.compile("\\{([A-Za-z]+)}");
    static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();

    record Route(String method, String path, String operationId, String service, String auth) {}

    static List<Route> routes() throws IOException {
        List<Route> out = new ArrayList<>();
        for (String line : Files.readAllLines(ROUTES)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] c = line.split("\t");
            out.add(new Route(c[0], c[1], c[2], c[3], c[4]));
        }
        return out;
    }

    /** A well-formed id of the type the parameter names (an unknown one), or a plain token. */
    static String dummy(String param) {
        String uuid = "019542f5-b3e7-1d02-0000-0000000000aa";
        String p = param.toLowerCase();
        String type = p.contains("customer") ? "Customer"
                : p.contains("externalaccount") ? "ExternalAccount"
                : p.contains("account") ? "InternalAccount"
                : p.contains("transaction") ? "Transaction"
                : p.contains("quote") ? "Quote"
                : p.contains("webhook") ? "Webhook"
                : p.contains("agent") ? "Agent"
                : p.contains("action") ? "AgentAction"
                : p.contains("job") ? "Job"
                : p.contains("document") ? "Document"
                : p.contains("owner") ? "BeneficialOwner"
                : p.contains("verification") ? "Verification"
                : p.contains("code") ? null
                : null;
        if (p.equals("code")) {
            return "GRID-AGENT-2345-6789-ABCD-EFGH";
        }
        return type == null ? "Dummy:" + uuid : type + ":" + uuid;
    }

    static String fill(String path) {
        Matcher m = PARAM.matcher(path);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(dummy(m.group(1)).replace(":", "%3A")));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    @Test
    void noOperationOfTheRouteTableAnswers501InSandboxMode() throws Exception {
        List<Route> routes = routes();
        assertTrue(routes.size() >= 150, "the route table has every operation: " + routes.size());
        String agentToken = Agents.redeemed(agentCode());
        List<String> notImplemented = new ArrayList<>();
        List<String> serverErrors = new ArrayList<>();
        int answered = 0;
        java.util.Map<Integer, Integer> statuses = new java.util.TreeMap<>();
        for (Route r : routes) {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + fill(r.path())))
                    .timeout(Duration.ofSeconds(30));
            switch (r.auth()) {
                case "basic" -> b.header("Authorization", Api.basic(Api.TOKEN_ID, Api.TOKEN_SECRET));
                case "bearer" -> b.header("Authorization", "Bearer " + agentToken);
                default -> { }
            }
            boolean withBody = r.method().equals("POST") || r.method().equals("PATCH") || r.method().equals("PUT");
            if (withBody) {
                b.header("Content-Type", "application/json");
            }
            b.method(r.method(), withBody ? HttpRequest.BodyPublishers.ofString("{}") : HttpRequest.BodyPublishers.noBody());
            HttpResponse<String> resp = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
            answered++;
            statuses.merge(resp.statusCode(), 1, Integer::sum);
            String what = r.method() + " " + r.path() + " (" + r.operationId() + ", " + r.service() + ") -> " + resp.statusCode() + " " + resp.body();
            if (resp.statusCode() == 501 || resp.body().contains("\"NOT_IMPLEMENTED\"")) {
                notImplemented.add(what);
            } else if (resp.statusCode() >= 500) {
                serverErrors.add(what);
            }
        }
        System.out.println("[walker] " + answered + " operations, statuses " + statuses);
        assertEquals(routes.size(), answered);
        assertEquals(List.of(), notImplemented, "operations that answer 501");
        assertEquals(List.of(), serverErrors, "operations that fail on a minimal request");
    }

    /** A fresh agent's device code (the agent operations need its Bearer token). */
    static String agentCode() {
        String customer = Onboarding.individual("Walker Agent " + Onboarding.unique()).getString("id");
        Api.Reply r = Api.postJson("/agents", "{\"name\":\"Route walker\",\"customerId\":\"" + customer + "\",\"policy\":" + Agents.POLICY + "}");
        assertEquals(201, r.status(), r.raw().body());
        return r.json().getJsonObject("deviceCode").getString("code");
    }
}
