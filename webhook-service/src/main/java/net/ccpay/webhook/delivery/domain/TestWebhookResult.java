package net.ccpay.webhook.delivery.domain;

import java.util.Optional;

/**
 * What a TEST webhook gave: the URL it went to, the receiver's status, and the receiver's answer
 * only when the target is on the public internet (never what a loopback or private host said).
 */
public record TestWebhookResult(String url, int responseStatus, Optional<String> responseBody) {}
