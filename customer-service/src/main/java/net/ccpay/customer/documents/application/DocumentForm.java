package net.ccpay.customer.documents.application;

import java.util.Map;

/**
 * The parts of a multipart document request: the text fields (as read, then, for the service, only
 * those that passed the api's checks of the text parts), and the file, not yet validated (null when
 * absent; {@code tooLarge} when it exceeded the limit, then its bytes are cut).
 */
public record DocumentForm(Map<String, String> fields, byte[] file, boolean tooLarge, String fileName) {}
