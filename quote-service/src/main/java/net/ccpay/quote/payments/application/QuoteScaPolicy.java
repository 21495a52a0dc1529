package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.payments.domain.PaymentQuote;
import net.ccpay.quote.sca.application.BeneficiaryTrusts;

/**
 * Whether a quote's execution waits on its customer's Strong Customer Authentication: the customer lives
 * where SCA applies (customer-service's events carry the address; common's ScaRegions decides), the quote is
 * not from an embedded wallet (its owner's signature is the authentication there), and its destination is
 * not a beneficiary the customer trusts.
 */
@ApplicationScoped
public class QuoteScaPolicy {

    @Inject
    CustomerDirectory customers;

    @Inject
    BeneficiaryTrusts trusts;

    public boolean customerInScaRegion(PaymentQuote q) {
        return q.customerId() != null && customers.find(q.customerId()).map(CustomerView::scaRegion).orElse(false);
    }

    public boolean required(PaymentQuote q) {
        if ("EMBEDDED_WALLET".equals(q.sourceAccountType()) || !customerInScaRegion(q)) {
            return false;
        }
        return !trusts.trusted(q.destinationAccountId());
    }

    public static String subject(String quoteId) {
        return "quote:" + quoteId;
    }
}
