package net.ccpay.quote.accounts.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/** An external account (bank account, wallet...) a customer or the platform can pay to. */
@Entity
@Table(name = "external_account")
public class ExternalAccount {

    @Id
    private String id;
    @Column(name = "customer_id")
    private String customerId;
    private String currency;
    @Column(name = "account_type")
    private String accountType;
    @Column(name = "primary_identifier")
    private String primaryIdentifier;
    @Column(name = "account_info")
    private String accountInfo;
    private String status;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    @Column(name = "deleted_at")
    private Instant deletedAt;

    protected ExternalAccount() {}

    public String id() { return id; }
    public String customerId() { return customerId; }
    public String currency() { return currency; }
    public boolean isDeleted() { return deletedAt != null; }
}
