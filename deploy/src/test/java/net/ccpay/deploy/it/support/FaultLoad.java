package net.ccpay.deploy.it.support;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.deploy.contract.ContractGuard;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * The fault suite's traffic: workers that create customers, fund accounts, create quotes and execute them,
 * every write with an Idempotency-Key, each retried with the same key and body until it gets an answer that
 * is not a failure of the platform (a 5xx, 429 or a broken connection) — as a careful client would. A share
 * of 2xx answers is sent again, to check that the replay is the first answer byte for byte; a share of
 * requests is malformed or hostile and must be refused. Everything is recorded for the audit.
 */
public final class FaultLoad {

    /** One logical request: what was sent, how often, and the answer it ended with (status 0: none within the deadline). */
    public record Outcome(String kind, String key, String path, String body, int status, String answer, int attempts, long micros) {
        public boolean ok() {
            return status >= 200 && status < 300;
        }
    }

    /** The pool accounts executes draw on, with their external destination. */
    public record PoolAccount(String customerId, String accountId, String externalId) {}

    private static final Duration GIVE_UP = Duration.ofSeconds(180);

    private final String apiBase;
    private final String auth;
    private final List<PoolAccount> pool;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(3)).build();
    public final List<Outcome> outcomes = Collections.synchronizedList(new ArrayList<>());
    public final Queue<String> replayMismatches = new ConcurrentLinkedQueue<>();
    public final Queue<String> contractViolations = new ConcurrentLinkedQueue<>();
    public final Queue<String> hostileAccepted = new ConcurrentLinkedQueue<>();
    public final Map<Integer, LongAdder> attemptStatuses = new ConcurrentHashMap<>();
    public final LongAdder requestsSent = new LongAdder();
    public final LongAdder replays = new LongAdder();
    public final LongAdder hostile = new LongAdder();
    private final AtomicLong seq = new AtomicLong();
    /** Hostile requests come from clients of their own (a protocol error ends its connection). */
    private final HttpClient hostileHttp = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(3)).build();
    private final Queue<String> quotesToExecute = new ConcurrentLinkedQueue<>();

    public FaultLoad(String apiBase, String auth, List<PoolAccount> pool) {
        this.apiBase = apiBase;
        this.auth = auth;
        this.pool = pool;
    }

    /** Runs {@code workers} threads until {@code stop} is set. */
    public List<Thread> start(int workers, AtomicBoolean stop) {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            Thread t = new Thread(() -> {
                while (!stop.get()) {
                    step();
                }
            }, "fault-load-" + i);
            t.start();
            threads.add(t);
        }
        return threads;
    }

    public long operations() {
        return outcomes.size();
    }

    private void step() {
        long n = seq.incrementAndGet();
        ThreadLocalRandom r = ThreadLocalRandom.current();
        PoolAccount a = pool.get((int) (n % pool.size()));
        int pick = r.nextInt(100);
        if (pick < 5) {
            hostile(n, a);
        } else if (pick < 30) {
            write("customer", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Fault Load " + n
                    + "\",\"platformCustomerId\":\"fault-" + n + "\"}");
        } else if (pick < 50) {
            // a distinct amount per deposit, so the audit can find each one in the ledger
            write("fund", "/sandbox/internal-accounts/" + a.accountId() + "/fund", "{\"amount\":" + (1_000_000 + n) + "}");
        } else {
            String quote = pick < 75 ? null : quotesToExecute.poll();
            if (quote == null) {
                Outcome q = write("quote", "/quotes", "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"" + a.accountId()
                        + "\"},\"destination\":{\"destinationType\":\"ACCOUNT\",\"accountId\":\"" + a.externalId()
                        + "\"},\"lockedCurrencySide\":\"SENDING\",\"lockedCurrencyAmount\":" + (100 + n % 50) + "}");
                if (q.ok()) {
                    quotesToExecute.add(json(q.answer()).getString("id"));
                }
            } else {
                write("execute", "/quotes/" + quote + "/execute", "{}");
            }
        }
    }

    /** A write with an Idempotency-Key, retried with the same key while the platform fails. */
    Outcome write(String kind, String path, String body) {
        String key = kind + "-" + UUID.randomUUID();
        long t0 = System.nanoTime();
        long deadline = t0 + GIVE_UP.toNanos();
        int attempts = 0;
        HttpResponse<String> last = null;
        while (System.nanoTime() < deadline) {
            attempts++;
            last = send(path, body, key);
            if (last != null && final_(last)) {
                break;
            }
            last = null;
            sleep(Math.min(2000, 100L * attempts));
        }
        Outcome o = new Outcome(kind, key, path, body, last == null ? 0 : last.statusCode(), last == null ? null : last.body(),
                attempts, (System.nanoTime() - t0) / 1000);
        outcomes.add(o);
        if (o.ok() && ThreadLocalRandom.current().nextInt(10) == 0) {
            replay(o);
        }
        return o;
    }

    /** The same key and body again: the first answer, exactly. */
    private void replay(Outcome first) {
        replays.increment();
        long deadline = System.nanoTime() + GIVE_UP.toNanos();
        while (System.nanoTime() < deadline) {
            HttpResponse<String> again = send(first.path(), first.body(), first.key());
            if (again != null && final_(again)) {
                if (again.statusCode() != first.status() || !again.body().equals(first.answer())) {
                    replayMismatches.add(first.kind() + " " + first.key() + ": first " + first.status() + " " + first.answer()
                            + ", replay " + again.statusCode() + " " + again.body());
                }
                return;
            }
            sleep(500);
        }
        replayMismatches.add(first.kind() + " " + first.key() + ": the replay got no answer within " + GIVE_UP.toSeconds() + " s");
    }

    /** Malformed and hostile requests: each must be refused (4xx), never accepted. */
    private void hostile(long n, PoolAccount a) {
        hostile.increment();
        String[][] cases = {
                {"/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":"},
                {"/customers", "{\"customerType\":\"ALIEN\",\"fullName\":\"<script>alert(1)</script>\"}"},
                {"/sandbox/internal-accounts/" + a.accountId() + "/fund", "{\"amount\":-5}"},
                {"/sandbox/internal-accounts/" + a.accountId() + "/fund", "{\"amount\":1e400}"},
                {"/quotes", "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"' OR 1=1 --\"},\"lockedCurrencySide\":\"SENDING\"}"},
                {"/quotes/Quote:00000000-0000-0000-0000-000000000000/execute", "{}"},
        };
        String[] c = cases[(int) (n % cases.length)];
        long deadline = System.nanoTime() + GIVE_UP.toNanos();
        while (System.nanoTime() < deadline) {
            HttpResponse<String> res = send(c[0], c[1], "hostile-" + UUID.randomUUID());
            if (res != null && res.statusCode() < 500 && res.statusCode() != 429) {
                if (res.statusCode() < 400) {
                    hostileAccepted.add(c[0] + " " + c[1] + " -> " + res.statusCode());
                }
                return;
            }
            sleep(500);
        }
    }

    private HttpResponse<String> send(String path, String body, String key) {
        HttpRequest req = HttpRequest.newBuilder(URI.create(apiBase + path))
                .timeout(Duration.ofSeconds(20))
                .header("Authorization", auth)
                .header("Content-Type", "application/json")
                .header("Idempotency-Key", key)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        requestsSent.increment();
        HttpResponse<String> res;
        boolean isHostile = key.startsWith("hostile-");
        try {
            res = (isHostile ? hostileHttp : http).send(req, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            attemptStatuses.computeIfAbsent(0, k -> new LongAdder()).increment();
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        attemptStatuses.computeIfAbsent(res.statusCode(), k -> new LongAdder()).increment();
        try {
            ContractGuard.get().check(req.method(), req.uri(), res.statusCode(), res.headers().firstValue("Content-Type").orElse(null), res.body());
        } catch (AssertionError e) {
            contractViolations.add(req.method() + " " + path + " " + res.statusCode() + ": " + e.getMessage());
        }
        return res;
    }

    /**
     * An answer to keep: not a failure of the platform (5xx, 429) and not "the first request with this key is
     * still running" (409 IDEMPOTENCY_KEY_IN_PROGRESS), after which a client asks again for the first answer.
     */
    private static boolean final_(HttpResponse<String> res) {
        int s = res.statusCode();
        return s < 500 && s != 429 && !(s == 409 && res.body().contains("IDEMPOTENCY_KEY_IN_PROGRESS"));
    }

    public static JsonObject json(String body) {
        return Json.createReader(new StringReader(body)).readObject();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
