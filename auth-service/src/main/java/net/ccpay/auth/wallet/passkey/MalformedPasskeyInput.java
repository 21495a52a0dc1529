package net.ccpay.auth.wallet.passkey;

import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.common.error.ErrorCode;

/** A passkey field is missing, not base64url, or not parseable as clientDataJSON, authenticatorData or a CBOR attestation object (400). */
public final class MalformedPasskeyInput extends WalletCryptoException {
    MalformedPasskeyInput(String reason) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, reason);
    }
}
