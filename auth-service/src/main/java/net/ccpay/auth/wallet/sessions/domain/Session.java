package net.ccpay.auth.wallet.sessions.domain;

import java.time.Instant;

/** A wallet session as listed (never any key material). */
public record Session(String id, String accountId, String type, String nickname, Instant createdAt, Instant updatedAt,
                      Instant expiresAt) {}
