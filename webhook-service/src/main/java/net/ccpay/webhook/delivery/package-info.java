/**
 * Webhooks: made from platform events, signed, delivered to the platform's endpoint with durable
 * retries (the schedule is in the database), every attempt recorded; the TEST webhook; operator views.
 */
package net.ccpay.webhook.delivery;
