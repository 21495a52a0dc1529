package net.ccpay.customer.documents.domain;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FileKindTest {

    @Test
    void jpegPngAndPdfAreRecognisedByTheirLeadingBytes() {
        assertEquals(Optional.of(FileKind.JPEG), FileKind.detect(new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xE0, 0}));
        assertEquals(Optional.of(FileKind.PNG), FileKind.detect(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0}));
        assertEquals(Optional.of(FileKind.PDF), FileKind.detect("%PDF-1.7\n...".getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void anythingElseIsNotRecognised() {
        assertEquals(Optional.empty(), FileKind.detect("GIF89a".getBytes(StandardCharsets.US_ASCII)));
        assertEquals(Optional.empty(), FileKind.detect("%PDF".getBytes(StandardCharsets.US_ASCII)));
        assertEquals(Optional.empty(), FileKind.detect(new byte[] {(byte) 0xFF, (byte) 0xD8}));
        assertEquals(Optional.empty(), FileKind.detect(new byte[0]));
    }
}
