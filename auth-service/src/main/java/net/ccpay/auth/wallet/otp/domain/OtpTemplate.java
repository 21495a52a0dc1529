package net.ccpay.auth.wallet.otp.domain;

/**
 * A message carrying a one-time code: an e-mail's subject and body, or an SMS text (subject unused), with
 * {@value #PLACEHOLDER} where the code goes. The body must hold the placeholder.
 */
public record OtpTemplate(String subject, String body) {

    public static final String PLACEHOLDER = "{code}";

    public OtpTemplate {
        if (body == null || !body.contains(PLACEHOLDER)) {
            throw new IllegalArgumentException("the template body must contain " + PLACEHOLDER);
        }
    }

    /** The subject with the code in place of every placeholder (null when there is no subject). */
    public String subjectWith(OtpCode code) {
        return subject == null ? null : subject.replace(PLACEHOLDER, code.value());
    }

    /** The body with the code in place of every placeholder. */
    public String bodyWith(OtpCode code) {
        return body.replace(PLACEHOLDER, code.value());
    }
}
