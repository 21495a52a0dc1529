package net.ccpay.deploy;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * {@code deploy/bin/platform up [--fresh]}: starts the platform in the foreground and stops
 * everything it started on Ctrl-C or SIGTERM. Configuration comes from the environment
 * (the README's table).
 */
public final class PlatformLauncher {

    private PlatformLauncher() {}

    public static void main(String[] args) throws Exception {
        Logs.configure();
        if (args.length == 0 || !"up".equals(args[0])) {
            System.err.println("usage: platform up [--fresh]");
            System.exit(2);
        }
        boolean fresh = args.length > 1 && "--fresh".equals(args[1]);
        Map<String, String> env = System.getenv();
        boolean externalDb = env.containsKey("PLATFORM_DB_HOST");
        boolean externalBroker = env.containsKey("PLATFORM_BROKER_URL");
        Path dataDir = Path.of(env.getOrDefault("PLATFORM_DATA_DIR", ".data")).toAbsolutePath();
        int httpPort = Integer.parseInt(env.getOrDefault("PLATFORM_HTTP_PORT", "9080"));
        int healthPort = Integer.parseInt(env.getOrDefault("PLATFORM_HEALTH_PORT", "9180"));
        Platform.AdminCenter admin;
        try {
            admin = adminCenter(env, dataDir);
        } catch (IllegalArgumentException e) {
            say(e.getMessage());
            System.exit(2);
            return;
        }
        Platform.Options o = new Platform.Options(
                Path.of(env.getOrDefault("PLATFORM_WLP_DIR", "deploy/target/liberty/wlp")).toAbsolutePath(),
                dataDir, fresh, httpPort, healthPort, admin,
                env.getOrDefault("PLATFORM_DB_HOST", "127.0.0.1"),
                Integer.parseInt(env.getOrDefault("PLATFORM_DB_PORT", externalDb ? "3306" : "3307")),
                env.getOrDefault("PLATFORM_DB_USER", "root"),
                env.getOrDefault("PLATFORM_DB_PASSWORD", ""),
                env.getOrDefault("PLATFORM_DB_PREFIX", "ccpay_"),
                !externalDb,
                env.get("PLATFORM_BROKER_URL"),
                Integer.parseInt(env.getOrDefault("PLATFORM_EMBEDDED_BROKER_PORT", "61616")),
                !externalBroker,
                localServerEnv(env), null, dataDir.resolve("mariadb-base"));
        if (fresh && !externalDb) {
            say("--fresh: the embedded database and broker journal in " + dataDir + " start empty");
        }
        Platform platform = new Platform(o, PlatformLauncher::say);
        CountDownLatch stopped = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean stopping = new java.util.concurrent.atomic.AtomicBoolean();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stopping.set(true);
            platform.stop();
            stopped.countDown();
        }, "platform-shutdown"));
        try {
            platform.start();
        } catch (Exception e) {
            say("Start failed: " + e.getMessage());
            System.exit(1);
        }
        String base = "http://localhost:" + httpPort + "/grid/2025-10-13";
        String tokenId = env.getOrDefault("PLATFORM_API_TOKEN_ID", "sandbox");
        boolean defaultSecret = !env.containsKey("PLATFORM_API_TOKEN_SECRET");
        say("");
        say("  Platform API     " + base);
        say("  Mode             " + env.getOrDefault("PLATFORM_MODE", "sandbox"));
        say("  Credentials      HTTP Basic " + tokenId + ":" + (defaultSecret ? "sandbox-secret" : "(PLATFORM_API_TOKEN_SECRET)"));
        // Requests that work as printed on an empty platform; the README's walk-through goes on from there.
        String credentials = tokenId + ":" + (defaultSecret ? "sandbox-secret" : "$PLATFORM_API_TOKEN_SECRET");
        say("  Try              curl -u " + credentials + " '" + base + "/customers'");
        say("                   curl -u " + credentials + " -H 'Content-Type: application/json' '" + base + "/customers'"
                + " -d '{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Ada Lovelace\"}'");
        say("                   then README.md, \"A first payment\", for a whole payment step by step");
        say("  Console          http://localhost:" + httpPort + "/console/  (sign in with the API token above)");
        say("  Health           http://localhost:" + healthPort + "/health/ready");
        say("  Admin Center     " + admin.url() + "  (this server: its applications, live figures, configuration)");
        say("  Admin login      " + admin.user() + " / " + (nonBlank(env.get("ADMIN_PASSWORD")) != null ? "(ADMIN_PASSWORD)"
                : admin.password() + "  (generated for this run; the certificate is self-signed)"));
        say("  OpenAPI          http://localhost:" + httpPort + "/openapi  (YAML; ?format=json for JSON; browse it at /openapi/ui)");
        say("  Webhook key      " + base + "/webhooks/public-key (PEM; X-Platform-Signature verifies with it)");
        say("  Data             " + dataDir + (externalDb ? " (broker only)" : ""));
        say("");
        say("Running. Ctrl-C stops everything.");
        while (platform.server() != null && platform.server().isAlive()) {
            Thread.sleep(1000);
        }
        // Liberty also goes away while Ctrl-C or SIGTERM stops everything: that is not Liberty exiting on its own.
        if (!stopping.get() && stopped.getCount() > 0) {
            say("Liberty exited on its own; stopping the rest.");
            System.exit(1);
        }
    }

    /**
     * Admin Center of the local server: on, listening on localhost ({@code ADMIN_HOST} to change it), with
     * the operator's {@code ADMIN_USER} (else {@code admin}), {@code ADMIN_PASSWORD} and
     * {@code ADMIN_KEYSTORE_PASSWORD} when given. A password not given is generated for this run only, like
     * the internal secret, and printed once; the keystore is then created afresh too, as the previous run's
     * cannot be opened with a new password. An operator's keystore password keeps the keystore (and its
     * self-signed certificate) in {@code <data dir>/admin/key.p12} from run to run ({@code ADMIN_KEYSTORE}
     * names another).
     */
    static Platform.AdminCenter adminCenter(Map<String, String> env, Path dataDir) throws java.io.IOException {
        int port = Integer.parseInt(env.getOrDefault("PLATFORM_ADMIN_HTTPS_PORT", "9443"));
        String password = nonBlank(env.get("ADMIN_PASSWORD"));
        String keystorePassword = nonBlank(env.get("ADMIN_KEYSTORE_PASSWORD"));
        String ownKeystore = nonBlank(env.get("ADMIN_KEYSTORE"));
        Path keystore = ownKeystore != null ? Path.of(ownKeystore).toAbsolutePath() : dataDir.resolve("admin").resolve("key.p12");
        if (keystorePassword == null) {
            if (ownKeystore != null) {
                throw new IllegalArgumentException("ADMIN_KEYSTORE is set: give its password in ADMIN_KEYSTORE_PASSWORD");
            }
            keystorePassword = Platform.randomSecret();
            java.nio.file.Files.deleteIfExists(keystore);
        }
        String user = nonBlank(env.get("ADMIN_USER"));
        String host = nonBlank(env.get("ADMIN_HOST"));
        return new Platform.AdminCenter(host != null ? host : "localhost", port,
                user != null ? user : "admin", password != null ? password : Platform.randomSecret(), keystorePassword, keystore);
    }

    private static String nonBlank(String value) {
        return value == null || value.isBlank() ? null : value;
    }

    /**
     * What only a local platform gets: webhooks may go to a receiver on this machine
     * ({@code PLATFORM_WEBHOOK_ALLOW_LOOPBACK}, refused by webhook-service in production mode, so
     * not set then; an explicit value from the environment wins).
     */
    static Map<String, String> localServerEnv(Map<String, String> env) {
        if ("production".equals(env.get("PLATFORM_MODE"))) {
            return Map.of();
        }
        return Map.of("PLATFORM_WEBHOOK_ALLOW_LOOPBACK", env.getOrDefault("PLATFORM_WEBHOOK_ALLOW_LOOPBACK", "true"));
    }

    static void say(String line) {
        System.out.println("[platform] " + line);
        System.out.flush();
    }
}
