package net.ccpay.deploy.it.support;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Base64;
import java.util.UUID;

/**
 * API tokens with fewer permissions than the platform's own, written straight into auth-service's table, so a test
 * of permissions does not depend on POST /tokens. Every such token has the secret {@link #SECRET}.
 */
public final class Tokens {

    public static final String SECRET = "limited-secret-0123456789abcdef";

    private Tokens() {}

    /** A new token with {@code permissions} (comma-joined: "VIEW", "VIEW,MANAGE", ...); returns its client id. */
    public static String insert(String permissions) throws Exception {
        String clientId = "limited-" + UUID.randomUUID();
        try (Connection c = Databases.of("auth");
             PreparedStatement s = c.prepareStatement("INSERT INTO api_token (id, name, client_id, secret_hash, permissions, created_at, updated_at)"
                     + " VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            Timestamp now = Timestamp.from(Instant.now());
            s.setString(1, "Token:" + UUID.randomUUID());
            s.setString(2, "limited " + permissions);
            s.setString(3, clientId);
            s.setString(4, pbkdf2(SECRET));
            s.setString(5, permissions);
            s.setTimestamp(6, now);
            s.setTimestamp(7, now);
            s.executeUpdate();
        }
        return clientId;
    }

    /** auth-service's stored format: pbkdf2-sha256$iterations$salt$hash (few iterations: this is a test token). */
    static String pbkdf2(String secret) throws Exception {
        byte[] salt = new byte[16];
        new SecureRandom().nextBytes(salt);
        int iterations = 1000;
        byte[] hash = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                .generateSecret(new PBEKeySpec(secret.toCharArray(), salt, iterations, 256)).getEncoded();
        Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
        return "pbkdf2-sha256$" + iterations + "$" + b64.encodeToString(salt) + "$" + b64.encodeToString(hash);
    }
}
