package net.ccpay.customer.documents.application;

import java.util.Map;

/**
 * The parts of a multipart document request, read but not yet validated: the text fields, and
 * the file (null when absent; {@code tooLarge} when it exceeded the limit, then its bytes are cut).
 */
public record DocumentForm(Map<String, String> fields, byte[] file, boolean tooLarge, String fileName) {}
