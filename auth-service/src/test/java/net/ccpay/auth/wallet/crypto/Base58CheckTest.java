package net.ccpay.auth.wallet.crypto;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class Base58CheckTest {

    @Test
    void bitcoinsKnownBase58Values() {
        // From the bitcoin core base58_encode_decode.json test vectors.
        assertEquals("", Base58Check.encodeBase58(new byte[0]));
        assertEquals("2g", Base58Check.encodeBase58(Hex.decode("61", "")));
        assertEquals("a3gV", Base58Check.encodeBase58(Hex.decode("626262", "")));
        assertEquals("1111111111", Base58Check.encodeBase58(new byte[10]));
        assertEquals("StV1DL6CwTryKyV", Base58Check.encodeBase58("hello world".getBytes(StandardCharsets.US_ASCII)));
        assertArrayEquals(Hex.decode("00000000000000000000", ""), Base58Check.decodeBase58("1111111111"));
        assertArrayEquals(Hex.decode("626262", ""), Base58Check.decodeBase58("a3gV"));
    }

    @Test
    void aBitcoinAddressChecksOut() {
        assertEquals("3vQB7B6MrGQZaxCuFg4oh", Base58Check.encode("hello world".getBytes(StandardCharsets.US_ASCII)));
        // The genesis-block coinbase address: version 0x00 || HASH160, base58check.
        byte[] payload = Base58Check.decode("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa");
        assertEquals("0062e907b15cbf27d5425399ebf6f0fb50ebb88f18", Hex.encode(payload));
        assertEquals("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", Base58Check.encode(payload));
    }

    @Test
    void randomBytesWithLeadingZerosRoundTrip() {
        SecureRandom random = new SecureRandom();
        for (int i = 0; i < 200; i++) {
            byte[] bytes = new byte[random.nextInt(80)];
            random.nextBytes(bytes);
            for (int z = 0; z < Math.min(bytes.length, i % 4); z++) {
                bytes[z] = 0;
            }
            assertArrayEquals(bytes, Base58Check.decode(Base58Check.encode(bytes)));
        }
    }

    @Test
    void aWrongChecksumIsRefused() {
        String good = Base58Check.encode("hello".getBytes(StandardCharsets.UTF_8));
        char last = good.charAt(good.length() - 1);
        String bad = good.substring(0, good.length() - 1) + (last == 'z' ? 'y' : 'z');
        assertThrows(BadBase58Checksum.class, () -> Base58Check.decode(bad));
        assertThrows(BadBase58Checksum.class, () -> Base58Check.decode("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb"));
    }

    @Test
    void charactersOutsideTheAlphabetAreRefused() {
        for (String bad : new String[]{"0abc", "Oabc", "Iabc", "labc", "ab c", "abc+", "abcé", ""}) {
            assertThrows(MalformedBase58.class, () -> Base58Check.decode(bad), bad);
        }
        assertThrows(MalformedBase58.class, () -> Base58Check.decode(null));
    }

    @Test
    void aValueShorterThanTheChecksumIsRefused() {
        assertThrows(MalformedBase58.class, () -> Base58Check.decode("2g"));
    }
}
