package net.ccpay.quote.payments.domain;

/** What the owner of an EMBEDDED_WALLET source signs to execute a quote (the port; the payload is the wire's JSON text). */
public interface WalletPayloads {

    /** The quote's payloadToSign, exactly as the quote's answer shows it. */
    String toSign(PaymentQuote quote);
}
