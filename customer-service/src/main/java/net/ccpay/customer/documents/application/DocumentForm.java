package net.ccpay.customer.documents.application;

import net.ccpay.customer.documents.domain.DocumentHolder;

import java.util.Map;
import java.util.Optional;

/**
 * The parts of a multipart document request: the text fields (as read, then, for the service, only
 * those that passed the api's checks of the text parts), and the file, not yet validated (null when
 * absent; {@code tooLarge} when it exceeded the limit, then its bytes are cut).
 * {@code holder} is the {@code documentHolder} field's text read as a holder's id (empty when it is
 * absent or neither a customer's nor a beneficial owner's id).
 */
public record DocumentForm(Map<String, String> fields, byte[] file, boolean tooLarge, String fileName, Optional<DocumentHolder> holder) {}
