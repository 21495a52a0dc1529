package net.ccpay.auth.wallet.crypto;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The interoperability vector files of src/test/resources (see src/test/node/). */
final class Vectors {

    static final Path RESOURCES = Path.of("src", "test", "resources");
    static final Path NODE = RESOURCES.resolve("wallet-vectors.json");
    static final Path JAVA = RESOURCES.resolve("java-vectors.json");
    static final Path NODE_ANSWERS = RESOURCES.resolve("java-vectors-accepted.json");

    private Vectors() {}

    static JsonObject read(Path file) {
        try (var reader = JsonP.createReader(new StringReader(Files.readString(file, StandardCharsets.UTF_8)))) {
            return reader.readObject();
        } catch (IOException e) {
            throw new AssertionError("cannot read " + file, e);
        }
    }
}
