package net.ccpay.customer.verification.application;

import net.ccpay.customer.customers.application.CustomerFactsOf;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.customer.customers.application.CustomerEventData;
import net.ccpay.customer.customers.application.CustomerViews;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerNotFound;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.common.customers.KycStatus;
import net.ccpay.customer.customers.domain.OnboardingTally;
import net.ccpay.customer.documents.domain.Document;
import net.ccpay.customer.documents.domain.DocumentRepository;
import net.ccpay.customer.documents.domain.DocumentTypes;
import net.ccpay.customer.owners.application.OwnerProfiles;
import net.ccpay.customer.owners.domain.BeneficialOwner;
import net.ccpay.customer.owners.domain.BeneficialOwnerRepository;
import net.ccpay.customer.owners.domain.BeneficialOwnerSandboxRules;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.customer.verification.domain.Verification;
import net.ccpay.customer.verification.domain.VerificationDecided;
import net.ccpay.customer.verification.domain.VerificationNotFound;
import net.ccpay.customer.verification.domain.VerificationRepository;
import net.ccpay.customer.verification.domain.VerificationRules;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * POST /verifications: runs the sandbox rules on a customer, stores the result, applies a terminal
 * KYB decision (to the business and its owners) and announces both through the outbox, all in one
 * transaction.
 */
@ApplicationScoped
public class VerificationService {

    @Inject
    CustomerRepository customers;

    @Inject
    DocumentRepository documents;

    @Inject
    BeneficialOwnerRepository owners;

    @Inject
    VerificationRepository verifications;

    @Inject
    CustomerViews views;

    @Inject
    CustomerEventData customerData;

    @Inject
    VerificationEventData verificationData;

    @Inject
    Outbox outbox;

    @Inject
    OnboardingTally tally;

    /** Submits the customer {@code customerId} (the request's, already checked by the api). */
    @Transactional
    public Verification submit(String customerId) {
        // Locked: concurrent submissions for one customer run one after the other, so a decision is
        // taken (and announced) once and the later ones see it.
        Customer c = customers.findForUpdate(customerId)
                .orElseThrow(() -> new CustomerNotFound(customerId));
        KycStatus status = c.verificationStatus();
        if (status != null && status.isDecided()) {
            throw new VerificationDecided(customerId, status, c.isIndividual());
        }
        JsonObject profile = CustomerViews.profile(c);
        Instant now = now();
        VerificationRules.Outcome outcome;
        List<BeneficialOwner> businessOwners = List.of();
        if (c.isIndividual()) {
            List<VerificationRules.DocumentFacts> identity = documents.ofHolder(c.id(), DocumentTypes.IDENTITY).stream()
                    .map(d -> new VerificationRules.DocumentFacts(d.id(), d.updatedAt())).toList();
            outcome = VerificationRules.individual(c.id(), status, VerificationJson.data(profile), identity, verifications.lastPoorQualityAt(c.id()));
        } else {
            businessOwners = owners.ofCustomer(c.id());
            List<VerificationRules.OwnerFacts> facts = businessOwners.stream()
                    .map(o -> new VerificationRules.OwnerFacts(o.id(), VerificationJson.data(OwnerProfiles.profile(o).getJsonObject("personalInfo")),
                            ids(documents.ofHolder(o.id(), DocumentTypes.IDENTITY))))
                    .toList();
            JsonObject info = profile.getJsonObject("businessInfo");
            String registration = info == null ? null : info.getString("registrationNumber", null);
            outcome = VerificationRules.business(c.id(), registration, VerificationJson.data(profile), ids(documents.ofHolder(c.id(), DocumentTypes.LEGAL_PRESENCE)),
                    facts);
        }
        Verification v = new Verification(Ids.newId("Verification"), c.id(), outcome.verificationStatus(),
                VerificationJson.issues(outcome.errors()).toString(), now);
        verifications.add(v);
        String counted = OnboardingTally.statusOf(c);
        if (outcome.newCustomerStatus() != null && c.isIndividual()) {
            // a corrected 003 customer is now awaiting review
            c.setKycStatus(outcome.newCustomerStatus());
            c.touch(now);
            outbox.record(EventType.of(EventType.Family.CUSTOMER, "KYC_" + outcome.newCustomerStatus().name()), c.id(),
                    customerData.of(views.details(c)), CustomerFactsOf.of(c));
        } else if (outcome.newCustomerStatus() != null) {
            c.setKybStatus(outcome.newCustomerStatus());
            c.touch(now);
            // The business resolved terminally: its owners are resolved at the same moment, by their own table.
            for (BeneficialOwner o : businessOwners) {
                String last = OwnerProfiles.profile(o).getJsonObject("personalInfo").getString("lastName", null);
                o.resolve(BeneficialOwnerSandboxRules.statusWhenBusinessResolves(last), now);
            }
            outbox.record(EventType.of(EventType.Family.CUSTOMER, "KYB_" + outcome.newCustomerStatus().name()), c.id(),
                    customerData.of(views.details(c)), CustomerFactsOf.of(c));
        }
        outbox.record(EventType.of(EventType.Family.VERIFICATION, v.verificationStatus().name()), c.id(), verificationData.of(v));
        tally.moved(c.customerType(), counted, OnboardingTally.statusOf(c));
        return v;
    }

    @Transactional
    public Verification get(String id) {
        return verifications.find(id).orElseThrow(() -> new VerificationNotFound(id));
    }

    @Transactional
    public Page<Verification> list(String customerId, Verification.Status verificationStatus, PageRequest page) {
        return verifications.list(customerId, verificationStatus, page);
    }

    private static List<String> ids(List<Document> docs) {
        return docs.stream().map(Document::id).toList();
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
