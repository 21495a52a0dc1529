package net.ccpay.auth.wallet.crypto;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * BIP-39 seed phrases (English word list, the standard's own file, SHA-256
 * {@code 2f5eed53…24dbda}): entropy, then its SHA-256 checksum bits (entropy bits / 32), split in 11-bit
 * indexes into the word list. 128 bits of entropy make the 12 words an embedded wallet exports.
 */
public final class Bip39 {

    private static final List<String> WORDS = load();

    private Bip39() {}

    /** A fresh 12-word phrase. */
    public static String generate() {
        byte[] entropy = new byte[16];
        new SecureRandom().nextBytes(entropy);
        return mnemonic(entropy);
    }

    /** The phrase of {@code entropy} (16, 20, 24, 28 or 32 bytes), words separated by single spaces. */
    public static String mnemonic(byte[] entropy) {
        if (entropy.length < 16 || entropy.length > 32 || entropy.length % 4 != 0) {
            throw new IllegalArgumentException("BIP-39 entropy is 16 to 32 bytes, a multiple of 4");
        }
        byte[] hash = sha256(entropy);
        int entropyBits = entropy.length * 8;
        int totalBits = entropyBits + entropyBits / 32;
        List<String> out = new ArrayList<>();
        for (int start = 0; start < totalBits; start += 11) {
            int index = 0;
            for (int i = start; i < start + 11; i++) {
                index = (index << 1) | bit(i < entropyBits ? entropy : hash, i < entropyBits ? i : i - entropyBits);
            }
            out.add(WORDS.get(index));
        }
        return String.join(" ", out);
    }

    /** Whether {@code phrase} is a well-formed phrase (known words, right checksum). */
    public static boolean isValid(String phrase) {
        String[] words = phrase.split(" ");
        if (words.length < 12 || words.length > 24 || words.length % 3 != 0) {
            return false;
        }
        int totalBits = words.length * 11;
        int entropyBits = totalBits * 32 / 33;
        byte[] bits = new byte[(totalBits + 7) / 8];
        for (int w = 0; w < words.length; w++) {
            int index = WORDS.indexOf(words[w]);
            if (index < 0) {
                return false;
            }
            for (int b = 0; b < 11; b++) {
                if ((index >> (10 - b) & 1) == 1) {
                    int pos = w * 11 + b;
                    bits[pos / 8] |= (byte) (0x80 >> (pos % 8));
                }
            }
        }
        byte[] entropy = java.util.Arrays.copyOf(bits, entropyBits / 8);
        return mnemonic(entropy).equals(phrase);
    }

    private static int bit(byte[] bytes, int i) {
        return (bytes[i / 8] >> (7 - i % 8)) & 1;
    }

    private static byte[] sha256(byte[] b) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(b);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> load() {
        try (InputStream in = Bip39.class.getResourceAsStream("/net/ccpay/auth/wallet/signing/bip39-english.txt")) {
            if (in == null) {
                throw new IllegalStateException("the BIP-39 word list is missing from the classpath");
            }
            List<String> words = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList();
            if (words.size() != 2048) {
                throw new IllegalStateException("the BIP-39 word list has " + words.size() + " words, not 2048");
            }
            return words;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
