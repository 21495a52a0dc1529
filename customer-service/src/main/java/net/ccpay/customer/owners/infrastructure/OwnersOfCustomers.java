package net.ccpay.customer.owners.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.customer.customers.domain.CustomerOwner;
import net.ccpay.customer.customers.domain.CustomerOwners;
import net.ccpay.customer.owners.domain.BeneficialOwner;
import net.ccpay.customer.owners.domain.BeneficialOwnerRepository;

import java.util.List;

/** {@link CustomerOwners} from this context's repository: a customer's view reads its owners through it. */
@ApplicationScoped
public class OwnersOfCustomers implements CustomerOwners {

    @Inject
    BeneficialOwnerRepository owners;

    @Override
    public List<CustomerOwner> ofCustomer(String customerId) {
        return owners.ofCustomer(customerId).stream().map(OwnersOfCustomers::view).toList();
    }

    static CustomerOwner view(BeneficialOwner o) {
        return new CustomerOwner(o.id(), o.customerId(), o.kycStatus(), o.profile(), o.createdAt(), o.updatedAt());
    }
}
