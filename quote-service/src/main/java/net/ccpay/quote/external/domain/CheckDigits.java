package net.ccpay.quote.external.domain;

import java.math.BigInteger;

/** Check-digit rules of bank identifiers. Plain Java, unit-tested with published examples. */
public final class CheckDigits {
    private CheckDigits() {}

    /** ABA routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
    public static boolean aba(String n) {
        if (!n.matches("\\d{9}")) {
            return false;
        }
        int[] d = n.chars().map(c -> c - '0').toArray();
        int sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
        return sum % 10 == 0;
    }

    /** IBAN (ISO 13616): move the first four characters to the end, letters to numbers, mod 97 = 1. */
    public static boolean iban(String iban) {
        String s = iban.replace(" ", "").toUpperCase();
        if (!s.matches("[A-Z]{2}\\d{2}[A-Z0-9]{11,30}")) {
            return false;
        }
        return mod97(s.substring(4) + s.substring(0, 4)) == 1;
    }

    /** The IBAN of a country and a BBAN, with the check digits that make {@link #iban} accept it. */
    public static String ibanOf(String country, String bban) {
        int check = 98 - mod97(bban + country + "00");
        return country + String.format("%02d", check) + bban;
    }

    /** Letters become 10..35, then the whole number mod 97 (ISO 7064 MOD 97-10). */
    private static int mod97(String alphanumeric) {
        StringBuilder digits = new StringBuilder();
        for (char c : alphanumeric.toCharArray()) {
            digits.append(Character.isDigit(c) ? String.valueOf(c) : String.valueOf(c - 'A' + 10));
        }
        return new BigInteger(digits.toString()).mod(BigInteger.valueOf(97)).intValue();
    }

    /** CLABE (Mexico): weights 3,7,1 over the first 17 digits; check = (10 − Σ(d·w mod 10) mod 10) mod 10. */
    public static boolean clabe(String n) {
        return n.matches("\\d{18}") && clabeCheckDigit(n.substring(0, 17)) == n.charAt(17) - '0';
    }

    /** The 18-digit CLABE made of these 17 digits and their check digit. */
    public static String clabeOf(String seventeen) {
        return seventeen + clabeCheckDigit(seventeen);
    }

    private static int clabeCheckDigit(String seventeen) {
        int[] w = {3, 7, 1};
        int sum = 0;
        for (int i = 0; i < 17; i++) {
            sum += ((seventeen.charAt(i) - '0') * w[i % 3]) % 10;
        }
        return (10 - sum % 10) % 10;
    }
}
