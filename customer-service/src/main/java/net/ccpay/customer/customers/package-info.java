/**
 * Customers of a platform: individuals (KYC) and businesses (KYB), with the brief's sandbox rules.
 */
package net.ccpay.customer.customers;
