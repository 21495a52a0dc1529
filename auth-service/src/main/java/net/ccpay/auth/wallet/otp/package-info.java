/**
 * One-time codes of EMAIL_OTP and SMS_OTP credentials outside sandbox mode: the code (domain), and its
 * delivery by SMTP or an HTTP SMS provider (infrastructure), configured by environment (README, Production logins).
 */
package net.ccpay.auth.wallet.otp;
