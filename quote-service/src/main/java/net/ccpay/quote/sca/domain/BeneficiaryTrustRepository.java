package net.ccpay.quote.sca.domain;

import java.util.Optional;

/** The trusted beneficiaries, one row per trusted external account. */
public interface BeneficiaryTrustRepository {

    Optional<BeneficiaryTrust> find(String accountId);

    void add(BeneficiaryTrust trust);

    void remove(BeneficiaryTrust trust);
}
