/**
 * Contact verification (email/phone one-time codes) and strong customer authentication: the
 * brief's providers and regions for our customers mandate neither, so every such operation
 * answers 409 CONFLICT in the envelope, saying why.
 */
package net.ccpay.customer.sca;
