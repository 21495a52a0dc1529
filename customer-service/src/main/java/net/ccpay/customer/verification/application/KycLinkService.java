package net.ccpay.customer.verification.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.Shape;
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
import java.util.regex.Pattern;

/**
 * POST /customers/{id}/kyc-link: a hosted verification link (provider SUMSUB in the contract).
 * The sandbox stores the link (token, expiry, redirect) and returns a URL under a configurable
 * hosted base; the hosted flow's outcome is what POST /verifications decides for the customer.
 */
@ApplicationScoped
public class KycLinkService {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Shape REQUEST = Shape.object()
            .pattern("redirectUri", false, Pattern.compile("^https?://[^\\s]{1,1990}$"), "an absolute http(s) URI");

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

    @Transactional
    public JsonObject create(String customerId, JsonObject request, String idempotencyKey) {
        Customer c = customers.find(customerId)
                .orElseThrow(() -> new CustomerNotFound(customerId));
        FieldErrors errors = new FieldErrors();
        JsonObject valid = REQUEST.check("", request, errors);
        if (idempotencyKey != null && (idempotencyKey.isBlank() || idempotencyKey.length() > 200)) {
            errors.add("Idempotency-Key", "must be 1 to 200 characters");
        }
        errors.throwIfAny();
        if (idempotencyKey != null) {
            var earlier = links.findByIdempotencyKey(c.id(), idempotencyKey);
            if (earlier.isPresent()) {
                return toJson(earlier.get());
            }
        }
        if (VerificationService.TERMINAL.contains(c.verificationStatus())) {
            throw new NothingToVerify(customerId, c.verificationStatus());
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        byte[] t = new byte[24];
        RANDOM.nextBytes(t);
        KycLink link = new KycLink(Ids.newId("KycLink"), c.id(), HexFormat.of().formatHex(t), valid.getString("redirectUri", null),
                idempotencyKey, now.plus(ttl), now);
        links.add(link);
        return toJson(link);
    }

    private JsonObject toJson(KycLink l) {
        return JsonP.createObjectBuilder()
                .add("kycUrl", hostedBaseUrl + l.token())
                .add("expiresAt", l.expiresAt().toString())
                .add("provider", "SUMSUB")
                .add("token", l.token())
                .build();
    }
}
