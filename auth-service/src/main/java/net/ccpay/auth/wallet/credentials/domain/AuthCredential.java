package net.ccpay.auth.wallet.credentials.domain;

import com.yubico.webauthn.data.ByteArray;
import com.yubico.webauthn.data.exception.Base64UrlException;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import net.ccpay.auth.wallet.oauth.OidcTokenRules;
import net.ccpay.auth.wallet.passkey.StoredPasskey;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;

/**
 * A way an embedded wallet's owner authenticates: a one-time code to the wallet's email
 * ({@code EMAIL_OTP}) or phone ({@code SMS_OTP}), a passkey, or an OAuth identity. EMAIL_OTP and
 * SMS_OTP are one per wallet: {@code singleKind} ("account id/type") is unique while the credential lives.
 * A passkey keeps its WebAuthn credential id, COSE public key, signature counter and (once an assertion
 * told it) its owner's user handle; an OAuth credential its identity (issuer, audience, subject).
 * Written with native statements (the one-per-wallet and one-per-platform keys decide races); read here.
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
    @Column(name = "passkey_id_sha256")
    private byte[] passkeyIdSha256;
    @Column(name = "public_key")
    private byte[] publicKey;
    @Column(name = "sign_count")
    private Long signCount;
    @Column(name = "user_handle")
    private String userHandle;
    @Column(name = "oauth_issuer")
    private String oauthIssuer;
    @Column(name = "oauth_audience")
    private String oauthAudience;
    @Column(name = "oauth_subject")
    private String oauthSubject;
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
        this.singleKind = singleKind(accountId, type);
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** A new PASSKEY credential for a verified registration. */
    public static AuthCredential passkey(String id, String accountId, String nickname, StoredPasskey passkey, Instant now) {
        AuthCredential c = new AuthCredential(id, accountId, Type.PASSKEY, nickname, now);
        c.credentialId = passkey.credentialId();
        c.passkeyIdSha256 = passkeyIdSha256(passkey.credentialId());
        c.publicKey = passkey.cosePublicKey().getBytes();
        c.signCount = passkey.signatureCount();
        c.userHandle = passkey.userHandle() == null ? null : passkey.userHandle().getBase64Url();
        return c;
    }

    /** A new OAUTH credential for a registered identity. */
    public static AuthCredential oauth(String id, String accountId, String nickname, OidcTokenRules.Identity identity, Instant now) {
        AuthCredential c = new AuthCredential(id, accountId, Type.OAUTH, nickname, now);
        c.oauthIssuer = identity.iss();
        c.oauthAudience = identity.aud();
        c.oauthSubject = identity.sub();
        return c;
    }

    /**
     * The one-per-platform key of a passkey: SHA-256 of its WebAuthn credential id in canonical (unpadded)
     * base64url, short enough for a unique index where the id (up to 1,023 bytes) is not.
     */
    public static byte[] passkeyIdSha256(String canonicalCredentialId) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(canonicalCredentialId.getBytes(StandardCharsets.US_ASCII));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is a required JDK algorithm", e);
        }
    }

    /** The one-per-wallet key of EMAIL_OTP and SMS_OTP ("account id/type"); null for the other types. */
    public static String singleKind(String accountId, Type type) {
        return type == Type.EMAIL_OTP || type == Type.SMS_OTP ? accountId + "/" + type.name() : null;
    }

    public String id() { return id; }
    public String accountId() { return accountId; }
    public Type type() { return Type.valueOf(type); }
    public String nickname() { return nickname; }
    public String credentialId() { return credentialId; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public boolean isDeleted() { return deletedAt != null; }
    public String singleKind() { return singleKind; }
    public byte[] passkeyIdSha256() { return passkeyIdSha256 == null ? null : passkeyIdSha256.clone(); }
    public byte[] cosePublicKey() { return publicKey == null ? null : publicKey.clone(); }
    public Long signCount() { return signCount; }
    public String userHandle() { return userHandle; }

    /** The passkey as the assertion ceremony needs it (a PASSKEY credential only). */
    public StoredPasskey storedPasskey() {
        if (type() != Type.PASSKEY || credentialId == null || publicKey == null) {
            throw new IllegalStateException("credential " + id + " is not a stored passkey");
        }
        try {
            return new StoredPasskey(credentialId, new ByteArray(publicKey), signCount == null ? 0 : signCount,
                    userHandle == null ? null : ByteArray.fromBase64Url(userHandle));
        } catch (Base64UrlException e) {
            throw new IllegalStateException("credential " + id + " has a stored user handle that is not base64url", e);
        }
    }

    /** The registered identity (an OAUTH credential only). */
    public OidcTokenRules.Identity oauthIdentity() {
        if (type() != Type.OAUTH || oauthIssuer == null) {
            throw new IllegalStateException("credential " + id + " is not an OAuth credential");
        }
        return new OidcTokenRules.Identity(oauthIssuer, oauthAudience, oauthSubject);
    }
}
