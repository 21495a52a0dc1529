/**
 * Strong Customer Authentication for customers who live where it applies (common's ScaRegions): the
 * one-time-code challenges that quotes and beneficiary trust changes wait on, and the beneficiaries a customer
 * trusts (sends to them need no challenge). Other customers' SCA operations answer 409.
 */
package net.ccpay.quote.sca;
