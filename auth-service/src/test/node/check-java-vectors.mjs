// Opens ../resources/java-vectors.json (written by JavaVectorsGenerator) with the real client libraries,
// as clients do, and prints OK per check. On success it writes ../resources/java-vectors-accepted.json:
// the SHA-256 of the accepted java-vectors.json (the Java test pins it) and an encryptedOtpBundle that
// @turnkey/crypto's encryptOtpCodeToBundle made against the Java otpEncryptionTargetBundle.
import { readFileSync, writeFileSync } from "node:fs";
import { createHash, createPublicKey, verify } from "node:crypto";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import {
  decryptCredentialBundle, hpkeDecrypt, encryptOtpCodeToBundle, verifyStampSignature, uncompressRawPublicKey,
} from "@turnkey/crypto";
import { uint8ArrayFromHexString, uint8ArrayToHexString } from "@turnkey/encoding";

const here = dirname(fileURLToPath(import.meta.url));
const inFile = join(here, "..", "resources", "java-vectors.json");
const outFile = join(here, "..", "resources", "java-vectors-accepted.json");
const raw = readFileSync(inFile);
const v = JSON.parse(raw.toString("utf8"));

function check(name, ok) {
  if (!ok) {
    console.error(`FAIL ${name}`);
    process.exit(1);
  }
  console.log(`OK   ${name}`);
}

// 1. encryptedSessionSigningKey: decryptCredentialBundle returns the session private key in hex (§5.7)
check("sessionKeyBundle opens with decryptCredentialBundle",
  decryptCredentialBundle(v.sessionKeyBundle.bundle, v.sessionKeyBundle.clientPrivateKey) === v.sessionKeyBundle.sessionPrivateKey);

// 2. encryptedWalletCredentials: the envelope's data, hpkeDecrypt (the sandbox leaves the signature empty)
const envelope = JSON.parse(v.exportBundle.bundle);
check("exportBundle envelope is v1.0.0 with empty sandbox signature fields",
  envelope.version === "v1.0.0" && envelope.dataSignature === "" && envelope.enclaveQuorumPublic === "");
const signedData = JSON.parse(new TextDecoder().decode(uint8ArrayFromHexString(envelope.data)));
check("exportBundle data names the organization", signedData.organizationId === v.exportBundle.organizationId);
const mnemonic = new TextDecoder().decode(hpkeDecrypt({
  ciphertextBuf: uint8ArrayFromHexString(signedData.ciphertext),
  encappedKeyBuf: uint8ArrayFromHexString(signedData.encappedPublic),
  receiverPriv: v.exportBundle.clientPrivateKey,
}));
check("exportBundle opens with hpkeDecrypt to the mnemonic", mnemonic === v.exportBundle.mnemonic);

// 3. otpEncryptionTargetBundle: encryptOtpCodeToBundle verifies dataSignature against the (overridden) quorum key
const otpBundle = await encryptOtpCodeToBundle("000000", v.otpTarget.otpEncryptionTargetBundle, v.otpTarget.tekPublicKey,
  v.otpTarget.quorumPublicUncompressed);
check("otpEncryptionTargetBundle is accepted by encryptOtpCodeToBundle (signature verified)", typeof otpBundle === "string");
let forged = false;
try {
  const other = JSON.parse(v.otpTarget.otpEncryptionTargetBundle);
  other.data = other.data.slice(0, -2) + (other.data.endsWith("00") ? "01" : "00");
  await encryptOtpCodeToBundle("000000", JSON.stringify(other), v.otpTarget.tekPublicKey, v.otpTarget.quorumPublicUncompressed);
} catch (e) {
  forged = true;
}
check("a target bundle with altered data is refused by encryptOtpCodeToBundle", forged);

// 4. Platform-Wallet-Signature made by Java: verifyStampSignature over the payload (§5.5)
const stamp = JSON.parse(Buffer.from(v.stamp.header, "base64url").toString("utf8"));
check("stamp header is base64url without padding", !v.stamp.header.includes("=") && !/[+/]/.test(v.stamp.header));
check("stamp JSON has publicKey, scheme, signature",
  stamp.publicKey === v.stamp.publicKey && stamp.scheme === "SIGNATURE_SCHEME_TK_API_P256" && /^30[0-9a-f]+$/.test(stamp.signature));
check("stamp verifies with verifyStampSignature", await verifyStampSignature(stamp.publicKey, stamp.signature, v.stamp.payload));

// 5. verificationToken: a compact ES256 JWS that verifies with the signer key and carries the TEK
const [h, p, s] = v.verificationToken.token.split(".");
const header = JSON.parse(Buffer.from(h, "base64url").toString("utf8"));
const claims = JSON.parse(Buffer.from(p, "base64url").toString("utf8"));
const signer = uint8ArrayFromHexString(v.verificationToken.signerPublicUncompressed);
const jwk = { kty: "EC", crv: "P-256",
  x: Buffer.from(signer.slice(1, 33)).toString("base64url"), y: Buffer.from(signer.slice(33)).toString("base64url") };
check("verificationToken header is ES256", header.alg === "ES256");
check("verificationToken ES256 signature verifies",
  verify("sha256", Buffer.from(`${h}.${p}`), { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" }, Buffer.from(s, "base64url")));
check("verificationToken binds the TEK", claims.public_key === v.verificationToken.tekPublicKeyUncompressed);

const accepted = {
  comment: "Written by check-java-vectors.mjs after every check of java-vectors.json passed.",
  javaVectorsSha256: createHash("sha256").update(raw).digest("hex"),
  encryptedOtpBundleForJavaTarget: otpBundle,
};
writeFileSync(outFile, JSON.stringify(accepted, null, 2) + "\n");
console.log(`OK   all checks; wrote ${outFile}`);
