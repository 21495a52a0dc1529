package net.ccpay.quote.sca.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.external.application.ExternalAccounts;
import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.external.domain.ExternalAccountId;
import net.ccpay.quote.external.domain.ExternalAccountNotFound;
import net.ccpay.quote.external.domain.TrustedBeneficiaries;
import net.ccpay.quote.sca.domain.BeneficiaryTrust;
import net.ccpay.quote.sca.domain.BeneficiaryTrustRepository;
import net.ccpay.quote.sca.domain.NoPendingScaChallenge;
import net.ccpay.quote.sca.domain.ScaChallenge;
import net.ccpay.quote.sca.domain.ScaNotApplicable;
import net.ccpay.quote.sca.domain.ScaProofRejected;
import net.ccpay.common.sca.ChallengeCheck;

import java.util.Optional;

/**
 * Trusting and untrusting a beneficiary (a customer's external account): each change waits on an SMS
 * challenge of the account's customer, who must live where SCA applies (otherwise 409, as before). A trusted
 * beneficiary's payments need no per-payment challenge ({@link #trusted}).
 */
@ApplicationScoped
public class BeneficiaryTrusts implements TrustedBeneficiaries {

    @Inject
    BeneficiaryTrustRepository trusts;

    @Inject
    ExternalAccounts accounts;

    @Inject
    CustomerDirectory customers;

    @Inject
    ScaChallenges challenges;

    /** Starts a trust ({@code trust} true) or untrust change: the challenge to satisfy. */
    @Transactional
    public ScaChallenge start(ExternalAccountId externalId, boolean trust) {
        String accountId = externalId.value();
        ExternalAccount a = scaAccount(externalId);
        return challenges.issue(subject(accountId, trust), a.customerId());
    }

    /**
     * Confirms the change with the code of its challenge; returns whether the account is now trusted. The code is
     * checked in a transaction of its own (a wrong attempt counts even though this one rolls back).
     */
    @Transactional
    public boolean confirm(ExternalAccountId externalId, boolean trust, String challengeId, String code) {
        String accountId = externalId.value();
        ExternalAccount a = scaAccount(externalId);
        // the account's row, as a delete locks it: a trust and a delete of one account never both pass
        accounts.lock(externalId).orElseThrow(() -> new ExternalAccountNotFound(accountId));
        ScaChallenge c = challenges.latest(subject(accountId, trust)).filter(ScaChallenge::open)
                .orElseThrow(() -> new NoPendingScaChallenge("The " + (trust ? "trust" : "untrust") + " of " + accountId,
                        trusted(accountId) ? "TRUSTED" : "NOT_TRUSTED"));
        if (challengeId != null && !challengeId.equals(c.id())) {
            throw new ScaProofRejected(challengeId, ChallengeCheck.ALREADY_USED);
        }
        challenges.satisfy(c.id(), code, false);
        return record(a, trust);
    }

    private boolean record(ExternalAccount a, boolean trust) {
        BeneficiaryTrust existing = trusts.find(a.id()).orElse(null);
        if (trust && existing == null) {
            trusts.add(new BeneficiaryTrust(a.id(), a.customerId(), challenges.now()));
        } else if (!trust && existing != null) {
            trusts.remove(existing);
        }
        return trust;
    }

    /** Whether payments to this account skip the per-payment challenge (and whether a delete of it is refused). */
    @Override
    @Transactional
    public boolean trusted(String accountId) {
        return accountId != null && trusts.find(accountId).isPresent();
    }

    /** A customer's live external account whose customer lives where SCA applies; 404 / 409 otherwise. */
    private ExternalAccount scaAccount(ExternalAccountId accountId) {
        ExternalAccount a = accounts.find(accountId, false).orElseThrow(() -> new ExternalAccountNotFound(accountId.value()));
        Optional<CustomerView> owner = customers.find(a.customerId());
        if (owner.isEmpty() || !owner.get().scaRegion()) {
            throw new ScaNotApplicable();
        }
        return a;
    }

    private static String subject(String accountId, boolean trust) {
        return (trust ? "trust:" : "untrust:") + accountId;
    }
}
