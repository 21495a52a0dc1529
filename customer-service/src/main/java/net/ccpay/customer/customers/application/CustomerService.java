package net.ccpay.customer.customers.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.customer.customers.api.CustomerMapper;
import net.ccpay.customer.customers.api.CustomerShapes;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.customer.customers.domain.KycSandboxRules;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Set;

/** Creating and reading customers; every status a customer is given is announced through the outbox. */
@ApplicationScoped
public class CustomerService {

    /** Statuses that are announced as CUSTOMER.KYC_&lt;STATUS&gt; / KYB_&lt;STATUS&gt; events. */
    private static final Set<String> ANNOUNCED = Set.of("APPROVED", "REJECTED", "PENDING");
    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    CustomerRepository customers;

    @Inject
    Outbox outbox;

    @Inject
    @ConfigProperty(name = "platform.uma.domain", defaultValue = "ccpay.sandbox")
    String umaDomain;

    @Transactional
    public JsonObject create(JsonObject request) {
        FieldErrors errors = new FieldErrors();
        String type = request.get("customerType") instanceof JsonString s ? s.getString() : null;
        boolean individual = !"BUSINESS".equals(type);
        JsonObject valid = (individual ? CustomerShapes.INDIVIDUAL : CustomerShapes.BUSINESS).check("", request, errors);
        errors.throwIfAny();

        String platformCustomerId = valid.containsKey("platformCustomerId")
                ? valid.getString("platformCustomerId") : HexFormat.of().formatHex(randomBytes(8));
        if (customers.platformCustomerIdTaken(platformCustomerId)) {
            throw new ApiException(409, ErrorCode.CONFLICT, "A customer with platformCustomerId '" + platformCustomerId + "' already exists");
        }
        String uma = valid.containsKey("umaAddress") ? valid.getString("umaAddress") : generatedUmaAddress();
        if (customers.umaAddressTaken(uma)) {
            throw new ApiException(409, "UMA_ADDRESS_EXISTS", "The UMA address " + uma + " is taken");
        }
        JsonObjectBuilder profile = Json.createObjectBuilder(valid);
        profile.remove("platformCustomerId");
        profile.remove("umaAddress");
        profile.remove("kycStatus");
        profile.remove("kybStatus");
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        Customer c = new Customer(Ids.newId("Customer"), platformCustomerId, individual ? Customer.INDIVIDUAL : Customer.BUSINESS, uma,
                valid.containsKey("email") ? valid.getString("email") : null, profile.build().toString(), now);
        String status;
        if (individual) {
            status = KycSandboxRules.statusAtCreation(valid.containsKey("fullName") ? valid.getString("fullName") : null);
            c.setKycStatus(status);
        } else {
            status = "UNVERIFIED";
            c.setKybStatus(status);
        }
        customers.add(c);
        JsonObject json = CustomerMapper.toJson(c);
        if (ANNOUNCED.contains(status)) {
            outbox.record("CUSTOMER." + (individual ? "KYC_" : "KYB_") + status, c.id(), json.toString());
        }
        return json;
    }

    @Transactional
    public Optional<JsonObject> get(String id) {
        return customers.find(id).map(CustomerMapper::toJson);
    }

    private String generatedUmaAddress() {
        return "$user." + HexFormat.of().formatHex(randomBytes(5)) + "@" + umaDomain;
    }

    private static byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        RANDOM.nextBytes(b);
        return b;
    }
}
