package net.ccpay.deploy.arq;

import net.ccpay.common.events.EventType;

import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.deploy.it.support.TestInfrastructure;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.asset.EmptyAsset;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.jboss.shrinkwrap.resolver.api.maven.Maven;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.LongSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * In-container (Arquillian, managed Liberty): common's outbox relay and event consumer wired
 * by CDI, JPA and JMS inside a real server, against a real MariaDB and a real Artemis broker.
 */
// the full build only (mvn verify -Pfull): servers of its own, or a restart of the platform
@org.junit.jupiter.api.Tag("full")
@ExtendWith(ArquillianExtension.class)
class OutboxAndConsumerIT {

    @Deployment
    static WebArchive deployment() {
        return ShrinkWrap.create(WebArchive.class, "arq-service.war")
                .addPackages(true, ServiceBootstrap.class.getPackage().getName().replace(".config", ""))
                .addClasses(OutboxProbe.class, RecordingHandler.class)
                .addAsResource("arq/persistence.xml", "META-INF/persistence.xml")
                .addAsResource(new StringAsset("platform.service.name=" + TestInfrastructure.ARQ_SERVICE + "\n"),
                        "META-INF/microprofile-config.properties")
                .addAsResource("db/common/V1_0__platform_events.sql")
                .addAsResource("db/common/V1_14__outbox_traceparent.sql")
                .addAsResource(EmptyAsset.INSTANCE, "db/common/flyway.location")
                .addAsResource(EmptyAsset.INSTANCE, "db/callback/flyway.location")
                .addAsResource("arq/V2_0__probe.sql", "db/migration/V2_0__probe.sql")
                .addAsResource(EmptyAsset.INSTANCE, "db/migration/flyway.location")
                .addAsWebInfResource("arq/web.xml", "web.xml")
                .addAsWebInfResource("arq/ibm-web-bnd.xml", "ibm-web-bnd.xml")
                .addAsWebInfResource(EmptyAsset.INSTANCE, "beans.xml")
                .addAsLibraries(Maven.resolver().loadPomFromFile("../common/pom.xml")
                        .importCompileAndRuntimeDependencies().resolve().withTransitivity().asFile());
    }

    @Inject
    OutboxProbe probe;

    @Inject
    RecordingHandler handler;

    @Test
    void anEventCommittedWithItsChangeReachesTheConsumerOnce() {
        String id = "Probe:" + UUID.randomUUID();
        probe.recordCommitted(EventType.CARD_STATE_CHANGE, id);
        awaitEquals(1, () -> probe.handledCount(id), "handled once");
        assertEquals(1, probe.changeCount(id));
    }

    @Test
    void anEventOfATypeTheConsumerDoesNotHandleIsAcknowledgedUnreadWithNoInboxRow() {
        String ignored = "Probe:" + UUID.randomUUID();
        String ignoredEvent = probe.recordCommitted(RecordingHandler.NOT_HANDLED, ignored);
        String after = "Probe:" + UUID.randomUUID();
        String afterEvent = probe.recordCommitted(EventType.CARD_STATE_CHANGE, after);
        // events reach the consumer in commit order: once the later one is handled, the ignored one was taken
        awaitEquals(1, () -> probe.handledCount(after), "the later event handled");
        assertEquals(1, probe.inboxCount(afterEvent), "a handled event's id is in the inbox");
        assertEquals(0, probe.handledCount(ignored), "the handler was not called for a type it does not handle");
        assertEquals(0, probe.inboxCount(ignoredEvent), "and its id was not recorded");
    }

    @Test
    void anEventOfARolledBackTransactionIsNeverPublished() throws Exception {
        String id = "Probe:" + UUID.randomUUID();
        assertThrows(RuntimeException.class, () -> probe.recordThenFail(EventType.CARD_STATE_CHANGE, id));
        assertEquals(0, probe.outboxCount(id), "no outbox row without its change");
        assertEquals(0, probe.changeCount(id));
        // Events reach the consumer in commit order: once one committed afterwards is handled, the
        // rolled-back one would have been too.
        String after = "Probe:" + UUID.randomUUID();
        probe.recordCommitted(EventType.CARD_STATE_CHANGE, after);
        awaitEquals(1, () -> probe.handledCount(after), "the later event handled");
        assertEquals(0, probe.handledCount(id));
    }

    @Test
    void theSameMessageDeliveredTwiceIsHandledOnce() throws Exception {
        String id = "Probe:" + UUID.randomUUID();
        probe.publishTwiceRaw("Event:" + UUID.randomUUID(), "TEST.DUPLICATE", id);
        awaitEquals(1, () -> probe.handledCount(id), "handled");
        String after = "Probe:" + UUID.randomUUID();
        probe.publishTwiceRaw("Event:" + UUID.randomUUID(), "TEST.DUPLICATE", after);
        awaitEquals(1, () -> probe.handledCount(after), "a later message handled");
        assertEquals(1, probe.handledCount(id), "the second copy was skipped");
    }

    @Test
    void aFailedHandlingIsRolledBackAndRedelivered() {
        String id = "Probe:" + UUID.randomUUID();
        probe.recordCommitted(RecordingHandler.FAILS_ONCE, id);
        // first delivery wrote a row and failed: rolled back; the redelivery writes the one row that stays
        awaitEquals(1, () -> probe.handledCount(id), "handled after redelivery");
    }

    @Test
    void aFailingEventDoesNotHoldUpTheOthersOfItsBatchAndIsRedeliveredUntilHandled() throws Exception {
        String bad = "Probe:" + UUID.randomUUID();
        List<String> good = new ArrayList<>();
        List<String[]> batch = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            String id = "Probe:" + UUID.randomUUID();
            if (i == 7) {
                batch.add(new String[] {"Event:" + UUID.randomUUID(), "TEST.BLOCKED", bad});
            }
            good.add(id);
            batch.add(new String[] {"Event:" + UUID.randomUUID(), "TEST.BATCH", id});
        }
        handler.block(bad);
        try {
            probe.publishTogether(batch);
            // the others, before and after the failing one in the same batch, are handled while it keeps failing
            for (String id : good) {
                awaitEquals(1, () -> probe.handledCount(id), "an event of the batch handled");
            }
            assertEquals(0, probe.handledCount(bad), "the failing event's writes are rolled back each time");
        } finally {
            handler.unblock(bad);
        }
        // it was not acknowledged with the others: the broker redelivers it and now it is handled, once
        awaitEquals(1, () -> probe.handledCount(bad), "the failing event handled after redelivery");
        for (String id : good) {
            assertEquals(1, probe.handledCount(id), "handled once, although its batch was handled again");
        }
    }

    @Test
    void aBurstOfEventsWithARepeatedOneIsHandledOnceEach() throws Exception {
        List<String[]> burst = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            String id = "Probe:" + UUID.randomUUID();
            ids.add(id);
            burst.add(new String[] {"Event:" + UUID.randomUUID(), "TEST.BURST", id});
        }
        burst.add(150, burst.get(40)); // the same event twice, in what is likely one batch
        probe.publishTogether(burst);
        for (String id : ids) {
            awaitEquals(1, () -> probe.handledCount(id), "handled once");
        }
    }

    private static void awaitEquals(long expected, LongSupplier actual, String what) {
        long deadline = System.nanoTime() + 30_000_000_000L;
        long last = -1;
        while (System.nanoTime() < deadline) {
            last = actual.getAsLong();
            if (last == expected) {
                return;
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        assertEquals(expected, last, what);
    }
}
