package net.ccpay.customer.documents.domain;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/** No document has this id. */
public class DocumentNotFound extends ApiException {
    public DocumentNotFound(String id) {
        super(404, ErrorCode.REFERENCE_NOT_FOUND, "Document " + id + " not found");
    }
}
