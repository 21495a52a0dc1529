package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.patchJson;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Onboarding.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Concurrent changes of one record: none is lost (each lands, or is refused with a 409 the client
 * can retry), none is a 500, and a decision is taken once. Each race is repeated, since one run
 * can pass by luck.
 */
class ConcurrentUpdatesIT {

    static final int ROUNDS = 12;
    static ExecutorService pool;

    @BeforeAll
    static void startPool() {
        pool = Executors.newFixedThreadPool(6);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void twoConcurrentPatchesOfDifferentFieldsOfACustomerBothLand() throws Exception {
        int landed = 0;
        for (int round = 0; round < ROUNDS; round++) {
            String id = Onboarding.individual("Race Patch").getString("id");
            String email = "race-" + unique() + "@example.com";
            String phone = "+1415555" + String.format("%04d", round);
            String birthDate = "1980-01-" + String.format("%02d", round + 1);
            List<Api.Reply> replies = race(
                    () -> patchJson("/customers/" + id, "{\"customerType\":\"INDIVIDUAL\",\"email\":\"" + email + "\"}"),
                    () -> patchJson("/customers/" + id, "{\"customerType\":\"INDIVIDUAL\",\"phoneNumber\":\"" + phone + "\"}"),
                    () -> patchJson("/customers/" + id, "{\"customerType\":\"INDIVIDUAL\",\"birthDate\":\"" + birthDate + "\"}"));
            JsonObject after = get("/customers/" + id).json();
            landed += expectLandedOrConflict(replies.get(0), email, after.getString("email", null));
            landed += expectLandedOrConflict(replies.get(1), phone, after.getString("phoneNumber", null));
            landed += expectLandedOrConflict(replies.get(2), birthDate, after.getString("birthDate", null));
        }
        assertEquals(3 * ROUNDS, landed, "with the row locked during PATCH every change lands");
    }

    @Test
    void twoConcurrentPatchesOfDifferentFieldsOfABeneficialOwnerBothLand() throws Exception {
        int landed = 0;
        for (int round = 0; round < ROUNDS; round++) {
            String business = Onboarding.business("REG-" + unique() + "-003", true).getString("id");
            String owner = Onboarding.owner(business, "Racer").getString("id");
            int percentage = 10 + round;
            String middle = "M" + round;
            List<Api.Reply> replies = race(
                    () -> patchJson("/beneficial-owners/" + owner, "{\"ownershipPercentage\":" + percentage + "}"),
                    () -> patchJson("/beneficial-owners/" + owner, "{\"personalInfo\":{\"middleName\":\"" + middle + "\"}}"));
            JsonObject after = get("/beneficial-owners/" + owner).json();
            landed += expectLandedOrConflict(replies.get(0), Integer.toString(percentage),
                    after.containsKey("ownershipPercentage") ? after.get("ownershipPercentage").toString() : null);
            landed += expectLandedOrConflict(replies.get(1), middle, after.getJsonObject("personalInfo").getString("middleName", null));
            assertEquals("Racer", after.getJsonObject("personalInfo").getString("lastName"), "untouched fields survive");
        }
        assertEquals(2 * ROUNDS, landed, "with the row locked during PATCH every change lands");
    }

    @Test
    void concurrentVerificationSubmissionsForOneBusinessDecideOnceAndAnnounceOnce() throws Exception {
        for (int round = 0; round < ROUNDS / 2; round++) {
            String id = Onboarding.business("REG-" + unique() + "-777", false).getString("id");
            List<Callable<Api.Reply>> submissions = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                submissions.add(() -> postJson("/verifications", "{\"customerId\":\"" + id + "\"}"));
            }
            List<Api.Reply> replies = race(submissions.toArray(Callable[]::new));
            int decided = 0;
            for (Api.Reply r : replies) {
                if (r.status() == 200) {
                    assertEquals("APPROVED", r.json().getString("verificationStatus"));
                    decided++;
                } else {
                    // the later submissions see the decision, as they would one after the other
                    r.assertError(400, "INVALID_INPUT");
                }
            }
            assertEquals(1, decided, "exactly one submission decides");
            assertEquals(1, get("/verifications?customerId=" + id).json().getInt("totalCount"), "one verification stored");
            assertEquals("APPROVED", get("/customers/" + id).json().getString("kybStatus"));
            Webhooks.awaitFor("CUSTOMER.KYB_APPROVED", id, Duration.ofSeconds(30));
            assertEquals(1, Webhooks.listFor("CUSTOMER.KYB_APPROVED", id).size(), "one decision event");
        }
    }

    /** 1 when the change is visible, 0 when it was refused with the retryable 409; anything else fails. */
    private static int expectLandedOrConflict(Api.Reply reply, String sent, String stored) {
        if (reply.status() == 409) {
            reply.assertError(409, "CONFLICT");
            return 0;
        }
        assertEquals(200, reply.status(), reply.raw().body());
        assertEquals(sent, stored, "a PATCH answered 200 must not be lost");
        return 1;
    }

    /** Runs the calls at the same moment (released together by a latch) and returns their replies in order. */
    @SafeVarargs
    private static List<Api.Reply> race(Callable<Api.Reply>... calls) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Api.Reply>> futures = new ArrayList<>();
        for (Callable<Api.Reply> c : calls) {
            futures.add(pool.submit(() -> {
                start.await();
                return c.call();
            }));
        }
        start.countDown();
        List<Api.Reply> replies = new ArrayList<>();
        for (Future<Api.Reply> f : futures) {
            replies.add(f.get());
        }
        return replies;
    }
}
