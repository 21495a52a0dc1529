package net.ccpay.quote.stablecoins.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.stablecoins.domain.ProviderToken;
import net.ccpay.quote.stablecoins.domain.Stablecoin;
import net.ccpay.quote.stablecoins.domain.StablecoinOperation;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccount;
import net.ccpay.quote.stablecoins.domain.StablecoinProviders;
import net.ccpay.quote.stablecoins.domain.StablecoinSandboxRules;

import java.util.Optional;

/** The sandbox provider: answers from {@link StablecoinSandboxRules}, calls nothing. */
@ApplicationScoped
public class SandboxStablecoinProviders implements StablecoinProviders {

    @Override
    public Verification verify(String provider, String apiClientId, String apiClientSecret, String providerAccountId) {
        return new Verification(StablecoinSandboxRules.linkStatus(apiClientId),
                providerAccountId != null ? providerAccountId : StablecoinSandboxRules.providerAccountId(apiClientId));
    }

    @Override
    public Optional<ProviderToken> token(StablecoinProviderAccount link, String providerTokenIdentifier) {
        return Optional.of(StablecoinSandboxRules.token(providerTokenIdentifier));
    }

    @Override
    public String fundingInstructions(Stablecoin coin, StablecoinOperation operation) {
        JsonObjectBuilder b = JsonP.createObjectBuilder();
        if (operation.type() == StablecoinOperation.Type.MINT) {
            b.add("rail", "WIRE").add("currency", coin.baseCurrency()).add("bankName", "Sandbox Provider Bank")
                    .add("beneficiaryName", "Sandbox Stablecoin Provider FBO " + coin.symbol())
                    .add("routingNumber", "021000021").add("accountNumber", "0000" + StablecoinSandboxRules.wireReference(operation.id()).substring(2, 10))
                    .add("reference", StablecoinSandboxRules.wireReference(operation.id()));
        } else {
            b.add("rail", "SPARK").add("network", "SPARK").add("address", StablecoinSandboxRules.sparkDepositAddress(operation.id()))
                    .add("valueType", coin.providerTokenIdentifier());
        }
        return b.build().toString();
    }
}
