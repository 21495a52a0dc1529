-- Outside sandbox mode each OTP target key comes with a code the platform generated and sent: only the
-- SHA-256 digest of the code is kept, sealed under the wallet key-encryption key (NULL in sandbox mode,
-- where the code is the fixed 000000).
ALTER TABLE otp_target_key ADD COLUMN sealed_code_digest VARBINARY(128) NULL AFTER sealed_private_key;
