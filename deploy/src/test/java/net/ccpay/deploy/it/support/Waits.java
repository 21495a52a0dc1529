package net.ccpay.deploy.it.support;

/** Pauses between polls. */
public final class Waits {

    private Waits() {}

    /** Sleeps {@code ms} milliseconds; an interrupt ends the sleep early and stays set on the thread. */
    public static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
