package net.ccpay.auth.agents.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.agents.domain.Agent;
import net.ccpay.auth.agents.domain.AgentAlreadyConnected;
import net.ccpay.auth.agents.domain.AgentNotFound;
import net.ccpay.auth.agents.domain.AgentPolicy;
import net.ccpay.auth.agents.domain.AgentPowerNotHeld;
import net.ccpay.auth.agents.domain.AgentRepository;
import net.ccpay.auth.agents.domain.AgentUsage;
import net.ccpay.auth.agents.domain.AgentUsageSource;
import net.ccpay.auth.agents.domain.CustomerDirectory;
import net.ccpay.auth.agents.domain.DeviceCode;
import net.ccpay.auth.agents.domain.DeviceCodeRepository;
import net.ccpay.auth.agents.domain.PlainDeviceCode;
import net.ccpay.auth.agents.domain.PolicyPatch;
import net.ccpay.auth.agents.domain.PolicyRules;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.time.PlatformClock;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Agents as the platform manages them with its API tokens: create (with a first device code), list,
 * read, rename and pause, change the policy, delete, and issue a new device code. Creating, changing and
 * re-arming an agent needs a token that holds every permission the agent's policy needs
 * ({@link AgentPowerNotHeld}); deleting one only takes power away, so it needs nothing more. Every change locks
 * the agent's row first, so changes to one agent (and its redeem, see {@link AgentAccess}) run one
 * after the other.
 */
@ApplicationScoped
public class Agents {

    private static final SecureRandom RANDOM = new SecureRandom();

    /** A checked request to create an agent. */
    public record NewAgent(String name, String customerId, AgentPolicy policy) {}

    /** A device code just issued: the stored record and, this once, the code itself. */
    public record IssuedCode(DeviceCode record, PlainDeviceCode code) {}

    public record Created(Agent agent, IssuedCode deviceCode) {}

    /** PATCH /agents/{id}: null leaves a field as it is. */
    public record Changes(String name, Boolean paused) {}

    @Inject
    AgentRepository agents;

    @Inject
    DeviceCodeRepository codes;

    @Inject
    CustomerDirectory customers;

    @Inject
    AgentUsageSource usage;

    @Inject
    @ConfigProperty(name = "platform.agent.device-code-ttl-seconds", defaultValue = "900")
    long deviceCodeTtlSeconds;

    Clock clock = Clock.systemUTC();

    /** Device codes' times: the clock a sandbox test may move forward to reach their expiry. */
    @Inject
    PlatformClock deadlines;

    /** Whether the customer exists now (customer-service is asked; outside any transaction). */
    /**
     * What the agents used today and this month, as quote-service counts it (never inside a database
     * transaction: the caller reads the agents first). An agent that never acted has no entry.
     */
    public Map<String, AgentUsage> usageOf(List<Agent> agents) {
        return usage.usageOf(agents, Instant.now());
    }

    public boolean customerExists(String customerId) {
        return customers.find(customerId).isPresent();
    }

    /**
     * Creates the agent and its first device code. The policy is checked again here (the resource
     * reported its fields already) and the customer is asked for before anything is written.
     */
    @Transactional
    public Created create(NewAgent request, Set<String> callerPermissions) {
        PolicyRules.require(request.policy(), "policy.");
        AgentPowerNotHeld.requireHeld(request.policy(), callerPermissions);
        if (customers.find(request.customerId()).isEmpty()) {
            throw InvalidFields.of("customerId", "names no customer of the platform");
        }
        Instant now = now();
        Agent agent = new Agent(Ids.newId("Agent"), request.name(), request.customerId(), request.policy(), now);
        agents.add(agent);
        return new Created(agent, issue(agent));
    }

    @Transactional
    public Page<Agent> list(AgentRepository.AgentFilter filter, PageRequest page) {
        return agents.list(filter, page);
    }

    @Transactional
    public Agent get(String id) {
        return agents.find(id).orElseThrow(() -> new AgentNotFound(id));
    }

    @Transactional
    public Agent update(String id, Changes changes, Set<String> callerPermissions) {
        Agent agent = locked(id);
        AgentPowerNotHeld.requireHeld(agent.policy(), callerPermissions);
        Instant now = now();
        if (changes.name() != null) {
            agent.rename(changes.name(), now);
        }
        if (changes.paused() != null) {
            agent.setPaused(changes.paused(), now);
        }
        return agent;
    }

    /** The patch applied to the current policy; the result must keep every rule (field paths as in the request body). */
    @Transactional
    public Agent updatePolicy(String id, PolicyPatch patch, Set<String> callerPermissions) {
        Agent agent = locked(id);
        AgentPowerNotHeld.requireHeld(agent.policy(), callerPermissions);
        AgentPolicy changed = agent.policy().apply(patch);
        PolicyRules.require(changed, "");
        AgentPowerNotHeld.requireHeld(changed, callerPermissions);
        agent.replacePolicy(changed, now());
        return agent;
    }

    /** The agent, its token and its open device codes stop working at once. */
    @Transactional
    public void delete(String id) {
        Agent agent = locked(id);
        Instant now = now();
        agent.delete(now);
        codes.revokeOpenCodes(agent.id(), now);
    }

    /**
     * A new device code for an agent not yet connected; its earlier codes that were not redeemed stop
     * working. A connected agent gets none (409, the contract's rule): it holds a live token already.
     */
    @Transactional
    public IssuedCode regenerateDeviceCode(String id, Set<String> callerPermissions) {
        Agent agent = locked(id);
        AgentPowerNotHeld.requireHeld(agent.policy(), callerPermissions);
        if (agent.isConnected()) {
            throw new AgentAlreadyConnected(id);
        }
        Instant now = now();
        codes.revokeOpenCodes(agent.id(), now);
        return issue(agent);
    }

    /** A new device code; its times are on the platform clock, the one its redeem is judged on ({@link AgentAccess}). */
    private IssuedCode issue(Agent agent) {
        PlainDeviceCode code = PlainDeviceCode.generate(RANDOM);
        Instant issuedAt = deadlines.now();
        DeviceCode record = new DeviceCode(code.sha256(), agent.id(), issuedAt, issuedAt.plusSeconds(deviceCodeTtlSeconds));
        codes.add(record);
        return new IssuedCode(record, code);
    }

    private Agent locked(String id) {
        return agents.findForUpdate(id).orElseThrow(() -> new AgentNotFound(id));
    }

    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
