package net.ccpay.auth.agents.domain;

import java.time.Instant;
import java.util.Optional;

/** Device codes, found by the SHA-256 (hex) of the code. */
public interface DeviceCodeRepository {

    Optional<DeviceCode> find(String codeSha256);

    /** The code with its row locked until the transaction ends. */
    Optional<DeviceCode> findForUpdate(String codeSha256);

    void add(DeviceCode code);

    /** Every code of the agent not yet redeemed or revoked stops working. */
    void revokeOpenCodes(String agentId, Instant now);
}
