package net.ccpay.quote.accounts.domain;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Where to send money to fund an internal account: the contract's payment-instruction variant for
 * the account's currency (USD on ACH, wire, RTP or FedNow; MXN by CLABE on SPEI; EUR by IBAN on SEPA;
 * BRL by Pix; BTC and USDB on Spark; USDC and USDT on Solana ...). The sandbox derives the
 * coordinates from the account id so they are stable. The reference is the account's UUID in
 * base 32, so no two accounts share one; account numbers come from a SHA-256 of the id and check
 * digits are real (ABA, IBAN, CLABE), so client-side validators accept them.
 * Currencies without a contract variant (ETH, SOL) and embedded wallets get no instructions.
 */
public final class FundingInstructions {

    private FundingInstructions() {}

    static final String BANK = "ccpay Sandbox Bank";
    static final String ROUTING = "021000021";

    /** The {@code accountOrWalletInfo} of the account's funding instructions, if its currency has a variant. */
    public static Optional<Map<String, Object>> accountOrWalletInfo(String accountId, String currency, String accountType) {
        if ("EMBEDDED_WALLET".equals(accountType)) {
            return Optional.empty();
        }
        String ref = reference(accountId);
        Digits d = new Digits(accountId);
        Map<String, Object> m = new LinkedHashMap<>();
        switch (currency) {
            case "USD" -> put(m, "USD_ACCOUNT").with("accountNumber", d.next(12)).with("routingNumber", ROUTING).with("bankName", BANK)
                    .with("bankAccountType", "CHECKING").with("paymentRails", List.of("ACH", "WIRE", "RTP", "FEDNOW")).with("reference", ref);
            case "EUR" -> put(m, "EUR_ACCOUNT").with("iban", iban("DE", "37040044" + d.next(10))).with("swiftCode", "CCPYDEFFXXX")
                    .with("paymentRails", List.of("SEPA", "SEPA_INSTANT")).with("reference", ref);
            case "GBP" -> put(m, "GBP_ACCOUNT").with("sortCode", "040004").with("accountNumber", d.next(8))
                    .with("paymentRails", List.of("FASTER_PAYMENTS")).with("reference", ref);
            case "MXN" -> put(m, "MXN_ACCOUNT").with("clabeNumber", clabe("646180" + d.next(11)))
                    .with("paymentRails", List.of("SPEI")).with("reference", ref);
            case "BRL" -> {
                String key = ref.toLowerCase() + "@pix.ccpay.sandbox";
                put(m, "BRL_ACCOUNT").with("pixKey", key).with("qrCode", pixCopyPaste(key)).with("paymentRails", List.of("PIX")).with("reference", ref);
            }
            case "INR" -> put(m, "INR_ACCOUNT").with("vpa", "ccpay." + d.next(12) + "@ccpaysbx").with("accountNumber", d.next(14))
                    .with("ifsc", "CCPY0000001").with("bankName", BANK).with("paymentRails", List.of("UPI", "NEFT", "RTGS"));
            case "CAD" -> put(m, "CAD_ACCOUNT").with("bankCode", "001").with("branchCode", "00011").with("accountNumber", d.next(12))
                    .with("paymentRails", List.of("BANK_TRANSFER")).with("reference", ref);
            case "DKK" -> put(m, "DKK_ACCOUNT").with("iban", iban("DK", d.next(14))).with("paymentRails", List.of("SEPA", "SEPA_INSTANT"))
                    .with("reference", ref);
            case "AED" -> put(m, "AED_ACCOUNT").with("iban", iban("AE", "033" + d.next(16))).with("paymentRails", List.of("BANK_TRANSFER"))
                    .with("reference", ref);
            case "NGN" -> put(m, "NGN_ACCOUNT").with("accountNumber", d.next(10)).with("bankName", BANK)
                    .with("paymentRails", List.of("BANK_TRANSFER")).with("reference", ref);
            case "ZAR" -> put(m, "ZAR_ACCOUNT").with("accountNumber", d.next(12)).with("bankName", BANK)
                    .with("paymentRails", List.of("BANK_TRANSFER")).with("reference", ref);
            case "PHP" -> put(m, "PHP_ACCOUNT").with("bankName", BANK).with("accountNumber", d.next(14))
                    .with("paymentRails", List.of("BANK_TRANSFER")).with("reference", ref);
            case "KES" -> put(m, "KES_ACCOUNT").with("phoneNumber", "+2547" + d.next(8)).with("provider", "ccpay Sandbox Mobile Money")
                    .with("paymentRails", List.of("MOBILE_MONEY")).with("reference", ref);
            case "SGD" -> put(m, "SGD_ACCOUNT").with("bankName", BANK).with("accountNumber", d.next(12)).with("swiftCode", "CCPYSGSGXXX")
                    .with("paymentRails", List.of("FAST", "PAYNOW")).with("reference", ref);
            case "HKD" -> put(m, "HKD_ACCOUNT").with("bankName", BANK).with("accountNumber", d.next(12)).with("swiftCode", "CCPYHKHHXXX")
                    .with("paymentRails", List.of("BANK_TRANSFER")).with("reference", ref);
            case "USDC", "USDT" -> put(m, "SOLANA_WALLET").with("address", base58(sha256("solana|" + accountId))).with("assetType", currency);
            case "USDB", "BTC" -> put(m, "SPARK_WALLET").with("address", "sprt1p" + ref.toLowerCase()).with("assetType", currency);
            default -> {
                return Optional.empty();
            }
        }
        return Optional.of(m);
    }

    /** The account's UUID (all 128 bits) in Crockford base 32: unique per account, 26 characters. */
    public static String reference(String accountId) {
        UUID u = UUID.fromString(accountId.substring(accountId.indexOf(':') + 1));
        BigInteger n = new BigInteger(1, java.nio.ByteBuffer.allocate(16).putLong(u.getMostSignificantBits())
                .putLong(u.getLeastSignificantBits()).array());
        String alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 26; i++) {
            s.append(alphabet.charAt(n.mod(BigInteger.valueOf(32)).intValue()));
            n = n.shiftRight(5);
        }
        return s.reverse().toString();
    }

    /** An IBAN with correct check digits for country + BBAN (ISO 13616, mod 97). */
    static String iban(String country, String bban) {
        String rearranged = bban + country + "00";
        StringBuilder digits = new StringBuilder();
        for (char c : rearranged.toCharArray()) {
            digits.append(Character.isDigit(c) ? String.valueOf(c) : String.valueOf(c - 'A' + 10));
        }
        int check = 98 - new BigInteger(digits.toString()).mod(BigInteger.valueOf(97)).intValue();
        return country + (check < 10 ? "0" : "") + check + bban;
    }

    /** A CLABE: 17 digits plus the check digit (weights 3, 7, 1). */
    static String clabe(String first17) {
        int[] w = {3, 7, 1};
        int sum = 0;
        for (int i = 0; i < 17; i++) {
            sum += ((first17.charAt(i) - '0') * w[i % 3]) % 10;
        }
        return first17 + (10 - sum % 10) % 10;
    }

    /** A static Pix "copia e cola" payload (EMV fields) for the key; the CRC is CRC-16/CCITT-FALSE. */
    static String pixCopyPaste(String key) {
        String gui = "0014br.gov.bcb.pix" + "01" + String.format("%02d", key.length()) + key;
        String body = "000201" + "26" + String.format("%02d", gui.length()) + gui
                + "52040000" + "5303986" + "5802BR" + "5913CCPAY SANDBOX" + "6009SAO PAULO" + "62070503***" + "6304";
        int crc = 0xFFFF;
        for (byte b : body.getBytes(StandardCharsets.US_ASCII)) {
            crc ^= (b & 0xFF) << 8;
            for (int i = 0; i < 8; i++) {
                crc = (crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1;
            }
        }
        return body + String.format("%04X", crc & 0xFFFF);
    }

    static byte[] sha256(String s) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static String base58(byte[] bytes) {
        String alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
        BigInteger n = new BigInteger(1, bytes);
        StringBuilder s = new StringBuilder();
        while (n.signum() > 0) {
            BigInteger[] qr = n.divideAndRemainder(BigInteger.valueOf(58));
            s.append(alphabet.charAt(qr[1].intValue()));
            n = qr[0];
        }
        for (int i = 0; i < bytes.length && bytes[i] == 0; i++) {
            s.append('1');
        }
        return s.reverse().toString();
    }

    /** Decimal digits drawn from a SHA-256 of the account id, never starting with 0. */
    private static final class Digits {
        private BigInteger pool;

        Digits(String accountId) {
            pool = new BigInteger(1, sha256("digits|" + accountId));
        }

        String next(int n) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < n; i++) {
                BigInteger[] qr = pool.divideAndRemainder(BigInteger.TEN);
                int digit = qr[1].intValue();
                s.append(i == 0 && digit == 0 ? 1 : digit);
                pool = qr[0].signum() == 0 ? new BigInteger(1, sha256(s.toString())) : qr[0];
            }
            return s.toString();
        }
    }

    private static Builder put(Map<String, Object> m, String accountType) {
        m.put("accountType", accountType);
        return new Builder(m);
    }

    private record Builder(Map<String, Object> m) {
        Builder with(String k, Object v) {
            m.put(k, v);
            return this;
        }
    }
}
