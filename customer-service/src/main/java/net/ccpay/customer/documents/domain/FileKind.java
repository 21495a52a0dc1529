package net.ccpay.customer.documents.domain;

import java.util.Arrays;
import java.util.Optional;

/**
 * The file types the sandbox accepts, recognised by their leading bytes (magic numbers), never by
 * the file name or the declared content type.
 */
public enum FileKind {
    JPEG("image/jpeg", "jpg", new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF}),
    PNG("image/png", "png", new byte[] {(byte) 0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A}),
    PDF("application/pdf", "pdf", new byte[] {0x25, 0x50, 0x44, 0x46, 0x2D}); // "%PDF-"

    private final String mediaType;
    private final String extension;
    private final byte[] magic;

    FileKind(String mediaType, String extension, byte[] magic) {
        this.mediaType = mediaType;
        this.extension = extension;
        this.magic = magic;
    }

    public String mediaType() { return mediaType; }
    public String extension() { return extension; }

    public static Optional<FileKind> detect(byte[] content) {
        return Arrays.stream(values()).filter(k -> startsWith(content, k.magic)).findFirst();
    }

    private static boolean startsWith(byte[] content, byte[] prefix) {
        if (content == null || content.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (content[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
