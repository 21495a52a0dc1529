package net.ccpay.customer.customers.application;

import jakarta.json.JsonObject;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.Shape;
import net.ccpay.customer.customers.api.ShapeOfCustomerRequests;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every customer-service input that carries an e-mail refuses markup and look-alike (non-ASCII) addresses. */
class CustomerEmailTest {

    private static final List<String> REFUSED = List.of("\"><img/src=x>@example.com", "p@ex\u0430mple.com");

    private static List<String> errors(Shape shape, JsonObject body) {
        FieldErrors errors = new FieldErrors();
        shape.check("", body, errors);
        return errors.list().stream().map(FieldError::field).toList();
    }

    private static JsonObject customer(String type, String email) {
        return JsonP.createObjectBuilder().add("customerType", type).add("email", email).build();
    }

    @Test
    void customerCreateAndUpdateRefuseMarkupAndNonAsciiAddresses() {
        for (String email : REFUSED) {
            assertTrue(errors(ShapeOfCustomerRequests.INDIVIDUAL, customer("INDIVIDUAL", email)).contains("email"), email);
            assertTrue(errors(ShapeOfCustomerRequests.BUSINESS, customer("BUSINESS", email)).contains("email"), email);
            assertEquals(List.of("email"), errors(ShapeOfCustomerRequests.INDIVIDUAL_UPDATE, customer("INDIVIDUAL", email)), email);
            assertEquals(List.of("email"), errors(ShapeOfCustomerRequests.BUSINESS_UPDATE, customer("BUSINESS", email)), email);
        }
        assertEquals(List.of(), errors(ShapeOfCustomerRequests.INDIVIDUAL_UPDATE, customer("INDIVIDUAL", "grace@example.com")));
    }
}
