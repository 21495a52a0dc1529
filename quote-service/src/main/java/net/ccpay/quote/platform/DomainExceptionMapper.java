package net.ccpay.quote.platform;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.web.ApiExceptionMapper;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;
import net.ccpay.quote.ledger.domain.InsufficientFunds;
import net.ccpay.quote.ledger.domain.LedgerCurrencyMismatch;
import net.ccpay.quote.ledger.domain.UnknownLedgerAccount;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The one place quote-service's domain failures become the error envelope. Codes are the contract's
 * for the status: it has no 409 for an account that cannot move money and no dedicated code for an
 * insufficient balance, so those are 400s with its INVALID_INPUT and INVALID_AMOUNT.
 */
@Provider
public class DomainExceptionMapper implements ExceptionMapper<DomainException> {

    private static final Logger LOG = Logger.getLogger(DomainExceptionMapper.class.getName());

    @Override
    public Response toResponse(DomainException e) {
        return ApiExceptionMapper.envelope(toError(e));
    }

    static ApiError toError(DomainException e) {
        if (e instanceof InternalAccountNotFound || e instanceof UnknownLedgerAccount) {
            return new ApiError(404, ErrorCode.REFERENCE_NOT_FOUND, e.getMessage(), null);
        }
        if (e instanceof AccountNotActive) {
            return new ApiError(400, ErrorCode.INVALID_INPUT, e.getMessage(), null);
        }
        if (e instanceof InsufficientFunds) {
            return new ApiError(400, ErrorCode.INVALID_AMOUNT, e.getMessage(), null);
        }
        if (e instanceof LedgerCurrencyMismatch) {
            return new ApiError(400, ErrorCode.INVALID_CURRENCY, e.getMessage(), null);
        }
        LOG.log(Level.SEVERE, "unmapped domain exception " + e.getClass().getName());
        return new ApiError(500, ErrorCode.INTERNAL_ERROR, "An internal error occurred", null);
    }
}
