package net.ccpay.common.ops;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Says once per server that Liberty Admin Center is off, and why. Whether it is on is decided before the
 * server starts: {@code usr/shared/server.env} sets {@code ADMIN_CENTER=on} only when the administrator's
 * user, password and keystore password are all in the environment, and the server configuration includes
 * Admin Center accordingly (deploy's {@code shared/management.xml}). An operator who forgot one of them
 * learns it here, by name, never by value.
 */
public final class AdminCenterNotice {

    /** The environment Admin Center needs, all three; there is no default for any of them. */
    public static final List<String> CREDENTIALS = List.of("ADMIN_USER", "ADMIN_PASSWORD", "ADMIN_KEYSTORE_PASSWORD");

    /** JVM-wide, so the five applications of the all-in-one server say it once between them. */
    private static final String LOGGED = "net.ccpay.ops.adminCenterNoticeLogged";

    private AdminCenterNotice() {}

    /** What to say when Admin Center is off in a server started with this environment; empty when it is on. */
    public static Optional<String> offNotice(Map<String, String> env) {
        if ("on".equals(env.get("ADMIN_CENTER"))) {
            return Optional.empty();
        }
        List<String> missing = CREDENTIALS.stream().filter(name -> isBlank(env.get(name))).toList();
        String why = missing.isEmpty()
                ? "the server was not started by bin/server, which reads usr/shared/server.env"
                : String.join(", ", missing) + (missing.size() == 1 ? " is" : " are") + " not set";
        return Optional.of("Admin Center is off on this server: " + why + ". To manage it from Admin Center, set "
                + String.join(", ", CREDENTIALS) + " and restart it; then open https://<admin host>:<ADMIN_HTTPS_PORT>/adminCenter/");
    }

    /** Logs {@link #offNotice} of this process's environment, the first time any application of the server calls it. */
    public static void logOnce(Logger log) {
        offNotice(System.getenv()).ifPresent(notice -> {
            if (System.getProperties().putIfAbsent(LOGGED, "true") == null) {
                log.warning(notice);
            }
        });
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
