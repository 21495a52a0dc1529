package net.ccpay.quote.sca.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/** An external account its customer trusts: payments to it need no per-payment SCA challenge. */
@Entity
@Table(name = "beneficiary_trust")
public class BeneficiaryTrust {

    @Id
    @Column(name = "external_account_id")
    private String externalAccountId;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "trusted_at")
    private Instant trustedAt;

    protected BeneficiaryTrust() {}

    public BeneficiaryTrust(String externalAccountId, String customerId, Instant trustedAt) {
        this.externalAccountId = externalAccountId;
        this.customerId = customerId;
        this.trustedAt = trustedAt;
    }

    public String externalAccountId() { return externalAccountId; }
    public String customerId() { return customerId; }
    public Instant trustedAt() { return trustedAt; }
}
