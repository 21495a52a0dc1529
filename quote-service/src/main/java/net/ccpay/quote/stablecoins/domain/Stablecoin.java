package net.ccpay.quote.stablecoins.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;

import java.time.Instant;

/**
 * A provider-created stablecoin registered with the platform. Its symbol is its ledger currency:
 * supply, holdings and the fiat reserve that backs it live in the ledger ({@link StablecoinLedger}).
 */
@Entity
@Table(name = "stablecoin")
public class Stablecoin {

    /** The contract's issuance statuses; the sandbox provisions a coin at once. */
    public enum IssuanceStatus { PENDING_REVIEW, PROVISIONING, PROVISIONED, REJECTED, FAILED }

    /** The contract's statuses of the platform's operations on a coin; the sandbox enables them at once. */
    public enum GridOperationsStatus { NOT_ENABLED, PENDING_APPROVAL, ENABLING, ENABLED, DISABLED }

    @Id
    private String id;
    private String name;
    private String symbol;
    @Column(name = "base_currency")
    private String baseCurrency;
    private String network;
    private int decimals;
    @Column(name = "issuance_status")
    @Enumerated(EnumType.STRING)
    private IssuanceStatus issuanceStatus;
    @Column(name = "grid_operations_status")
    @Enumerated(EnumType.STRING)
    private GridOperationsStatus gridOperationsStatus;
    @Column(name = "network_token_identifier")
    private String networkTokenIdentifier;
    private String currency;
    private String provider;
    @Column(name = "provider_account_link_id")
    private String providerAccountLinkId;
    @Column(name = "provider_environment")
    private String providerEnvironment;
    @Column(name = "provider_token_identifier")
    private String providerTokenIdentifier;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected Stablecoin() {}

    public Stablecoin(String id, ProviderToken token, String network, String networkTokenIdentifier, StablecoinProviderAccount link, Instant now) {
        this.id = id;
        this.name = token.name();
        this.symbol = token.symbol();
        this.baseCurrency = token.baseCurrency();
        this.decimals = token.decimals();
        this.network = network;
        this.networkTokenIdentifier = networkTokenIdentifier;
        this.providerTokenIdentifier = token.providerTokenIdentifier();
        this.provider = link.provider();
        this.providerAccountLinkId = link.id();
        this.providerEnvironment = link.providerEnvironment();
        // the sandbox provider has provisioned every token it reports, and the platform enables it at once
        this.issuanceStatus = IssuanceStatus.PROVISIONED;
        this.gridOperationsStatus = GridOperationsStatus.ENABLED;
        this.currency = token.symbol();
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** The coin as the ledger counts it. */
    public Currency coin() {
        return Currency.of(symbol, decimals);
    }

    /** The fiat currency the coin is minted from and redeemed in (its base currency). */
    public Currency fiat() {
        return CurrencyCodes.find(baseCurrency).orElseThrow(() -> new IllegalStateException("unknown currency " + baseCurrency));
    }

    public void requireOperable() {
        if (issuanceStatus != IssuanceStatus.PROVISIONED || gridOperationsStatus != GridOperationsStatus.ENABLED) {
            throw new StablecoinNotOperable(id, issuanceStatus, gridOperationsStatus);
        }
    }

    public void touch(Instant now) { this.updatedAt = now; }

    public String id() { return id; }
    public String name() { return name; }
    public String symbol() { return symbol; }
    public String baseCurrency() { return baseCurrency; }
    public String network() { return network; }
    public int decimals() { return decimals; }
    public IssuanceStatus issuanceStatus() { return issuanceStatus; }
    public GridOperationsStatus gridOperationsStatus() { return gridOperationsStatus; }
    public String networkTokenIdentifier() { return networkTokenIdentifier; }
    public String currency() { return currency; }
    public String provider() { return provider; }
    public String providerAccountLinkId() { return providerAccountLinkId; }
    public String providerEnvironment() { return providerEnvironment; }
    public String providerTokenIdentifier() { return providerTokenIdentifier; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
}
