package net.ccpay.customer.owners.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.util.List;
import java.util.Optional;

public interface BeneficialOwnerRepository {
    Optional<BeneficialOwner> find(String id);
    /** The business an owner belongs to, without loading the owner. */
    Optional<String> businessOf(String ownerId);
    /** An owner, its row locked until the transaction ends. */
    Optional<BeneficialOwner> findForUpdate(String id);
    List<BeneficialOwner> ofCustomer(String customerId);
    Page<BeneficialOwner> list(String customerId, PageRequest page);
    void add(BeneficialOwner owner);
}
