package net.ccpay.customer.verification.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.common.validation.Shape;
import net.ccpay.customer.customers.application.CustomerViews;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.customer.documents.domain.Document;
import net.ccpay.customer.documents.domain.DocumentRepository;
import net.ccpay.customer.documents.domain.DocumentTypes;
import net.ccpay.customer.owners.api.BeneficialOwnerMapper;
import net.ccpay.customer.owners.domain.BeneficialOwner;
import net.ccpay.customer.owners.domain.BeneficialOwnerRepository;
import net.ccpay.customer.owners.domain.BeneficialOwnerSandboxRules;
import net.ccpay.customer.platform.paging.Page;
import net.ccpay.customer.platform.paging.PageRequest;
import net.ccpay.customer.verification.api.VerificationMapper;
import net.ccpay.customer.verification.domain.Verification;
import net.ccpay.customer.verification.domain.VerificationRepository;
import net.ccpay.customer.verification.domain.VerificationRules;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * POST /verifications: runs the sandbox rules on a customer, stores the result, applies a terminal
 * KYB decision (to the business and its owners) and announces both through the outbox, all in one
 * transaction.
 */
@ApplicationScoped
public class VerificationService {

    public static final Set<String> TERMINAL = Set.of("APPROVED", "REJECTED");
    private static final Shape REQUEST = Shape.object().string("customerId", true, 1, 64);

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
    Outbox outbox;

    @Transactional
    public JsonObject submit(JsonObject request) {
        FieldErrors errors = new FieldErrors();
        JsonObject valid = REQUEST.check("", request, errors);
        errors.throwIfAny();
        String customerId = valid.getString("customerId");
        // Locked: concurrent submissions for one customer run one after the other, so a decision is
        // taken (and announced) once and the later ones see it.
        Customer c = customers.findForUpdate(customerId)
                .orElseThrow(() -> ApiException.notFound(ErrorCode.USER_NOT_FOUND, "Customer " + customerId + " not found"));
        String status = c.verificationStatus();
        if (TERMINAL.contains(status)) {
            throw ApiException.invalidInput("Customer " + customerId + " is already " + status + " ("
                    + (c.isIndividual() ? "kycStatus" : "kybStatus") + "); a verification decision is final and cannot be resubmitted");
        }
        JsonObject profile = CustomerViews.profile(c);
        Instant now = now();
        VerificationRules.Outcome outcome;
        List<BeneficialOwner> businessOwners = List.of();
        if (c.isIndividual()) {
            List<VerificationRules.DocumentFacts> identity = documents.ofHolder(c.id(), DocumentTypes.IDENTITY).stream()
                    .map(d -> new VerificationRules.DocumentFacts(d.id(), d.updatedAt())).toList();
            outcome = VerificationRules.individual(c.id(), status, profile, identity, verifications.lastPoorQualityAt(c.id()));
        } else {
            businessOwners = owners.ofCustomer(c.id());
            List<VerificationRules.OwnerFacts> facts = businessOwners.stream()
                    .map(o -> new VerificationRules.OwnerFacts(o.id(), BeneficialOwnerMapper.profile(o).getJsonObject("personalInfo"),
                            ids(documents.ofHolder(o.id(), DocumentTypes.IDENTITY))))
                    .toList();
            JsonObject info = profile.getJsonObject("businessInfo");
            String registration = info == null ? null : info.getString("registrationNumber", null);
            outcome = VerificationRules.business(c.id(), registration, profile, ids(documents.ofHolder(c.id(), DocumentTypes.LEGAL_PRESENCE)),
                    facts);
        }
        Verification v = new Verification(Ids.newId("Verification"), c.id(), outcome.verificationStatus(),
                VerificationMapper.errors(outcome.errors()).toString(), now);
        verifications.add(v);
        if (outcome.newCustomerStatus() != null && c.isIndividual()) {
            // a corrected 003 customer is now awaiting review
            c.setKycStatus(outcome.newCustomerStatus());
            c.touch(now);
            outbox.record("CUSTOMER.KYC_" + outcome.newCustomerStatus(), c.id(), views.json(c).toString());
        } else if (outcome.newCustomerStatus() != null) {
            c.setKybStatus(outcome.newCustomerStatus());
            c.touch(now);
            // The business resolved terminally: its owners are resolved at the same moment, by their own table.
            for (BeneficialOwner o : businessOwners) {
                String last = BeneficialOwnerMapper.profile(o).getJsonObject("personalInfo").getString("lastName", null);
                o.resolve(BeneficialOwnerSandboxRules.statusWhenBusinessResolves(last), now);
            }
            outbox.record("CUSTOMER.KYB_" + outcome.newCustomerStatus(), c.id(), views.json(c).toString());
        }
        JsonObject json = VerificationMapper.toJson(v);
        outbox.record("VERIFICATION." + v.verificationStatus(), c.id(), json.toString());
        return json;
    }

    @Transactional
    public Optional<JsonObject> get(String id) {
        return verifications.find(id).map(VerificationMapper::toJson);
    }

    @Transactional
    public Page<JsonObject> list(String customerId, String verificationStatus, PageRequest page) {
        return verifications.list(customerId, verificationStatus, page).map(VerificationMapper::toJson);
    }

    private static List<String> ids(List<Document> docs) {
        return docs.stream().map(Document::id).toList();
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
