package net.ccpay.auth.agents.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.agents.domain.AccessToken;
import net.ccpay.auth.agents.domain.Agent;
import net.ccpay.auth.agents.domain.AgentPaused;
import net.ccpay.auth.agents.domain.AgentRepository;
import net.ccpay.auth.agents.domain.AgentTokenRevoked;
import net.ccpay.auth.agents.domain.DeviceCode;
import net.ccpay.auth.agents.domain.DeviceCodeNotFound;
import net.ccpay.auth.agents.domain.DeviceCodeRepository;
import net.ccpay.auth.agents.domain.PlainDeviceCode;
import net.ccpay.common.time.PlatformClock;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * How agent software gets in and is recognised: redeeming a device code for the access token, the
 * status of a code, the token's check (for the gateway, on every agent request), and the agent
 * itself as its own token sees it.
 */
@ApplicationScoped
public class AgentAccess {

    private static final SecureRandom RANDOM = new SecureRandom();

    /** A redeemed code: the agent, now connected, and its access token, which exists nowhere else once this answer is gone. */
    public record Redeemed(Agent agent, AccessToken accessToken) {}

    /** A device code's state, with the code as it was sent (normalised). */
    public record CodeStatus(PlainDeviceCode code, DeviceCode record) {}

    @Inject
    AgentRepository agents;

    @Inject
    DeviceCodeRepository codes;

    Clock clock = Clock.systemUTC();

    /** Judges a device code's expiry on the clock it was issued with ({@link Agents}). */
    @Inject
    PlatformClock deadlines;

    /**
     * Uses a device code up and gives the agent a new access token. The agent's row is locked before
     * the code's (the order every change to an agent follows), so concurrent redeems of one code run
     * one after the other and all but the first find it redeemed: exactly one token is issued.
     */
    @Transactional
    public Redeemed redeem(String codeText) {
        PlainDeviceCode code = PlainDeviceCode.parse(codeText).orElseThrow(DeviceCodeNotFound::new);
        DeviceCode seen = codes.find(code.sha256()).orElseThrow(DeviceCodeNotFound::new);
        Agent agent = agents.findForUpdate(seen.agentId()).orElseThrow(DeviceCodeNotFound::new);
        DeviceCode locked = codes.findForUpdate(code.sha256()).orElseThrow(DeviceCodeNotFound::new);
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        locked.redeem(deadlines.now());
        AccessToken token = AccessToken.generate(RANDOM);
        agent.connect(token.sha256(), now);
        return new Redeemed(agent, token);
    }

    @Transactional
    public CodeStatus status(String codeText) {
        PlainDeviceCode code = PlainDeviceCode.parse(codeText).orElseThrow(DeviceCodeNotFound::new);
        DeviceCode record = codes.find(code.sha256()).orElseThrow(DeviceCodeNotFound::new);
        if (agents.find(record.agentId()).isEmpty()) {
            throw new DeviceCodeNotFound();
        }
        return new CodeStatus(code, record);
    }

    /**
     * The live agent whose access token this is, paused or not (the gateway refuses a paused one
     * with its own answer); empty for anything else. Nothing is cached: a token stops working the
     * moment its agent is deleted.
     */
    @Transactional
    public Optional<Agent> verify(String tokenText) {
        return AccessToken.parse(tokenText).flatMap(t -> agents.findByAccessToken(t.sha256()));
    }

    /** The agent a request was authenticated as, read again: deleted meanwhile is 401, paused meanwhile 403. */
    @Transactional
    public Agent self(String agentId) {
        Agent agent = agents.find(agentId).orElseThrow(AgentTokenRevoked::new);
        if (agent.isPaused()) {
            throw new AgentPaused(agentId);
        }
        return agent;
    }

    public Instant now() {
        return clock.instant();
    }
}
