package net.ccpay.quote.accounts.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.external.domain.CheckDigits;

import java.math.BigInteger;
import java.util.Locale;

/**
 * Where a platform sends money to fund a sandbox internal account: one entry of the contract's
 * {@code PaymentInstructions}, whose {@code accountOrWalletInfo} is the contract's variant for the
 * account's currency (USD on ACH, wire, RTP and FedNow; EUR by IBAN on SEPA; MXN by CLABE on SPEI;
 * BRL by PIX; BTC on Spark; stablecoins on their chains...). Every coordinate is derived from the
 * account id, so it is stable across reads and the {@code reference}, which carries the whole id,
 * is unique per account. Nothing here moves money: the sandbox's fund operation does.
 */
public final class SandboxFundingInstructions {

    private static final String BANK = "ccpay Sandbox Bank";

    private SandboxFundingInstructions() {}

    /** Empty for an embedded wallet, which is funded by transfers, not at deposit coordinates. */
    public static JsonArray of(String accountId, String currency, String accountType, boolean platformOwned) {
        JsonArrayBuilder out = JsonP.createArrayBuilder();
        if ("EMBEDDED_WALLET".equals(accountType)) {
            return out.build();
        }
        return instructions(accountId, currency, "Sandbox: POST /sandbox/internal-accounts/" + accountId + "/fund credits this account at once",
                platformOwned);
    }

    /**
     * Where the sender pays a realtime-funded quote: coordinates derived from the quote id, whose
     * {@code reference} identifies the quote.
     */
    public static JsonArray forQuote(String quoteId, String currency) {
        return instructions(quoteId, currency, "Sandbox: POST /sandbox/send {\"quoteId\": \"" + quoteId
                + "\", \"currencyCode\": \"" + currency + "\"} simulates this payment", false);
    }

    private static JsonArray instructions(String id, String currency, String notes, boolean platformOwned) {
        Coordinates c = new Coordinates(id);
        return JsonP.createArrayBuilder().add(JsonP.createObjectBuilder()
                .add("accountOrWalletInfo", info(currency, c))
                .add("instructionsNotes", notes)
                .add("isPlatformAccount", platformOwned))
                .build();
    }

    private static JsonObject info(String currency, Coordinates c) {
        return switch (currency) {
            case "USD" -> bank("USD_ACCOUNT", c, "ACH", "WIRE", "RTP", "FEDNOW")
                    .add("accountNumber", c.digits(12)).add("routingNumber", "110000000").add("bankName", BANK).build();
            case "EUR" -> bank("EUR_ACCOUNT", c, "SEPA", "SEPA_INSTANT")
                    .add("iban", CheckDigits.ibanOf("DE", "37040044" + c.digits(10))).add("swiftCode", "CCPYDEFF").build();
            case "DKK" -> bank("DKK_ACCOUNT", c, "SEPA", "SEPA_INSTANT")
                    .add("iban", CheckDigits.ibanOf("DK", "5000" + c.digits(10))).add("swiftCode", "CCPYDKKK").build();
            case "AED" -> bank("AED_ACCOUNT", c, "BANK_TRANSFER")
                    .add("iban", CheckDigits.ibanOf("AE", "033" + c.digits(16))).add("swiftCode", "CCPYAEAD").build();
            case "GBP" -> bank("GBP_ACCOUNT", c, "FASTER_PAYMENTS")
                    .add("sortCode", "040004").add("accountNumber", c.digits(8)).build();
            case "MXN" -> bank("MXN_ACCOUNT", c, "SPEI").add("clabeNumber", CheckDigits.clabeOf("646180" + c.digits(11))).build();
            case "BRL" -> bank("BRL_ACCOUNT", c, "PIX")
                    .add("pixKey", c.uuid()).add("pixKeyType", "RANDOM").add("qrCode", pixCopyAndPaste(c)).build();
            case "INR" -> bank("INR_ACCOUNT", c, "NEFT", "RTGS")
                    .add("accountNumber", c.digits(14)).add("ifsc", "CCPY0000001").add("bankName", BANK).build();
            case "CAD" -> bank("CAD_ACCOUNT", c, "BANK_TRANSFER")
                    .add("bankCode", "001").add("branchCode", "00011").add("accountNumber", c.digits(12)).build();
            case "NGN" -> bank("NGN_ACCOUNT", c, "BANK_TRANSFER").add("accountNumber", c.digits(10)).add("bankName", BANK).build();
            case "ZAR" -> bank("ZAR_ACCOUNT", c, "BANK_TRANSFER").add("accountNumber", c.digits(11)).add("bankName", BANK).build();
            case "PHP" -> bank("PHP_ACCOUNT", c, "BANK_TRANSFER").add("accountNumber", c.digits(12)).add("bankName", BANK).build();
            case "KES" -> bank("KES_ACCOUNT", c, "MOBILE_MONEY").add("phoneNumber", "+254" + c.digits(9)).add("provider", "M-PESA").build();
            case "SGD" -> bank("SGD_ACCOUNT", c, "FAST", "BANK_TRANSFER")
                    .add("accountNumber", c.digits(10)).add("swiftCode", "CCPYSGSG").add("bankName", BANK).build();
            case "HKD" -> bank("HKD_ACCOUNT", c, "BANK_TRANSFER")
                    .add("accountNumber", c.digits(12)).add("swiftCode", "CCPYHKHH").add("bankName", BANK).build();
            case "USDC" -> wallet("SOLANA_WALLET", c.base58(44)).add("assetType", "USDC").build();
            case "SOL" -> wallet("SOLANA_WALLET", c.base58(44)).build();
            case "USDT" -> wallet("TRON_WALLET", "T" + c.base58(33)).add("assetType", "USDT").build();
            case "ETH" -> wallet("ETHEREUM_WALLET", "0x" + c.hex(40)).build();
            case "BTC", "USDB" -> wallet("SPARK_WALLET", "spark1" + c.base32(58)).add("assetType", currency).build();
            default -> throw new IllegalStateException("no sandbox funding instructions for currency " + currency);
        };
    }

    private static JsonObjectBuilder bank(String accountType, Coordinates c, String... rails) {
        JsonArrayBuilder r = JsonP.createArrayBuilder();
        for (String rail : rails) {
            r.add(rail);
        }
        return JsonP.createObjectBuilder().add("accountType", accountType).add("paymentRails", r).add("reference", c.reference());
    }

    private static JsonObjectBuilder wallet(String accountType, String address) {
        return JsonP.createObjectBuilder().add("accountType", accountType).add("address", address);
    }

    /** A static PIX "copia e cola" payload naming the account's random key. */
    private static String pixCopyAndPaste(Coordinates c) {
        String gui = "0014br.gov.bcb.pix";
        String key = "01" + String.format("%02d", c.uuid().length()) + c.uuid();
        String account = gui + key;
        return "000201" + "26" + String.format("%02d", account.length()) + account + "52040000" + "5303986" + "5802BR"
                + "5913CCPAY SANDBOX" + "6009SAO PAULO" + "62070503***" + "6304";
    }

    /** Numbers and addresses derived from the account id's UUID (whose low bits are random). */
    private record Coordinates(String accountId) {

        String uuid() {
            int colon = accountId.indexOf(':');
            return accountId.substring(colon + 1).toLowerCase(Locale.ROOT);
        }

        private BigInteger value() {
            return new BigInteger(uuid().replace("-", ""), 16);
        }

        /** The whole id in a form bank references accept (letters and digits). */
        String reference() {
            return "CCPAY" + uuid().replace("-", "").toUpperCase(Locale.ROOT);
        }

        /** The last {@code n} decimal digits of the UUID (n at most 38). */
        String digits(int n) {
            String d = String.format("%039d", value());
            return d.substring(d.length() - n);
        }

        String hex(int n) {
            String h = uuid().replace("-", "");
            StringBuilder b = new StringBuilder();
            while (b.length() < n) {
                b.append(h);
            }
            return b.substring(b.length() - n);
        }

        String base58(int n) {
            return encode("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", n);
        }

        String base32(int n) {
            return encode("qpzry9x8gf2tvdw0s3jn54khce6mua7l", n);
        }

        private String encode(String alphabet, int n) {
            BigInteger v = value();
            BigInteger radix = BigInteger.valueOf(alphabet.length());
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < n; i++) {
                if (v.signum() == 0) {
                    v = value().add(BigInteger.valueOf(i));
                }
                BigInteger[] qr = v.divideAndRemainder(radix);
                b.append(alphabet.charAt(qr[1].intValue()));
                v = qr[0];
            }
            return b.toString();
        }
    }
}
