package net.ccpay.deploy;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * The embedded Artemis broker as a process of its own ({@code java -cp … net.ccpay.deploy.BrokerProcess port dataDir}),
 * for a deployment — or a fault suite — that must be able to kill the broker without killing what uses it.
 * Prints {@value #READY} once it accepts connections, stops cleanly on SIGTERM, and keeps its journal in
 * {@code dataDir} across starts.
 */
public final class BrokerProcess {

    public static final String READY = "BROKER READY";

    private BrokerProcess() {}

    public static void main(String[] args) throws InterruptedException {
        if (args.length != 2) {
            System.err.println("usage: BrokerProcess <port> <dataDir>");
            System.exit(2);
        }
        // the broker's INFO output includes an audit line per message sent and consumed: hundreds of MB in a fault run
        Logs.configure();
        EmbeddedBroker broker = new EmbeddedBroker(EmbeddedBroker.DEFAULT_HOST, Integer.parseInt(args[0]), Path.of(args[1]));
        broker.start();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            broker.stop();
            stopped.countDown();
        }, "broker-stop"));
        System.out.println(READY + " on " + broker.url());
        System.out.flush();
        stopped.await();
    }
}
