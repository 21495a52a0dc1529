package net.ccpay.quote.accounts.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;

/**
 * Read-your-writes for accounts: a client that just got its 201 from {@code POST /customers} may list
 * the customer's accounts before quote-service has consumed the customer's event. When a read names a
 * customer without accounts, customer-service is asked (through {@link CustomerDirectory}) and an
 * approved customer is provisioned on the spot, in a transaction of its own, idempotently with the
 * event path. The remote call runs before that transaction, never inside it.
 */
@ApplicationScoped
public class AccountProvisioning {

    @Inject
    InternalAccounts accounts;

    @Inject
    CustomerDirectory customers;

    public void ensureProvisioned(String customerId) {
        if (accounts.hasAccounts(customerId)) {
            return;
        }
        customers.find(customerId).filter(CustomerView::approved).ifPresent(accounts::provisionNow);
    }
}
