package net.ccpay.deploy.it.support;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * A copy of auth-service's test {@code Cbor} (deploy sees only auth-service's main classes), for
 * {@link SoftwarePasskey}. The few CBOR items (RFC 8949) a software authenticator writes: unsigned and negative integers, byte
 * and text strings, and maps of them, in the order given (callers pass canonical order where it matters).
 */
final class Cbor {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    static byte[] encode(Object item) {
        Cbor cbor = new Cbor();
        cbor.write(item);
        return cbor.out.toByteArray();
    }

    private void write(Object item) {
        if (item instanceof Integer i) {
            write((long) i);
        } else if (item instanceof Long l) {
            if (l >= 0) {
                head(0, l);
            } else {
                head(1, -1 - l);
            }
        } else if (item instanceof byte[] bytes) {
            head(2, bytes.length);
            out.writeBytes(bytes);
        } else if (item instanceof String text) {
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            head(3, utf8.length);
            out.writeBytes(utf8);
        } else if (item instanceof Map<?, ?> map) {
            head(5, map.size());
            map.forEach((k, v) -> {
                write(k);
                write(v);
            });
        } else {
            throw new IllegalArgumentException("not a CBOR item this writer knows: " + item);
        }
    }

    private void head(int majorType, long value) {
        int mt = majorType << 5;
        if (value < 24) {
            out.write(mt | (int) value);
        } else if (value < 0x100) {
            out.write(mt | 24);
            out.write((int) value);
        } else if (value < 0x10000) {
            out.write(mt | 25);
            out.write((int) (value >> 8));
            out.write((int) value & 0xFF);
        } else {
            out.write(mt | 26);
            for (int shift = 24; shift >= 0; shift -= 8) {
                out.write((int) (value >> shift) & 0xFF);
            }
        }
    }
}
