package net.ccpay.quote.receiver.domain;

import java.util.Map;
import java.util.Optional;

/**
 * The brief's sandbox UMA receivers (at the sandbox UMA domain), plus two of ours that make the
 * lookup's counterparty errors observable:
 *
 * <pre>
 * $success.usd   → receives USD          $success.eur → EUR        $success.mxn → MXN
 * $pending.long.usd → USD, payment stays pending long
 * $fail.compliance.usd → USD, payment fails the compliance check
 * $fail.version.usd    → lookup answers 412 UNSUPPORTED_UMA_VERSION   (ours)
 * $fail.counterparty.usd → lookup answers 424 LNURLP_REQUEST_FAILED    (ours)
 * </pre>
 */
public final class SandboxUmaAddresses {

    public enum Behaviour { SUCCESS, LONG_PENDING, COMPLIANCE_FAILURE, UNSUPPORTED_VERSION, COUNTERPARTY_DOWN }

    public record Receiver(String currency, Behaviour behaviour) {}

    private static final Map<String, Receiver> BY_USER = Map.of(
            "$success.usd", new Receiver("USD", Behaviour.SUCCESS),
            "$success.eur", new Receiver("EUR", Behaviour.SUCCESS),
            "$success.mxn", new Receiver("MXN", Behaviour.SUCCESS),
            "$pending.long.usd", new Receiver("USD", Behaviour.LONG_PENDING),
            "$fail.compliance.usd", new Receiver("USD", Behaviour.COMPLIANCE_FAILURE),
            "$fail.version.usd", new Receiver("USD", Behaviour.UNSUPPORTED_VERSION),
            "$fail.counterparty.usd", new Receiver("USD", Behaviour.COUNTERPARTY_DOWN));

    private SandboxUmaAddresses() {}

    public static Optional<Receiver> find(String user) {
        return Optional.ofNullable(BY_USER.get(user.toLowerCase()));
    }
}
