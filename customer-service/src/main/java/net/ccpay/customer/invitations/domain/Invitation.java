package net.ccpay.customer.invitations.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

import java.time.Instant;
import java.util.Optional;

/**
 * An invitation and its life: PENDING until it is claimed (CLAIMED) or cancelled (CANCELLED), each
 * once and for good. EXPIRED is a reading, not a change: a PENDING invitation past its
 * {@code expiresAt} is EXPIRED from that instant, with nothing to write.
 */
@Entity
@Table(name = "invitation")
public class Invitation {

    public enum Status { PENDING, CLAIMED, EXPIRED, CANCELLED }

    @Id
    private String code;
    @Column(name = "inviter_customer_id")
    private String inviterCustomerId;
    @Column(name = "inviter_uma")
    private String inviterUma;
    @Column(name = "invitee_uma")
    private String inviteeUma;
    @Column(name = "first_name")
    private String firstName;
    @Column(name = "amount_to_send")
    private Long amountToSend;
    @Column(name = "amount_currency")
    private String amountCurrency;
    private String url;
    @Enumerated(EnumType.STRING)
    private Status status;
    @Column(name = "expires_at")
    private Instant expiresAt;
    @Column(name = "claimed_at")
    private Instant claimedAt;
    @Column(name = "cancelled_at")
    private Instant cancelledAt;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    @Version
    private long version;

    protected Invitation() {}

    /** {@code amountToSend} and {@code amountCurrency} go together (both or neither). */
    public Invitation(String code, String inviterCustomerId, String inviterUma, String firstName, Long amountToSend,
                      String amountCurrency, String url, Instant expiresAt, Instant now) {
        if ((amountToSend == null) != (amountCurrency == null)) {
            throw new IllegalArgumentException("an amount needs its currency");
        }
        this.code = code;
        this.inviterCustomerId = inviterCustomerId;
        this.inviterUma = inviterUma;
        this.firstName = firstName;
        this.amountToSend = amountToSend;
        this.amountCurrency = amountCurrency;
        this.url = url;
        this.status = Status.PENDING;
        this.expiresAt = expiresAt;
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** The status as of {@code now}. */
    public Status status(Instant now) {
        Status stored = status;
        if (stored == Status.PENDING && expiresAt != null && !now.isBefore(expiresAt)) {
            return Status.EXPIRED;
        }
        return stored;
    }

    /**
     * The invitee with this UMA address takes the invitation.
     *
     * @throws InvitationAlreadyClaimed, InvitationCancelled, InvitationExpired when it is no longer PENDING
     * @throws InviterCannotClaim when the invitee is the inviter
     */
    public void claim(String inviteeUma, Instant now) {
        requirePending(now);
        if (inviteeUma.equalsIgnoreCase(inviterUma)) {
            throw new InviterCannotClaim(code);
        }
        this.inviteeUma = inviteeUma;
        this.status = Status.CLAIMED;
        this.claimedAt = now;
        this.updatedAt = now;
    }

    /** @throws InvitationAlreadyClaimed, InvitationCancelled, InvitationExpired when it is no longer PENDING */
    public void cancel(Instant now) {
        requirePending(now);
        this.status = Status.CANCELLED;
        this.cancelledAt = now;
        this.updatedAt = now;
    }

    private void requirePending(Instant now) {
        switch (status(now)) {
            case CLAIMED -> throw new InvitationAlreadyClaimed(code);
            case CANCELLED -> throw new InvitationCancelled(code);
            case EXPIRED -> throw new InvitationExpired(code, expiresAt);
            case PENDING -> { }
        }
    }

    public String code() { return code; }
    public String inviterCustomerId() { return inviterCustomerId; }
    public String inviterUma() { return inviterUma; }
    public Optional<String> inviteeUma() { return Optional.ofNullable(inviteeUma); }
    public Optional<String> firstName() { return Optional.ofNullable(firstName); }
    public Optional<Long> amountToSend() { return Optional.ofNullable(amountToSend); }
    public Optional<String> amountCurrency() { return Optional.ofNullable(amountCurrency); }
    public String url() { return url; }
    public Optional<Instant> expiresAt() { return Optional.ofNullable(expiresAt); }
    public Optional<Instant> claimedAt() { return Optional.ofNullable(claimedAt); }
    public Instant createdAt() { return createdAt; }
}
