package net.ccpay.deploy;

import java.util.logging.Level;
import java.util.logging.Logger;

/** Keeps the launcher's console readable: one line per message, libraries only when they warn. */
public final class Logs {

    // Held so the configured levels are not garbage-collected with the loggers.
    private static final Logger[] QUIET = {
            Logger.getLogger("ch.vorburger"), Logger.getLogger("org.apache.activemq"), Logger.getLogger("org.apache.artemis")};

    private Logs() {}

    public static void configure() {
        System.setProperty("java.util.logging.SimpleFormatter.format", "[%4$s] %5$s%6$s%n");
        for (Logger l : QUIET) {
            l.setLevel(Level.WARNING);
        }
    }
}
