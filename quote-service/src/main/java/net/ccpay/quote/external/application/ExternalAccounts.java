package net.ccpay.quote.external.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.external.domain.AccountTypes;
import net.ccpay.quote.external.domain.BeneficiaryTrusted;
import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.external.domain.ExternalAccountId;
import net.ccpay.quote.external.domain.ExternalAccountEvents;
import net.ccpay.quote.external.domain.ExternalAccountNotFound;
import net.ccpay.quote.external.domain.ExternalAccountRepository;
import net.ccpay.quote.external.domain.BeneficiaryVerification;
import net.ccpay.quote.external.domain.SandboxAccountRules;
import net.ccpay.quote.external.domain.TrustedBeneficiaries;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** Creating, reading and deleting external accounts of customers and of the platform. */
@ApplicationScoped
public class ExternalAccounts {

    static final List<String> OWNERSHIP = List.of("FIRST_PARTY", "THIRD_PARTY");

    static final Shape ADDRESS = Shape.object()
            .string("line1", true, 1, 200).string("line2", false, 0, 200).string("city", false, 1, 100)
            .string("state", false, 1, 100).string("postalCode", true, 1, 20).country("country", true);

    static final Shape INDIVIDUAL_BENEFICIARY = Shape.object()
            .oneOf("beneficiaryType", true, List.of("INDIVIDUAL", "BUSINESS"))
            .string("fullName", true, 1, 200).date("birthDate", false, true).country("nationality", false)
            .email("email", false).phone("phoneNumber", false).country("countryOfResidence", false)
            .nested("address", false, ADDRESS);

    static final Shape BUSINESS_BENEFICIARY = Shape.object()
            .oneOf("beneficiaryType", true, List.of("INDIVIDUAL", "BUSINESS"))
            .string("legalName", true, 1, 300).string("registrationNumber", false, 1, 100).string("taxId", false, 1, 100)
            .email("email", false).phone("phoneNumber", false).country("countryOfResidence", false)
            .nested("address", false, ADDRESS);

    @Inject
    ExternalAccountRepository repository;

    @Inject
    CustomerDirectory customers;

    @Inject
    ExternalAccountEvents events;

    @Inject
    TrustedBeneficiaries trusts;

    /** A page of accounts as read (up to {@code limit + 1} rows; the extra one says there is more). */
    public record AccountPage(List<ExternalAccount> rows, int limit, long totalCount) {}

    private static Map<String, AccountTypes.Variant> variants() {
        Map<String, AccountTypes.Variant> all = new java.util.LinkedHashMap<>(AccountTypes.variants());
        Set<String> fiat = CurrencyCodes.all().values().stream().filter(c -> !c.crypto()).map(Currency::code)
                .collect(Collectors.toCollection(TreeSet::new));
        all.put("SWIFT_ACCOUNT", AccountTypes.swift(fiat));
        return all;
    }

    private static final Map<String, AccountTypes.Variant> VARIANTS = variants();

    @Transactional
    public ExternalAccount create(JsonObject req, boolean platformOwned) {
        FieldErrors errors = new FieldErrors();
        Shape top = Shape.object()
                .pattern("currency", true, java.util.regex.Pattern.compile("^[A-Z0-9]{3,5}$"), "a currency code such as USD")
                .string("platformAccountId", false, 1, 200)
                .oneOf("ownershipType", false, OWNERSHIP);
        if (!platformOwned) {
            top.pattern("customerId", true, java.util.regex.Pattern.compile("^Customer:[0-9a-f-]{36}$"), "a customer id (Customer:<uuid>)")
                    .bool("defaultUmaDepositAccount", false);
        }
        JsonObject valid = top.check("", req, errors);

        JsonObject info = req.get("accountInfo") instanceof JsonObject o ? o : null;
        AccountTypes.Variant variant = null;
        JsonObject validInfo = null;
        if (info == null) {
            errors.add("accountInfo", "is required: an object whose accountType says which kind of account it is");
        } else {
            String type = info.get("accountType") instanceof JsonString s ? s.getString() : null;
            variant = type == null ? null : VARIANTS.get(type);
            if (variant == null) {
                errors.add("accountInfo.accountType", FieldError.Constraint.oneOf(List.copyOf(VARIANTS.keySet())),
                        type == null ? "is required" : "'" + type + "' is not an account type this platform supports");
            } else {
                validInfo = variant.info().check("accountInfo.", info, errors);
                validInfo = withBeneficiary(variant, info, validInfo, errors);
                atLeastOne(variant, validInfo, errors);
            }
        }
        if (variant != null && valid.containsKey("currency") && !variant.currencies().contains(valid.getString("currency"))) {
            errors.add("currency", FieldError.Constraint.oneOf(List.copyOf(new TreeSet<>(variant.currencies()))),
                    variant.accountType() + " accounts hold " + String.join(", ", new TreeSet<>(variant.currencies()))
                            + ", not " + valid.getString("currency"));
        }
        errors.throwIfAny();

        String customerId = platformOwned ? null : valid.getString("customerId");
        if (customerId != null && customers.find(customerId).isEmpty()) {
            // a field of the body that names no customer: the contract gives this operation 400, not 404
            throw InvalidFields.of("customerId", "no customer has the id " + customerId);
        }
        JsonObject checkedInfo = validInfo;
        String primary = variant.primaryIdentifier(name -> checkedInfo.get(name) instanceof JsonString s ? s.getString() : null);
        BeneficiaryVerification verification = SandboxAccountRules.beneficiaryVerification(primary);
        JsonArrayBuilder rails = JsonP.createArrayBuilder();
        variant.paymentRails().forEach(rails::add);
        JsonObject stored = JsonP.createObjectBuilder(validInfo).add("paymentRails", rails).build();
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        ExternalAccount a = new ExternalAccount(Ids.newId("ExternalAccount"), customerId,
                valid.containsKey("platformAccountId") ? valid.getString("platformAccountId") : null,
                valid.getString("currency"), variant.accountType(), primary, stored.toString(),
                valid.containsKey("ownershipType") ? valid.getString("ownershipType") : null,
                valid.containsKey("defaultUmaDepositAccount") && valid.getBoolean("defaultUmaDepositAccount"),
                variant.fiat() || stored.containsKey("beneficiary") ? verification : null, now);
        if (a.isFirstPartyWallet()) {
            // the sandbox applies the Travel Rule's counterparty requirement: the owner proves control (OwnershipChallenges)
            a.requireOwnershipProof();
        }
        if (a.defaultUmaDepositAccount()) {
            clearDefaultUmaDepositAccount(customerId, now);
        }
        repository.add(a);
        events.statusUpdated(a);
        return a;
    }

    /**
     * A customer has at most one default UMA deposit account: a new default takes the flag from the
     * old one in the same transaction. Two new defaults at once queue on the owner's row (the one
     * account provisioning locks), so the second sees and clears the first. The old rows are changed
     * as entities, so the change reaches the entity cache with the commit.
     */
    private void clearDefaultUmaDepositAccount(String customerId, Instant now) {
        repository.lockOwner(customerId);
        repository.defaultUmaDepositAccountsForUpdate(customerId).forEach(old -> old.clearDefaultUmaDepositAccount(now));
    }

    /** Fiat accounts name their beneficiary (an individual or a business); wallets may. */
    private static JsonObject withBeneficiary(AccountTypes.Variant variant, JsonObject info, JsonObject validInfo, FieldErrors errors) {
        if (!info.containsKey("beneficiary") || info.isNull("beneficiary")) {
            if (variant.fiat()) {
                errors.add("accountInfo.beneficiary", "is required: who owns the account (beneficiaryType INDIVIDUAL or BUSINESS)");
            }
            return validInfo;
        }
        if (!(info.get("beneficiary") instanceof JsonObject b)) {
            errors.add("accountInfo.beneficiary", "must be an object");
            return validInfo;
        }
        Shape shape = "BUSINESS".equals(b.getString("beneficiaryType", "")) ? BUSINESS_BENEFICIARY : INDIVIDUAL_BENEFICIARY;
        JsonObject valid = shape.check("accountInfo.beneficiary.", b, errors);
        // The contract's business beneficiary needs only legalName; an individual on a EUR account also names a country of residence.
        if ("EUR_ACCOUNT".equals(variant.accountType()) && !"BUSINESS".equals(b.getString("beneficiaryType", ""))
                && !valid.containsKey("countryOfResidence") && !b.containsKey("countryOfResidence")) {
            errors.add("accountInfo.beneficiary.countryOfResidence", "is required for EUR accounts");
        }
        return JsonP.createObjectBuilder(validInfo).add("beneficiary", valid).build();
    }

    /** Variants whose identifier may be one of several fields need at least one. */
    private static void atLeastOne(AccountTypes.Variant variant, JsonObject info, FieldErrors errors) {
        List<String> anyOf = switch (variant.accountType()) {
            case "INR_ACCOUNT" -> List.of("vpa", "accountNumber");
            case "SWIFT_ACCOUNT" -> List.of("accountNumber", "iban");
            case "LIGHTNING" -> List.of("lightningAddress", "bolt12", "invoice");
            default -> List.of();
        };
        if (!anyOf.isEmpty() && anyOf.stream().noneMatch(info::containsKey)) {
            errors.add("accountInfo." + anyOf.get(0), "give at least one of " + String.join(", ", anyOf));
        }
        if ("INR_ACCOUNT".equals(variant.accountType()) && info.containsKey("accountNumber") && !info.containsKey("ifsc")) {
            errors.add("accountInfo.ifsc", "is required with accountNumber");
        }
    }

    /** A live account of the given owner kind. */
    @Transactional
    public Optional<ExternalAccount> find(ExternalAccountId id, boolean platformOwned) {
        return repository.find(id.value()).filter(a -> !a.isDeleted() && a.isPlatformOwned() == platformOwned);
    }

    /** A live account of any owner. */
    @Transactional
    public Optional<ExternalAccount> findAny(ExternalAccountId id) {
        return repository.find(id.value()).filter(a -> !a.isDeleted());
    }

    /** A live account of any owner, its row locked for the caller's transaction (a delete or a trust change of it). */
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<ExternalAccount> lock(ExternalAccountId id) {
        return repository.findForUpdate(id.value()).filter(a -> !a.isDeleted());
    }

    @Transactional
    public ExternalAccount get(ExternalAccountId id, boolean platformOwned) {
        return find(id, platformOwned).orElseThrow(() -> notFound(id.value()));
    }

    /**
     * Deletes a live account; a trusted beneficiary is refused (409 BENEFICIARY_TRUSTED). The account's row is locked
     * first, as a trust's confirmation locks it, so a delete and a trust never both pass.
     */
    @Transactional
    public void delete(ExternalAccountId id, boolean platformOwned) {
        ExternalAccount a = lock(id).filter(e -> e.isPlatformOwned() == platformOwned).orElseThrow(() -> notFound(id.value()));
        if (trusts.trusted(a.id())) {
            throw new BeneficiaryTrusted(a.id());
        }
        a.delete(Instant.now().truncatedTo(ChronoUnit.MICROS));
        events.statusUpdated(a);
    }

    @Transactional
    public AccountPage list(boolean platformOwned, String customerId, String currency, int n, Cursor after) {
        ExternalAccountRepository.Listed listed = repository.list(platformOwned, customerId, currency, n, after);
        return new AccountPage(listed.rows(), n, listed.totalCount());
    }

    private static ExternalAccountNotFound notFound(String id) {
        return new ExternalAccountNotFound(id);
    }
}
