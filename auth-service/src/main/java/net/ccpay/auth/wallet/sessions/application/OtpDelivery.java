package net.ccpay.auth.wallet.sessions.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.otp.domain.OtpDeliveryFailed;
import net.ccpay.auth.wallet.otp.domain.OtpSender;

/**
 * Sends the code of an OTP challenge once its transaction committed (outside sandbox mode; the sandbox's
 * code is the fixed 000000 and nothing is sent). Called without a transaction, so no database connection
 * waits on the mail server or SMS provider. When the message is not taken, the challenge's target key is
 * voided and the caller gets 503 SERVICE_UNAVAILABLE: nothing else changed, and a new challenge sends a
 * new code.
 */
@ApplicationScoped
public class OtpDelivery {

    @Inject
    WalletSessions sessions;

    @Inject
    OtpSender sender;

    /** {@code POST /auth/credentials/{id}/challenge} of an OTP credential: the target key, then the code sent. */
    public WalletSessions.Challenge challenge(AuthCredential credential) {
        WalletSessions.Challenge challenge = sessions.challenge(credential);
        send(challenge, null);
        return challenge;
    }

    /** The code of a credential just added (the add committed): on failure, the 503 says the credential exists. */
    public void sendAdded(WalletSessions.Challenge challenge) {
        send(challenge, "The " + challenge.credential().type() + " credential " + challenge.credential().id()
                + " was added, but its one-time code could not be sent; request a new code with POST /auth/credentials/"
                + challenge.credential().id() + "/challenge");
    }

    private void send(WalletSessions.Challenge challenge, String addedMessage) {
        if (challenge == null || challenge.code() == null) {
            return;
        }
        AuthCredential credential = challenge.credential();
        try {
            sender.send(WalletSessions.channel(credential), credential.nickname(), challenge.code());
        } catch (OtpDeliveryFailed e) {
            sessions.voidTargetKey(challenge.targetKeyId());
            throw addedMessage == null ? e : new OtpDeliveryFailed(addedMessage);
        }
    }
}
