package net.ccpay.customer.invitations.application;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.customer.customers.application.CustomerViews;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.customer.invitations.domain.Invitation;
import net.ccpay.customer.invitations.domain.InvitationCodes;
import net.ccpay.customer.invitations.domain.InvitationNotFound;
import net.ccpay.customer.invitations.domain.InvitationRepository;
import net.ccpay.customer.invitations.domain.InvitationsNotConfigured;
import net.ccpay.customer.invitations.domain.PlatformUmaDomain;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;

/**
 * Creating, reading, claiming and cancelling invitations. A claim is announced as INVITATION.CLAIMED
 * through the outbox, in the claim's transaction.
 */
@ApplicationScoped
public class Invitations {

    /** How far ahead an invitation may expire. */
    public static final Duration LONGEST_LIFE = Duration.ofDays(365);
    /** The currency an amount to send is in when the inviter declared none the platform knows. */
    static final String DEFAULT_CURRENCY = "USD";

    @Inject
    InvitationRepository invitations;

    @Inject
    CustomerRepository customers;

    @Inject
    PlatformUmaDomain umaDomain;

    @Inject
    InvitationEventData eventData;

    @Inject
    Outbox outbox;

    @Inject
    PlatformClock clock;

    /**
     * Every invalid field at once, the inviter among them: it must be the UMA address of a live
     * customer of this platform. Then the platform must have a UMA domain (its invitation links live
     * there): without one, INVITATIONS_NOT_CONFIGURED. {@code valid} holds the request's fields that
     * passed the api's checks ({@code inviterUma}, {@code firstName}, {@code amountToSend} as an
     * integer, {@code expiresAt} as an ISO 8601 date-time), {@code errors} what those checks found.
     */
    @Transactional
    public Invitation create(JsonObject valid, FieldErrors errors) {
        Instant now = now();
        Instant expiresAt = null;
        if (valid.containsKey("expiresAt")) {
            expiresAt = OffsetDateTime.parse(valid.getString("expiresAt")).toInstant().truncatedTo(ChronoUnit.MICROS);
            if (!expiresAt.isAfter(now)) {
                errors.add("expiresAt", FieldError.Constraint.format("date-time"), "must be in the future");
            } else if (expiresAt.isAfter(now.plus(LONGEST_LIFE))) {
                errors.add("expiresAt", FieldError.Constraint.format("date-time"), "must be at most 365 days from now");
            }
        }
        Customer inviter = null;
        if (valid.containsKey("inviterUma")) {
            inviter = customers.findByUmaAddress(valid.getString("inviterUma")).orElse(null);
            if (inviter == null) {
                errors.add("inviterUma", "is not the UMA address of a customer of this platform");
            }
        }
        errors.throwIfAny();

        String domain = umaDomain.current().orElseThrow(InvitationsNotConfigured::new);
        String code = InvitationCodes.newCode();
        while (invitations.exists(code)) {
            code = InvitationCodes.newCode();
        }
        Long amount = valid.containsKey("amountToSend") ? valid.getJsonNumber("amountToSend").longValueExact() : null;
        Invitation invitation = new Invitation(code, inviter.id(), inviter.umaAddress(), valid.getString("firstName", null),
                amount, amount == null ? null : currencyOf(inviter), "https://" + domain + "/invitations/" + code, expiresAt, now);
        invitations.add(invitation);
        return invitation;
    }

    @Transactional
    public Invitation get(String code) {
        return find(code, false);
    }

    /** The invitee {@code inviteeUma} (a UMA address, checked by the api) takes the invitation; INVITATION.CLAIMED follows. */
    @Transactional
    public Invitation claim(String code, String inviteeUma) {
        Invitation invitation = find(code, true);
        invitation.claim(inviteeUma, now());
        outbox.record(EventType.INVITATION_CLAIMED, invitation.code(), eventData.of(invitation));
        return invitation;
    }

    @Transactional
    public Invitation cancel(String code) {
        Invitation invitation = find(code, true);
        invitation.cancel(now());
        return invitation;
    }

    private Invitation find(String code, boolean forUpdate) {
        if (!InvitationCodes.isWellFormed(code)) {
            throw new InvitationNotFound(null);
        }
        return (forUpdate ? invitations.findForUpdate(code) : invitations.find(code)).orElseThrow(() -> new InvitationNotFound(code));
    }

    /** The inviter's first declared currency the platform knows, else the platform's default. */
    static String currencyOf(Customer inviter) {
        if (CustomerViews.profile(inviter).get("currencies") instanceof JsonArray declared) {
            for (var v : declared) {
                if (v instanceof JsonString s && CurrencyCodes.isKnown(s.getString())) {
                    return s.getString();
                }
            }
        }
        return DEFAULT_CURRENCY;
    }

    /**
     * The time an invitation's expiry is judged at, and its changes stamped with: the platform clock, which a
     * sandbox test may move forward to reach an expiry without waiting.
     */
    public Instant now() {
        return clock.now();
    }
}
