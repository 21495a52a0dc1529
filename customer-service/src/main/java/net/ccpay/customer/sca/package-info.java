/**
 * Contact verification (email/phone one-time codes), which no provider of our customers mandates (409), and
 * strong customer authentication, which applies to customers who live where it is required (common's
 * ScaRegions) and answers 409 for every other customer.
 */
package net.ccpay.customer.sca;
