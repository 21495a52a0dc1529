package net.ccpay.deploy.it.support;

import net.ccpay.deploy.LibertyServer;
import net.ccpay.deploy.Platform;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** Liberty server directories and processes of the tests that start servers of their own. */
public final class Servers {

    private Servers() {}

    /**
     * How long a test waits for a server it started to answer ready. Five or six servers starting at once on two
     * cores, beside the all-in-one platform, took 100 s each on an idle machine and more than 240 s on a busy one.
     */
    public static final Duration READY_WAIT = Duration.ofMinutes(10);

    /**
     * The JVM options of the servers a test starts of its own (Liberty's server script adds JVM_ARGS): the client
     * compiler only, since several servers on two cores spend their starts compiling, and these tests check
     * behaviour, not speed.
     */
    public static final String JVM_ARGS = "-XX:TieredStopAtLevel=1";

    /** The server's configuration and application, without what a run left (expanded apps, workarea, logs). */
    public static void copyDirectory(Path from, Path to) throws IOException {
        Platform.deleteTree(to);
        try (var walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path rel = from.relativize(p);
                if (rel.startsWith("apps/expanded") || rel.startsWith("workarea") || rel.startsWith("logs")) {
                    continue;
                }
                Path target = to.resolve(rel.toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    /** Asks every server to stop at once and waits for all (each is killed after {@code timeout}). */
    public static void stopTogether(Collection<LibertyServer> all, Duration timeout) throws InterruptedException {
        List<Thread> stops = new ArrayList<>();
        for (LibertyServer s : all) {
            Thread t = new Thread(() -> {
                try {
                    s.stop(timeout);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            t.start();
            stops.add(t);
        }
        for (Thread t : stops) {
            t.join();
        }
    }
}
