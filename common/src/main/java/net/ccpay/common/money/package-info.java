/**
 * Money as the platform handles it: an integer amount in a currency's smallest unit, never a
 * float, with overflow-checked arithmetic that refuses to mix currencies.
 */
package net.ccpay.common.money;
