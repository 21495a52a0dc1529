package net.ccpay.quote.external.domain;

import net.ccpay.common.validation.Shape;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Every {@code accountInfo} variant the sandbox accepts (discriminator {@code accountType}), as data:
 * the currencies it can hold, the shape of its fields (with check digits where the identifier has
 * them), its primary identifier — the field the sandbox suffix tables read — and its payment rails.
 */
public final class AccountTypes {

    /** {@code primaryFields}: the fields that hold the primary identifier, the first one given wins. */
    public record Variant(String accountType, Set<String> currencies, Shape info, List<String> primaryFields,
                          List<String> paymentRails, boolean fiat) {

        /** The primary identifier of an account's info, {@code textOf} giving a field's text (null when absent); "" when none is given. */
        public String primaryIdentifier(Function<String, String> textOf) {
            for (String n : primaryFields) {
                String text = textOf.apply(n);
                if (text != null) {
                    return text;
                }
            }
            return "";
        }
    }

    static final Pattern BIC = Pattern.compile("^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$");
    static final Pattern IBAN = Pattern.compile("^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{11,30}$");
    public static final Pattern EVM_ADDRESS = Pattern.compile("^0x[0-9a-fA-F]{40}$");
    public static final Pattern BASE58 = Pattern.compile("^[1-9A-HJ-NP-Za-km-z]{32,44}$");
    public static final Pattern TRON = Pattern.compile("^T[1-9A-HJ-NP-Za-km-z]{33}$");
    public static final Pattern SPARK = Pattern.compile("^sp[a-z0-9]{0,4}1[02-9ac-hj-np-z]{20,120}$");
    public static final Pattern LN_INVOICE = Pattern.compile("^ln(bc|tb|bcrt)[0-9a-z]{10,}$");
    public static final Pattern LN_OFFER = Pattern.compile("^lno1[0-9a-z]{10,}$");
    public static final Pattern LN_ADDRESS = Pattern.compile("^[a-zA-Z0-9._-]{1,64}@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$");
    static final Pattern VPA = Pattern.compile("^[a-zA-Z0-9.\\-_]+@[a-zA-Z0-9]+$");

    public static final List<String> BANK_ACCOUNT_TYPES = List.of("CHECKING", "SAVINGS");
    public static final List<String> PIX_KEY_TYPES = List.of("CPF", "CNPJ", "EMAIL", "PHONE", "RANDOM");

    private static final Map<String, Variant> VARIANTS = new LinkedHashMap<>();

    private static Shape base(String accountType) {
        return Shape.object().oneOf("accountType", true, List.of(accountType));
    }

    private static List<String> field(String... names) {
        return List.of(names);
    }

    private static void fiat(String type, String currency, Shape info, List<String> primary, String... rails) {
        VARIANTS.put(type, new Variant(type, Set.of(currency), info, primary, List.of(rails), true));
    }

    private static void wallet(String type, Set<String> currencies, Pattern address, String what) {
        VARIANTS.put(type, new Variant(type, currencies,
                base(type).pattern("address", true, address, what).string("vaspName", false, 1, 200),
                field("address"), List.of(), false));
    }

    static {
        fiat("USD_ACCOUNT", "USD", base("USD_ACCOUNT")
                        .pattern("accountNumber", true, Pattern.compile("^[0-9]{4,17}$"), "a US account number of 4 to 17 digits")
                        .checked("routingNumber", true, Pattern.compile("^[0-9]{9}$"), CheckDigits::aba, "ABA routing number of 9 digits")
                        .string("bankName", false, 1, 200)
                        .oneOf("bankAccountType", false, BANK_ACCOUNT_TYPES)
                        .string("intermediaryBankName", false, 1, 200)
                        .checked("intermediaryRoutingNumber", false, Pattern.compile("^[0-9]{9}$"), CheckDigits::aba, "ABA routing number of 9 digits")
                        .string("fiToFiInformation", false, 1, 210),
                field("accountNumber"), "ACH", "WIRE", "RTP", "FEDNOW");
        fiat("EUR_ACCOUNT", "EUR", base("EUR_ACCOUNT")
                        .checked("iban", true, IBAN, CheckDigits::iban, "an IBAN")
                        .pattern("swiftCode", false, BIC, "a BIC of 8 or 11 characters"),
                field("iban"), "SEPA", "SEPA_INSTANT");
        fiat("DKK_ACCOUNT", "DKK", base("DKK_ACCOUNT")
                        .checked("iban", true, Pattern.compile("^DK[0-9]{16}$"), CheckDigits::iban, "a Danish IBAN (DK + 16 digits)")
                        .pattern("swiftCode", false, BIC, "a BIC of 8 or 11 characters"),
                field("iban"), "SEPA", "SEPA_INSTANT");
        fiat("AED_ACCOUNT", "AED", base("AED_ACCOUNT")
                        .checked("iban", true, Pattern.compile("^AE[0-9]{21}$"), CheckDigits::iban, "a UAE IBAN (AE + 21 digits)")
                        .pattern("swiftCode", false, BIC, "a BIC of 8 or 11 characters"),
                field("iban"), "BANK_TRANSFER");
        fiat("GBP_ACCOUNT", "GBP", base("GBP_ACCOUNT")
                        .pattern("sortCode", true, Pattern.compile("^[0-9]{6}$"), "a sort code of 6 digits")
                        .pattern("accountNumber", true, Pattern.compile("^[0-9]{8}$"), "a UK account number of 8 digits"),
                field("accountNumber"), "FASTER_PAYMENTS");
        fiat("MXN_ACCOUNT", "MXN", base("MXN_ACCOUNT")
                        .checked("clabeNumber", true, Pattern.compile("^[0-9]{18}$"), CheckDigits::clabe, "a CLABE of 18 digits"),
                field("clabeNumber"), "SPEI");
        fiat("BRL_ACCOUNT", "BRL", base("BRL_ACCOUNT")
                        .string("pixKey", true, 1, 77)
                        .oneOf("pixKeyType", true, PIX_KEY_TYPES)
                        .pattern("taxId", true, Pattern.compile("^[0-9]{11,14}$"), "a CPF or CNPJ of 11 to 14 digits"),
                field("pixKey"), "PIX");
        fiat("CAD_ACCOUNT", "CAD", base("CAD_ACCOUNT")
                        .pattern("bankCode", true, Pattern.compile("^[0-9]{3}$"), "a bank code of 3 digits")
                        .pattern("branchCode", true, Pattern.compile("^[0-9]{5}$"), "a branch code of 5 digits")
                        .pattern("accountNumber", true, Pattern.compile("^[0-9]{7,12}$"), "an account number of 7 to 12 digits"),
                field("accountNumber"), "BANK_TRANSFER");
        fiat("INR_ACCOUNT", "INR", base("INR_ACCOUNT")
                        .pattern("vpa", false, VPA, "a UPI address such as name@bank")
                        .pattern("accountNumber", false, Pattern.compile("^[0-9]{9,18}$"), "an account number of 9 to 18 digits")
                        .pattern("ifsc", false, Pattern.compile("^[A-Z]{4}0[A-Z0-9]{6}$"), "an IFSC code such as HDFC0001234")
                        .oneOf("rail", false, List.of("UPI", "NEFT", "RTGS"))
                        .string("bankName", false, 1, 200),
                field("accountNumber", "vpa"), "UPI", "NEFT", "RTGS");
        fiat("NGN_ACCOUNT", "NGN", base("NGN_ACCOUNT")
                        .pattern("accountNumber", true, Pattern.compile("^[0-9]{10}$"), "a NUBAN account number of 10 digits")
                        .string("bankName", true, 1, 200),
                field("accountNumber"), "BANK_TRANSFER");
        fiat("ZAR_ACCOUNT", "ZAR", base("ZAR_ACCOUNT")
                        .pattern("accountNumber", true, Pattern.compile("^[0-9]{9,13}$"), "an account number of 9 to 13 digits")
                        .string("bankName", true, 1, 200),
                field("accountNumber"), "BANK_TRANSFER");
        fiat("PHP_ACCOUNT", "PHP", base("PHP_ACCOUNT")
                        .string("bankName", true, 1, 200)
                        .pattern("accountNumber", true, Pattern.compile("^[0-9]{8,16}$"), "an account number of 8 to 16 digits"),
                field("accountNumber"), "BANK_TRANSFER");
        for (String c : List.of("HKD", "SGD")) {
            fiat(c + "_ACCOUNT", c, base(c + "_ACCOUNT")
                            .string("bankName", "SGD".equals(c) ? false : true, 1, 200)
                            .pattern("accountNumber", true, Pattern.compile("^[0-9A-Za-z]{1,34}$"), "an account number of up to 34 characters")
                            .pattern("swiftCode", true, BIC, "a BIC of 8 or 11 characters"),
                    field("accountNumber"), "SGD".equals(c) ? new String[] {"PAYNOW", "FAST", "BANK_TRANSFER"} : new String[] {"BANK_TRANSFER"});
        }
        fiat("KES_ACCOUNT", "KES", base("KES_ACCOUNT")
                        .pattern("phoneNumber", true, Pattern.compile("^\\+254[0-9]{9}$"), "a Kenyan mobile number (+254 and 9 digits)")
                        .string("provider", true, 1, 100),
                field("phoneNumber"), "MOBILE_MONEY");
        wallet("ETHEREUM_WALLET", Set.of("USDC", "USDT", "ETH"), EVM_ADDRESS, "an address of 0x and 40 hex digits");
        wallet("BASE_WALLET", Set.of("USDC", "USDT", "ETH"), EVM_ADDRESS, "an address of 0x and 40 hex digits");
        wallet("POLYGON_WALLET", Set.of("USDC", "USDT"), EVM_ADDRESS, "an address of 0x and 40 hex digits");
        wallet("PLASMA_WALLET", Set.of("USDT"), EVM_ADDRESS, "an address of 0x and 40 hex digits");
        wallet("SOLANA_WALLET", Set.of("USDC", "USDT", "SOL"), BASE58, "a base58 Solana address of 32 to 44 characters");
        wallet("TRON_WALLET", Set.of("USDT", "USDC"), TRON, "a Tron address (T and 33 base58 characters)");
        wallet("SPARK_WALLET", Set.of("BTC", "USDB"), SPARK, "a Spark address (bech32m, sp…1…)");
        VARIANTS.put("LIGHTNING", new Variant("LIGHTNING", Set.of("BTC"), base("LIGHTNING")
                .pattern("invoice", false, LN_INVOICE, "a BOLT11 invoice (lnbc…)")
                .pattern("bolt12", false, LN_OFFER, "a BOLT12 offer (lno1…)")
                .pattern("lightningAddress", false, LN_ADDRESS, "a lightning address such as alice@example.com"),
                field("lightningAddress", "bolt12", "invoice"), List.of(), false));
    }

    /** SWIFT accounts hold any fiat currency of the catalog. */
    public static Variant swift(Set<String> fiatCurrencies) {
        return new Variant("SWIFT_ACCOUNT", fiatCurrencies, base("SWIFT_ACCOUNT")
                .pattern("country", true, Pattern.compile("^[A-Z]{2}$"), "a two-letter country code")
                .pattern("swiftCode", true, BIC, "a BIC of 8 or 11 characters")
                .string("bankName", true, 1, 200)
                .pattern("accountNumber", false, Pattern.compile("^[0-9A-Za-z]{1,34}$"), "an account number of up to 34 characters")
                .checked("iban", false, IBAN, CheckDigits::iban, "an IBAN"),
                field("accountNumber", "iban"), List.of("SWIFT"), true);
    }

    public static Map<String, Variant> variants() {
        return VARIANTS;
    }

    private AccountTypes() {}
}
