/**
 * KYC/KYB verification: submitting a customer (POST /verifications) against the brief's sandbox
 * rules, the results and their events, and hosted verification links.
 */
package net.ccpay.customer.verification;
