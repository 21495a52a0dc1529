package net.ccpay.quote.external.domain;

import net.ccpay.common.error.DomainException;

import java.util.Map;

/** 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED: the destination wallet's ownership must be proven before a payment this large. */
public final class VerificationRequired extends DomainException {
    public VerificationRequired(String accountId, ExternalAccount.Status status, long usdEquivalent, long thresholdUsd) {
        super(Kind.INVALID, "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED", "External account " + accountId + " is " + status
                        + ": prove the wallet's ownership (POST …/external-accounts/" + accountId + "/challenge, then /verify) before paying it "
                        + "the equivalent of USD " + String.format("%.2f", usdEquivalent / 100.0) + " (payments below USD "
                        + String.format("%.2f", thresholdUsd / 100.0) + " are allowed meanwhile)",
                Map.of("accountId", accountId, "accountStatus", status.name()));
    }
}
