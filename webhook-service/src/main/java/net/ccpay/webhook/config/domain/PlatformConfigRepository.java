package net.ccpay.webhook.config.domain;

import java.time.Instant;
import java.util.Optional;

public interface PlatformConfigRepository {

    Optional<PlatformConfig> find();

    /** The row, locked for update until the transaction ends. */
    Optional<PlatformConfig> findForUpdate();

    /** Inserts the default row unless one exists (safe when instances start together); true if this call inserted it. */
    boolean seedIfMissing(String id, String document, Instant now);
}
