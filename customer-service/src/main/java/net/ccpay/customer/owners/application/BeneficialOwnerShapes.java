package net.ccpay.customer.owners.application;

import net.ccpay.common.validation.Shape;
import net.ccpay.customer.customers.application.CustomerShapes;

import java.util.List;

/** Request shapes of the beneficial-owner operations, as the public contract defines them. */
public final class BeneficialOwnerShapes {
    private BeneficialOwnerShapes() {}

    public static final List<String> ROLES = List.of("UBO", "DIRECTOR", "COMPANY_OFFICER", "CONTROL_PERSON", "TRUSTEE", "GENERAL_PARTNER");

    private static Shape personalInfo(boolean create) {
        return Shape.object()
                .string("firstName", create, 1, 100)
                .string("middleName", false, 1, 100)
                .string("lastName", create, 1, 100)
                .date("birthDate", create, true)
                .country("nationality", create)
                .email("email", false)
                .phone("phoneNumber", false)
                .nested("address", create, CustomerShapes.ADDRESS)
                .oneOf("idType", create, CustomerShapes.ID_TYPES)
                .string("identifier", create, 1, 100)
                .country("countryOfIssuance", false);
    }

    public static final Shape CREATE = Shape.object()
            .string("customerId", true, 1, 64)
            .arrayOf("roles", true, ROLES.size(), Shape.item().oneOf("", true, ROLES))
            .integer("ownershipPercentage", true, 0, 100)
            .nested("personalInfo", true, personalInfo(true));

    public static final Shape UPDATE = Shape.object()
            .arrayOf("roles", false, ROLES.size(), Shape.item().oneOf("", true, ROLES))
            .integer("ownershipPercentage", false, 0, 100)
            .nestedPatch("personalInfo", false, personalInfo(false));
}
