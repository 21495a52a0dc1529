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
        String moved = s.substring(4) + s.substring(0, 4);
        StringBuilder digits = new StringBuilder();
        for (char c : moved.toCharArray()) {
            digits.append(Character.isDigit(c) ? String.valueOf(c) : String.valueOf(c - 'A' + 10));
        }
        return new BigInteger(digits.toString()).mod(BigInteger.valueOf(97)).intValue() == 1;
    }

    /** CLABE (Mexico): weights 3,7,1 over the first 17 digits; check = (10 − Σ(d·w mod 10) mod 10) mod 10. */
    public static boolean clabe(String n) {
        if (!n.matches("\\d{18}")) {
            return false;
        }
        int[] w = {3, 7, 1};
        int sum = 0;
        for (int i = 0; i < 17; i++) {
            sum += ((n.charAt(i) - '0') * w[i % 3]) % 10;
        }
        return (10 - sum % 10) % 10 == n.charAt(17) - '0';
    }
}
