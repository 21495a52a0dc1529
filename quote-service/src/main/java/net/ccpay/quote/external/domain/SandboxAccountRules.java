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

    /** Suffix 105: the account is refused at creation. */
    private static final String INVALID_ACCOUNT = "105";

    private static final Map<String, BeneficiaryVerification> BENEFICIARY = Map.of(
            "102", BeneficiaryVerification.NOT_MATCHED,
            "103", BeneficiaryVerification.PARTIAL_MATCH,
            "104", BeneficiaryVerification.PENDING,
            "106", BeneficiaryVerification.UNSUPPORTED,
            "107", BeneficiaryVerification.CHECKED_BY_RECEIVING_FI);

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

    /** The beneficiary check's outcome for an account with this identifier; suffix 105 refuses the account. */
    public static BeneficiaryVerification beneficiaryVerification(String primaryIdentifier) {
        String suffix = suffix(primaryIdentifier);
        if (INVALID_ACCOUNT.equals(suffix)) {
            throw new InvalidBankAccount();
        }
        return BENEFICIARY.getOrDefault(suffix, BeneficiaryVerification.MATCHED);
    }
}
