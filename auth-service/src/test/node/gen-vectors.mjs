// Produces ../resources/wallet-vectors.json with the real client libraries (@turnkey/crypto,
// @turnkey/api-key-stamper, @turnkey/encoding), exactly as clients call them (api-inventory §5).
// Every private key in the output is a throw-away test key. Run: npm install && node gen-vectors.mjs
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import {
  generateP256KeyPair, hpkeEncrypt, formatHpkeBuf, fromDerSignature, uncompressRawPublicKey, hpkeDecrypt,
} from "@turnkey/crypto";
import { ApiKeyStamper } from "@turnkey/api-key-stamper";
import { bs58check, uint8ArrayFromHexString, uint8ArrayToHexString } from "@turnkey/encoding";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "resources", "wallet-vectors.json");
const readJson = (await import("node:module")).createRequire(import.meta.url)("./package.json");
const P256_N = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

const enc = (s) => new TextEncoder().encode(s);

// --- keys: the library's own key generation, in both SEC1 forms -----------------------------------
const keys = Array.from({ length: 3 }, () => generateP256KeyPair()).map((k) => ({
  privateKey: k.privateKey,
  publicKey: k.publicKey,
  publicKeyUncompressed: k.publicKeyUncompressed,
}));

// --- (a) encryptedOtpBundle as clients make it: hpkeEncrypt + formatHpkeBuf (§5.3) -------------------
const target = generateP256KeyPair(); // the server's per-challenge target key (test-only)
const tek = generateP256KeyPair(); // the client's TEK
function otpBundle(otpCode, publicKey) {
  const plainTextBuf = enc(JSON.stringify({ otp_code: otpCode, public_key: publicKey }));
  return formatHpkeBuf(hpkeEncrypt({ plainTextBuf, targetKeyBuf: uint8ArrayFromHexString(target.publicKeyUncompressed) }));
}
const otp = {
  targetPrivateKey: target.privateKey,
  targetPublicKeyUncompressed: target.publicKeyUncompressed,
  tekPublicKeyUncompressed: tek.publicKeyUncompressed,
  tekPublicKeyCompressed: tek.publicKey,
  // public_key = TEK uncompressed (as the brief and api-inventory §5.3 describe)
  encryptedOtpBundle: otpBundle("000000", tek.publicKeyUncompressed),
  // the same, printed with JSON.stringify once more (the CLI's double encoding)
  encryptedOtpBundleDoubleEncoded: JSON.stringify(otpBundle("000000", tek.publicKeyUncompressed)),
  // public_key = TEK compressed (what @turnkey/crypto's encryptOtpCodeToBundle documents)
  encryptedOtpBundleCompressedTek: otpBundle("000000", tek.publicKey),
  // a wrong code: decrypts fine, the code comparison is the server's business
  encryptedOtpBundleWrongCode: otpBundle("123456", tek.publicKeyUncompressed),
};

// --- (b) Platform-Wallet-Signature stamps by ApiKeyStamper (§5.5) -----------------------------------
const apiKey = generateP256KeyPair();
const payloads = [
  '{"organizationId":"org_abc123","parameters":{"signWith":"wallet_abc123def456","unsignedTransaction":"ea69","type":"TRANSACTION_TYPE_ETHEREUM"},"timestampMs":"1746736509954","type":"ACTIVITY_TYPE_SIGN_TRANSACTION_V2"}',
  "eyJhbGciOiJFUzI1NiIsImtpZCI6InNhbmRib3giLCJ0eXAiOiJKV1QifQ.eyJzdWIiOiJBdXRoTWV0aG9kOjEyMyJ9.c2ln",
  '{"type":"ACTIVITY_TYPE_UPDATE_USER_EMAIL","parameters":{"userEmail":"zoë.müller@exämple.de","note":"Zahlung für Café ☕ — 日本語 🚀"}}',
  " leading and trailing spaces, kept exactly \n",
];
function highS(derHex) {
  const raw = uint8ArrayToHexString(fromDerSignature(derHex));
  return BigInt("0x" + raw.slice(64)) > P256_N / 2n;
}
const stamps = [];
for (const runtime of ["node", "purejs"]) {
  const stamper = new ApiKeyStamper({ apiPublicKey: apiKey.publicKey, apiPrivateKey: apiKey.privateKey, runtimeOverride: runtime });
  for (const payload of payloads) {
    const { stampHeaderValue } = await stamper.stamp(payload);
    const decoded = JSON.parse(Buffer.from(stampHeaderValue, "base64url").toString("utf8"));
    stamps.push({ runtime, payload, header: stampHeaderValue, highS: highS(decoded.signature) });
  }
}
// Node's signer does not normalize S: keep stamping until one high-S stamp is in the file (§5.5).
const nodeStamper = new ApiKeyStamper({ apiPublicKey: apiKey.publicKey, apiPrivateKey: apiKey.privateKey, runtimeOverride: "node" });
while (!stamps.some((s) => s.highS)) {
  const { stampHeaderValue } = await nodeStamper.stamp(payloads[0]);
  const decoded = JSON.parse(Buffer.from(stampHeaderValue, "base64url").toString("utf8"));
  if (highS(decoded.signature)) stamps.push({ runtime: "node", payload: payloads[0], header: stampHeaderValue, highS: true });
}

// --- (c) the other formats, built from the libraries' primitives ------------------------------------
// encryptedSessionSigningKey: bs58check(hpkeEncrypt(...)) — what decryptCredentialBundle opens (§5.7)
const client = generateP256KeyPair();
const sessionKey = generateP256KeyPair();
const sessionBundle = bs58check.encode(hpkeEncrypt({
  plainTextBuf: uint8ArrayFromHexString(sessionKey.privateKey),
  targetKeyBuf: uint8ArrayFromHexString(client.publicKeyUncompressed),
}));
// encryptedWalletCredentials: the export envelope around formatHpkeBuf's fields (§5.7)
const mnemonic = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
const exportSealed = JSON.parse(formatHpkeBuf(hpkeEncrypt({ plainTextBuf: enc(mnemonic), targetKeyBuf: uint8ArrayFromHexString(client.publicKeyUncompressed) })));
const exportData = uint8ArrayToHexString(enc(JSON.stringify({ ...exportSealed, organizationId: "org_vectors" })));
const exportBundle = JSON.stringify({ version: "v1.0.0", data: exportData, dataSignature: "", enclaveQuorumPublic: "" });
// base58check of fixed byte strings (leading zeros included)
const base58check = ["00", "0000ff", "00010203040506070809", "ffffffffffffffff", keys[0].publicKey].map((hex) => ({
  hex, encoded: bs58check.encode(uint8ArrayFromHexString(hex)),
}));
// self-check: the library opens what it sealed
const selfCheck = uint8ArrayToHexString(hpkeDecrypt({
  ciphertextBuf: uint8ArrayFromHexString(exportSealed.ciphertext),
  encappedKeyBuf: uint8ArrayFromHexString(exportSealed.encappedPublic),
  receiverPriv: client.privateKey,
}));
if (selfCheck !== uint8ArrayToHexString(enc(mnemonic))) throw new Error("library self-check failed");

const vectors = {
  comment: "Generated by src/test/node/gen-vectors.mjs with the real client libraries. All private keys are throw-away test keys.",
  libraries: readJson.dependencies,
  keys,
  otp,
  stamps: { publicKey: apiKey.publicKey, publicKeyUncompressed: apiKey.publicKeyUncompressed, items: stamps },
  sessionKeyBundle: {
    clientPrivateKey: client.privateKey,
    clientPublicKeyUncompressed: client.publicKeyUncompressed,
    bundle: sessionBundle,
    sessionPrivateKey: sessionKey.privateKey,
  },
  exportBundle: { clientPrivateKey: client.privateKey, organizationId: "org_vectors", bundle: exportBundle, mnemonic },
  base58check,
};
writeFileSync(out, JSON.stringify(vectors, null, 2) + "\n");
console.log(`wrote ${out}: ${stamps.length} stamps (${stamps.filter((s) => s.highS).length} high-S), 4 OTP bundles, session and export bundles`);
