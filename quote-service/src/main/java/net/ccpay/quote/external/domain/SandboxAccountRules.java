package net.ccpay.quote.external.domain;

import java.util.Map;

/**
 * The brief's sandbox tables keyed on the last three characters of an external account's
 * primary identifier. For identifiers with a domain part the digits end the username
 * ({@code testuser.002@pix.com.br}).
 *
 * <pre>
 * Beneficiary name verification (1xx):
 *   102 → NOT_MATCHED        103 → PARTIAL_MATCH      104 → PENDING
 *   105 → 400 INVALID_BANK_ACCOUNT (invalid account)
 *   106 → UNSUPPORTED        107 → CHECKED_BY_RECEIVING_FI
 *   other → MATCHED
 * </pre>
 */
public final class SandboxAccountRules {

    /** Marker for suffix 105: the account is refused at creation. */
    public static final String INVALID_ACCOUNT = "INVALID_ACCOUNT";

    private static final Map<String, String> BENEFICIARY = Map.of(
            "102", "NOT_MATCHED",
            "103", "PARTIAL_MATCH",
            "104", "PENDING",
            "105", INVALID_ACCOUNT,
            "106", "UNSUPPORTED",
            "107", "CHECKED_BY_RECEIVING_FI");

    private SandboxAccountRules() {}

    /** The last three characters of the identifier's username part. */
    public static String suffix(String primaryIdentifier) {
        String id = primaryIdentifier;
        int at = id.indexOf('@');
        if (at > 0) {
            id = id.substring(0, at);
        }
        return id.length() < 3 ? id : id.substring(id.length() - 3);
    }

    public static String beneficiaryVerification(String primaryIdentifier) {
        return BENEFICIARY.getOrDefault(suffix(primaryIdentifier), "MATCHED");
    }
}
