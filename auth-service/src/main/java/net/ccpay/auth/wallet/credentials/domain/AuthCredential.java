package net.ccpay.auth.wallet.credentials.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * A way an embedded wallet's owner authenticates: a one-time code to the wallet's email
 * ({@code EMAIL_OTP}) or phone ({@code SMS_OTP}), a passkey, or an OAuth identity. EMAIL_OTP and
 * SMS_OTP are one per wallet: {@code singleKind} ("account id/type") is unique while the credential lives.
 */
@Entity
@Table(name = "auth_credential")
public class AuthCredential {

    public enum Type { EMAIL_OTP, SMS_OTP, PASSKEY, OAUTH }

    @Id
    private String id;
    @Column(name = "account_id")
    private String accountId;
    @Column(name = "cred_type")
    private String type;
    private String nickname;
    @Column(name = "single_kind")
    private String singleKind;
    @Column(name = "credential_id")
    private String credentialId;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    @Column(name = "deleted_at")
    private Instant deletedAt;

    protected AuthCredential() {}

    public AuthCredential(String id, String accountId, Type type, String nickname, Instant now) {
        this.id = id;
        this.accountId = accountId;
        this.type = type.name();
        this.nickname = nickname;
        this.singleKind = type == Type.EMAIL_OTP || type == Type.SMS_OTP ? accountId + "/" + type.name() : null;
        this.createdAt = now;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String accountId() { return accountId; }
    public Type type() { return Type.valueOf(type); }
    public String nickname() { return nickname; }
    public String credentialId() { return credentialId; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public boolean isDeleted() { return deletedAt != null; }
}
