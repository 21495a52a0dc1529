package net.ccpay.quote.customers.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import net.ccpay.common.customers.KycStatus;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;

/** What quote-service knows of a customer (owned by customer-service). */
@Entity
@Table(name = "customer_view")
public class CustomerView {

    @Id
    private String id;
    @Column(name = "platform_customer_id")
    private String platformCustomerId;
    @Column(name = "customer_type")
    private String customerType;
    @Enumerated(EnumType.STRING)
    private KycStatus status;
    private String email;
    @Column(name = "uma_address")
    private String umaAddress;
    private String currencies;
    private boolean deleted;
    /** The customer lives where Strong Customer Authentication applies (common's ScaRegions). */
    @Column(name = "sca_region")
    private boolean scaRegion;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected CustomerView() {}

    public CustomerView(String id) {
        this.id = id;
    }

    public void update(String platformCustomerId, String customerType, KycStatus status, String email, String umaAddress,
                       List<String> currencies, boolean deleted, Instant updatedAt) {
        this.platformCustomerId = platformCustomerId;
        this.customerType = customerType;
        this.status = status;
        this.email = email;
        this.umaAddress = umaAddress;
        this.currencies = currencies == null || currencies.isEmpty() ? null : String.join(",", currencies);
        this.deleted = deleted;
        this.updatedAt = updatedAt;
    }

    public String id() { return id; }
    public String platformCustomerId() { return platformCustomerId; }
    public String customerType() { return customerType; }
    public KycStatus status() { return status; }
    public String email() { return email; }
    public String umaAddress() { return umaAddress; }
    public boolean deleted() { return deleted; }
    public boolean scaRegion() { return scaRegion; }
    public void scaRegion(boolean scaRegion) { this.scaRegion = scaRegion; }
    public Instant updatedAt() { return updatedAt; }
    public List<String> currencies() { return currencies == null ? List.of() : Arrays.asList(currencies.split(",")); }
    public boolean approved() { return status == KycStatus.APPROVED; }
}
