package net.ccpay.gateway.routing;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A request path as the gateway authorizes and forwards it: the raw (still percent-encoded) path
 * that arrived, accepted only in one canonical spelling, and its decoded form for routing.
 *
 * <p>Why so strict: the gateway decides on one reading of the path and the service reads it again.
 * Any spelling two readers may resolve differently ({@code ..}, {@code //}, {@code %2F},
 * {@code %63ustomers}, {@code ;jsessionid=}) could route to one operation and run another, so such
 * paths are refused rather than normalized. The rules follow RFC 3986: section 2.3 (unreserved
 * characters are never percent-encoded), 3.3 (segments; {@code ;} parameters), 5.2.4 (dot segments).
 */
public record CanonicalPath(String raw, String decoded) {

    /** The path is not in canonical form; the message says why, for the client. */
    public static final class NotCanonical extends Exception {
        NotCanonical(String message) {
            super(message, null, false, false);
        }
    }

    public static CanonicalPath of(String raw) throws NotCanonical {
        if (raw == null || raw.isEmpty()) {
            return new CanonicalPath("/", "/");
        }
        if (raw.charAt(0) != '/') {
            throw new NotCanonical("the path must start with /");
        }
        String[] segments = raw.substring(1).split("/", -1);
        StringBuilder decoded = new StringBuilder(raw.length());
        for (int i = 0; i < segments.length; i++) {
            String s = segments[i];
            boolean last = i == segments.length - 1;
            if (s.isEmpty() && !last) {
                throw new NotCanonical("empty path segment (//)");
            }
            if (s.equals(".") || s.equals("..")) {
                throw new NotCanonical("dot segments (. and ..) are not allowed");
            }
            decoded.append('/').append(decodeSegment(s));
        }
        return new CanonicalPath(raw, decoded.toString());
    }

    private static String decodeSegment(String s) throws NotCanonical {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%') {
                if (i + 2 >= s.length() || hex(s.charAt(i + 1)) < 0 || hex(s.charAt(i + 2)) < 0) {
                    throw new NotCanonical("malformed percent-encoding");
                }
                int b = hex(s.charAt(i + 1)) << 4 | hex(s.charAt(i + 2));
                checkEncodedByte(b);
                bytes.write(b);
                i += 2;
            } else if (c == ';') {
                throw new NotCanonical("path parameters (;) are not allowed");
            } else if (isPchar(c)) {
                bytes.write(c);
            } else {
                throw new NotCanonical("character not allowed in a path; percent-encode it");
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray())).toString();
        } catch (CharacterCodingException e) {
            throw new NotCanonical("percent-encoded bytes are not UTF-8");
        }
    }

    private static void checkEncodedByte(int b) throws NotCanonical {
        if (isUnreserved((char) b)) {
            throw new NotCanonical("a letter, digit or one of -._~ is percent-encoded; send it as itself");
        }
        if (b == '/' || b == '\\') {
            throw new NotCanonical("encoded slashes are not allowed");
        }
        if (b < 0x20 || b == 0x7F) {
            throw new NotCanonical("control characters are not allowed");
        }
    }

    /** RFC 3986 pchar without pct-encoded and without ';' (handled by the caller). */
    private static boolean isPchar(char c) {
        return isUnreserved(c) || "!$&'()*+,=:@".indexOf(c) >= 0;
    }

    private static boolean isUnreserved(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~';
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        return -1;
    }
}
