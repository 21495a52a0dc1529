package net.ccpay.customer.owners.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerNotFound;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.common.customers.KycStatus;
import net.ccpay.customer.owners.domain.BeneficialOwner;
import net.ccpay.customer.owners.domain.BeneficialOwnerNotFound;
import net.ccpay.customer.owners.domain.BeneficialOwnerRepository;
import net.ccpay.customer.owners.domain.BeneficialOwnerSandboxRules;
import net.ccpay.customer.owners.domain.OwnershipAboveWhole;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/** Adding, changing and reading the beneficial owners of business customers. */
@ApplicationScoped
public class BeneficialOwnerService {


    @Inject
    BeneficialOwnerRepository owners;

    @Inject
    CustomerRepository customers;

    /**
     * {@code valid} holds the request's fields that passed the api's checks (as JSON, in the contract's
     * order: the stored profile keeps it), {@code errors} what those checks found; both are reported together.
     */
    @Transactional
    public BeneficialOwner create(JsonObject valid, FieldErrors errors) {
        if (valid.containsKey("roles") && valid.getJsonArray("roles").isEmpty()) {
            errors.add("roles", "must name at least one role");
        }
        errors.throwIfAny();
        String customerId = valid.getString("customerId");
        // Locked: an owner added while its business is being verified is resolved by that decision or after it.
        Customer business = customers.findForUpdate(customerId)
                .orElseThrow(() -> new CustomerNotFound(customerId));
        if (business.isIndividual()) {
            throw InvalidFields.of("customerId", "must be a BUSINESS customer; beneficial owners belong to businesses");
        }
        OwnershipAboveWhole.check(owners.ofCustomer(customerId).stream().map(OwnerProfiles::ownershipPercentage).toList(),
                valid.getInt("ownershipPercentage"));
        // An owner added after its business resolved terminally is resolved at once, by the same table.
        KycStatus status = business.kybStatus() != null && business.kybStatus().isDecided()
                ? BeneficialOwnerSandboxRules.statusWhenBusinessResolves(valid.getJsonObject("personalInfo").getString("lastName"))
                : BeneficialOwnerSandboxRules.STATUS_AT_CREATION;
        JsonObjectBuilder profile = JsonP.createObjectBuilder(valid);
        profile.remove("customerId");
        BeneficialOwner owner = new BeneficialOwner(Ids.newId("BeneficialOwner"), customerId, status, profile.build().toString(), now());
        owners.add(owner);
        return owner;
    }

    /** A partial update, {@code valid} and {@code errors} as for {@link #create}; an unknown owner is 404 before any 400. */
    @Transactional
    public BeneficialOwner update(String id, JsonObject valid, FieldErrors errors) {
        String business = owners.businessOf(id).orElseThrow(() -> new BeneficialOwnerNotFound(id));
        // The business first, then the owner: the order a verification takes them in, so the two never deadlock.
        customers.findIncludingDeletedForUpdate(business);
        BeneficialOwner owner = owners.findForUpdate(id).orElseThrow(() -> new BeneficialOwnerNotFound(id));
        if (valid.containsKey("roles") && valid.getJsonArray("roles").isEmpty()) {
            errors.add("roles", "must name at least one role");
        }
        errors.throwIfAny();
        if (valid.containsKey("ownershipPercentage")) {
            List<BeneficialOwner> others = owners.ofCustomer(business).stream().filter(o -> !o.id().equals(id)).toList();
            OwnershipAboveWhole.check(others.stream().map(OwnerProfiles::ownershipPercentage).toList(), valid.getInt("ownershipPercentage"));
        }
        JsonObject current = OwnerProfiles.profile(owner);
        JsonObjectBuilder merged = JsonP.createObjectBuilder(current);
        valid.forEach((k, v) -> {
            if ("personalInfo".equals(k)) {
                JsonObjectBuilder pi = JsonP.createObjectBuilder(current.getJsonObject("personalInfo"));
                v.asJsonObject().forEach(pi::add);
                merged.add(k, pi);
            } else {
                merged.add(k, v);
            }
        });
        owner.update(merged.build().toString(), now());
        return owner;
    }

    @Transactional
    public BeneficialOwner get(String id) {
        return owners.find(id).orElseThrow(() -> new BeneficialOwnerNotFound(id));
    }

    /** One page of the owners of the business {@code customerId}. */
    @Transactional
    public Page<BeneficialOwner> list(String customerId, PageRequest page) {
        return owners.list(customerId, page);
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
