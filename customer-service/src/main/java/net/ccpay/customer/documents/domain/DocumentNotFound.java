package net.ccpay.customer.documents.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No document has this id. */
public class DocumentNotFound extends DomainException {
    public DocumentNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Document " + id + " not found");
    }
}
