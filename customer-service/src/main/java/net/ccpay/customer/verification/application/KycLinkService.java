package net.ccpay.customer.verification.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.ids.Ids;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerNotFound;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.customer.verification.domain.KycLink;
import net.ccpay.customer.verification.domain.KycLinkRepository;
import net.ccpay.customer.verification.domain.NothingToVerify;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;

/**
 * POST /customers/{id}/kyc-link: a hosted verification link (provider SUMSUB in the contract).
 * The sandbox stores the link (token, expiry, redirect) and returns a URL under a configurable
 * hosted base; the hosted flow's outcome is what POST /verifications decides for the customer.
 * Retries with an {@code Idempotency-Key} are handled by the resource ({@code @Idempotent}).
 */
@ApplicationScoped
public class KycLinkService {

    private static final SecureRandom RANDOM = new SecureRandom();

    /** A link as handed to the platform. */
    public record IssuedLink(String url, Instant expiresAt, String provider, String token) {}

    @Inject
    CustomerRepository customers;

    @Inject
    KycLinkRepository links;

    @Inject
    @ConfigProperty(name = "platform.kyc.hosted-base-url", defaultValue = "https://kyc.sandbox.ccpay.invalid/link/")
    String hostedBaseUrl;

    @Inject
    @ConfigProperty(name = "platform.kyc.link-ttl", defaultValue = "PT1H")
    Duration ttl;

    /** {@code redirectUri} is already validated (or null). */
    @Transactional
    public IssuedLink create(String customerId, String redirectUri) {
        Customer c = customers.find(customerId)
                .orElseThrow(() -> new CustomerNotFound(customerId));
        if (c.verificationStatus() != null && c.verificationStatus().isDecided()) {
            throw new NothingToVerify(customerId, c.verificationStatus());
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        byte[] t = new byte[24];
        RANDOM.nextBytes(t);
        KycLink link = new KycLink(Ids.newId("KycLink"), c.id(), HexFormat.of().formatHex(t), redirectUri, now.plus(ttl), now);
        links.add(link);
        return new IssuedLink(hostedBaseUrl + link.token(), link.expiresAt(), "SUMSUB", link.token());
    }
}
