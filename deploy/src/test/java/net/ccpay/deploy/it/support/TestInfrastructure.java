package net.ccpay.deploy.it.support;

import net.ccpay.deploy.EmbeddedBroker;
import net.ccpay.deploy.Platform;
import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Starts what the integration tests share, once per test JVM and before any test class:
 * the platform (database, broker, Liberty with the five WARs, via {@link PlatformHarness}),
 * and for the Arquillian server a database of its own and a broker of its own (so in-container
 * tests cannot steal or inject events of the running platform). The Arquillian managed
 * container starts its server later; this writes the server.env it reads.
 */
public class TestInfrastructure implements LauncherSessionListener {

    /** Service name of the Arquillian micro-deployment (its durable queue on the broker). */
    public static final String ARQ_SERVICE = "arq-service";

    private static EmbeddedBroker arqBroker;

    @Override
    public void launcherSessionOpened(LauncherSession session) {
        if (System.getProperty("platform.wlp.dir") == null) {
            // Not the integration-test run (Failsafe sets this property): nothing to start.
            return;
        }
        try {
            Platform p = PlatformHarness.platform();
            Platform.Options o = p.options();
            Platform.createDatabase(o.dbHost(), o.dbPort(), o.dbUser(), o.dbPassword(), "ccpay_arq", true);
            Platform.createDatabase(o.dbHost(), o.dbPort(), o.dbUser(), o.dbPassword(), "ccpay_arq_ledger", true);
            Path work = Path.of(System.getProperty("platform.work.dir", "target/it")).toAbsolutePath();
            int brokerPort = PlatformHarness.freePort();
            arqBroker = new EmbeddedBroker("127.0.0.1", brokerPort, work.resolve("data/artemis-arq"), List.of(ARQ_SERVICE));
            arqBroker.start();
            int httpPort = PlatformHarness.freePort();
            Path serverDir = Path.of(System.getProperty("platform.wlp.dir", "target/liberty/wlp")).resolve("usr/servers/arquillian");
            Files.createDirectories(serverDir);
            Files.writeString(serverDir.resolve("server.env"), String.join("\n",
                    "DB_HOST=" + o.dbHost(),
                    "DB_PORT=" + o.dbPort(),
                    "ARQ_HTTP_PORT=" + httpPort,
                    "PLATFORM_BROKER_URL=" + arqBroker.url(),
                    "PLATFORM_OUTBOX_POLL_MILLIS=200") + "\n");
            System.setProperty("arq.container.liberty-managed.configuration.httpPort", Integer.toString(httpPort));
        } catch (Exception e) {
            throw new IllegalStateException("Could not start the test infrastructure: " + e.getMessage(), e);
        }
    }

    @Override
    public void launcherSessionClosed(LauncherSession session) {
        // Stop in the normal flow, not only in a shutdown hook: Failsafe may kill a JVM whose hooks run long.
        if (arqBroker != null) {
            arqBroker.stop();
        }
        PlatformHarness.stopIfStarted();
    }

    public static EmbeddedBroker arquillianBroker() {
        return arqBroker;
    }
}
