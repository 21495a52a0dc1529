package net.ccpay.customer.customers.application;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.Shape;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerCreatedConcurrently;
import net.ccpay.customer.customers.domain.CustomerDeleted;
import net.ccpay.common.customers.KycStatus;
import net.ccpay.customer.customers.domain.CustomerNotFound;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.customer.customers.domain.PlatformCustomerIdTaken;
import net.ccpay.customer.customers.domain.TermsVersionNotFound;
import net.ccpay.customer.customers.domain.UmaAddressTaken;
import net.ccpay.customer.customers.domain.KycSandboxRules;
import net.ccpay.customer.customers.domain.OnboardingTally;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/** Creating, changing, deleting and reading customers; every status a customer is given is announced through the outbox. */
@ApplicationScoped
public class CustomerService {

    /**
     * Platform-internal events (not webhook types): other services' read models follow profile
     * changes and deletions through them; webhook-service ignores them.
     */

    /** Statuses that are announced as CUSTOMER.KYC_&lt;STATUS&gt; / KYB_&lt;STATUS&gt; events. */
    private static final Set<KycStatus> ANNOUNCED = Set.of(KycStatus.APPROVED, KycStatus.REJECTED, KycStatus.PENDING);
    /** Kept in columns (or decided by the sandbox), never in the profile. */
    private static final Set<String> NOT_IN_PROFILE = Set.of("customerType", "platformCustomerId", "umaAddress", "kycStatus", "kybStatus");
    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    CustomerRepository customers;

    @Inject
    CustomerViews views;

    @Inject
    CustomerEventData eventData;

    @Inject
    Outbox outbox;

    @Inject
    OnboardingTally tally;

    @Inject
    @ConfigProperty(name = "platform.uma.domain", defaultValue = "ccpay.sandbox")
    String umaDomain;

    /**
     * {@code POST /customers}: {@code valid} holds the fields of the body that passed the api's checks
     * (its request record's, as JSON in the contract's order), {@code errors} what those checks found.
     * Then the terms version, a taken platformCustomerId or UMA address are refused.
     */
    @Transactional
    public CustomerDetails create(JsonObject valid, FieldErrors errors) {
        errors.throwIfAny();
        return keep(prepareChecked(valid, new Taken() {
            @Override
            public boolean platformCustomerId(String id) { return customers.platformCustomerIdTaken(id); }

            @Override
            public boolean umaAddress(String address) { return customers.umaAddressTaken(address); }
        }));
    }

    /** Whether a platformCustomerId or UMA address is held already (by a live customer, or earlier in the same batch). */
    public interface Taken {
        boolean platformCustomerId(String id);

        boolean umaAddress(String address);
    }

    /**
     * Which rules a create request checked here is held to: those of a bulk-import CSV row
     * ({@link CustomerShapes#INDIVIDUAL_IMPORT}); {@code POST /customers} reads its body as a request record in the api.
     */
    public enum Intake {
        CSV_IMPORT(CustomerShapes.INDIVIDUAL_IMPORT, CustomerShapes.BUSINESS_IMPORT);

        private final Shape individual;
        private final Shape business;

        Intake(Shape individual, Shape business) {
            this.individual = individual;
            this.business = business;
        }
    }

    /**
     * A create request checked under the rules of {@code intake} (every invalid field at once, the terms
     * version, a taken platformCustomerId or UMA address, the taken-checks answered by {@code taken}: a
     * bulk import asks once per batch) and turned into a customer with the sandbox's status, not yet
     * kept. No transaction of its own, so a refusal inside a caller's transaction (a bulk import's
     * batch) leaves that transaction usable.
     */
    public Customer prepare(JsonObject request, Taken taken, Intake intake) {
        FieldErrors errors = new FieldErrors();
        String type = request.get("customerType") instanceof JsonString s ? s.getString() : null;
        boolean individual = !"BUSINESS".equals(type);
        JsonObject valid = (individual ? intake.individual : intake.business).check("", request, errors);
        errors.throwIfAny();
        return prepareChecked(valid, taken);
    }

    /** The valid fields of a create request, with a customerType of INDIVIDUAL or BUSINESS, turned into a customer. */
    private Customer prepareChecked(JsonObject valid, Taken taken) {
        boolean individual = !"BUSINESS".equals(valid.getString("customerType"));
        checkTermsVersion(valid);

        String platformCustomerId = valid.containsKey("platformCustomerId")
                ? valid.getString("platformCustomerId") : HexFormat.of().formatHex(randomBytes(8));
        if (taken.platformCustomerId(platformCustomerId)) {
            throw new PlatformCustomerIdTaken(platformCustomerId);
        }
        String uma = valid.containsKey("umaAddress") ? valid.getString("umaAddress") : generatedUmaAddress();
        if (taken.umaAddress(uma)) {
            throw new UmaAddressTaken(uma);
        }
        JsonObjectBuilder profile = JsonP.createObjectBuilder();
        valid.forEach((k, v) -> {
            if (!NOT_IN_PROFILE.contains(k)) {
                profile.add(k, v);
            }
        });
        Customer c = new Customer(Ids.newId("Customer"), platformCustomerId, individual ? Customer.INDIVIDUAL : Customer.BUSINESS, uma,
                valid.getString("email", null), profile.build().toString(), now());
        if (individual) {
            c.setKycStatus(KycSandboxRules.statusAtCreation(valid.getString("fullName", null)));
        } else {
            c.setKybStatus(KycStatus.UNVERIFIED); // until it is submitted: then verification's KybSandboxRules decide
        }
        return c;
    }

    /** Keeps a prepared customer and announces its KYC/KYB status (APPROVED, REJECTED, PENDING), in the caller's transaction. */
    @Transactional(Transactional.TxType.MANDATORY)
    public CustomerDetails keep(Customer c) {
        OnboardingTally.Moves moves = new OnboardingTally.Moves();
        CustomerDetails details = keep(c, moves);
        // last: the count's row is shared by every new customer of this type and status, so it is held briefly
        tally.apply(moves);
        return details;
    }

    /** As {@link #keep(Customer)}, with the customer's count collected in {@code moves} for the caller to apply. */
    @Transactional(Transactional.TxType.MANDATORY)
    public CustomerDetails keep(Customer c, OnboardingTally.Moves moves) {
        try {
            customers.add(c);
        } catch (CustomerRepository.DuplicateCustomer e) {
            throw new CustomerCreatedConcurrently(c.platformCustomerId(), c.umaAddress());
        }
        CustomerDetails details = views.details(c);
        boolean individual = Customer.INDIVIDUAL.equals(c.customerType());
        KycStatus status = individual ? c.kycStatus() : c.kybStatus();
        if (ANNOUNCED.contains(status)) {
            outbox.record(EventType.of(EventType.Family.CUSTOMER, (individual ? "KYC_" : "KYB_") + status.name()), c.id(), eventData.of(details),
                    CustomerFactsOf.of(c));
        }
        moves.move(c.customerType(), null, OnboardingTally.statusOf(c));
        return details;
    }

    /**
     * How the api reads a PATCH body: as the update of an individual or of a business, which only the
     * stored customer tells; invalid fields are reported into {@code errors}, the valid ones returned as
     * JSON (a JSON null left out like an absent field).
     */
    @FunctionalInterface
    public interface UpdateBody {
        JsonObject read(boolean individual, FieldErrors errors);
    }

    /**
     * PATCH: {@code customerType} (the body's value, Java null when absent; a JSON null is absent too) is required and must be the
     * customer's; the present fields are validated all at once and merged into the profile
     * ({@code businessInfo} field by field, other objects as a whole). Statuses are the sandbox's to
     * decide and are not changed here.
     */
    @Transactional
    public CustomerDetails update(String id, JsonValue customerType, UpdateBody body) {
        // Locked: two PATCHes of different fields each merge into what the other wrote.
        Customer c = customers.findForUpdate(id).orElseThrow(() -> new CustomerNotFound(id));
        FieldErrors errors = new FieldErrors();
        String type = customerType instanceof JsonString s ? s.getString() : null;
        if (customerType == null || customerType.getValueType() == JsonValue.ValueType.NULL) {
            errors.add(new FieldError("customerType", FieldError.Constraint.oneOf(List.of(c.customerType())),
                    "is required and must be " + c.customerType()));
        } else if (type != null && CustomerShapes.CUSTOMER_TYPES.contains(type) && !type.equals(c.customerType())) {
            // (a customerType that is no string at all is named by the body's reading below)
            errors.add(new FieldError("customerType", FieldError.Constraint.oneOf(List.of(c.customerType())),
                    "must be " + c.customerType() + ": a customer's type cannot change"));
        }
        JsonObject valid = body.read(c.isIndividual(), errors);
        errors.throwIfAny();
        checkTermsVersion(valid);
        String uma = valid.getString("umaAddress", c.umaAddress());
        if (!uma.equals(c.umaAddress()) && customers.umaAddressTaken(uma)) {
            throw new UmaAddressTaken(uma);
        }
        JsonObject current = CustomerViews.profile(c);
        JsonObjectBuilder merged = JsonP.createObjectBuilder(current);
        valid.forEach((k, v) -> {
            if (NOT_IN_PROFILE.contains(k)) {
                return;
            }
            if ("businessInfo".equals(k) && current.get(k) instanceof JsonObject stored) {
                JsonObjectBuilder info = JsonP.createObjectBuilder(stored);
                v.asJsonObject().forEach(info::add);
                merged.add(k, info);
            } else {
                merged.add(k, v);
            }
        });
        c.update(merged.build().toString(), valid.getString("email", c.email()), uma, now());
        CustomerDetails details = views.details(c);
        outbox.record(EventType.CUSTOMER_UPDATED, c.id(), eventData.of(details), CustomerFactsOf.of(c));
        return details;
    }

    /** Soft delete; a second delete is 410 CUSTOMER_DELETED, as the contract lists. */
    @Transactional
    public CustomerDetails delete(String id) {
        Customer c = customers.findIncludingDeletedForUpdate(id).orElseThrow(() -> new CustomerNotFound(id));
        if (c.isDeleted()) {
            throw new CustomerDeleted(id);
        }
        c.markDeleted(now());
        CustomerDetails details = views.details(c);
        outbox.record(EventType.CUSTOMER_DELETED, c.id(), eventData.of(details), CustomerFactsOf.of(c));
        tally.moved(c.customerType(), OnboardingTally.statusOf(c), null);
        return details;
    }

    /** A live customer; {@link CustomerNotFound} otherwise. */
    @Transactional
    public CustomerDetails get(String id) {
        return customers.find(id).map(views::details).orElseThrow(() -> new CustomerNotFound(id));
    }

    @Transactional
    public Page<CustomerDetails> list(CustomerRepository.CustomerFilter filter, PageRequest page) {
        return customers.list(filter, page).map(views::details);
    }

    private static void checkTermsVersion(JsonObject valid) {
        JsonObject consent = valid.getJsonObject("endUserTermsConsent");
        if (consent != null && consent.containsKey("termsVersion") && !CustomerShapes.TERMS_VERSION.equals(consent.getString("termsVersion"))) {
            throw new TermsVersionNotFound(consent.getString("termsVersion"), CustomerShapes.TERMS_VERSION);
        }
    }

    private String generatedUmaAddress() {
        return "$user." + HexFormat.of().formatHex(randomBytes(5)) + "@" + umaDomain;
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    private static byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        RANDOM.nextBytes(b);
        return b;
    }
}
