package net.ccpay.quote.stablecoins.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.stablecoins.domain.Stablecoin;
import net.ccpay.quote.stablecoins.domain.StablecoinOperation;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccount;

import java.io.StringReader;

/** Stablecoins, their operations and provider account links as the contract shows them (never a secret). */
final class StablecoinMapper {

    private StablecoinMapper() {}

    static JsonObject toJson(Stablecoin s) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", s.id()).add("name", s.name()).add("symbol", s.symbol()).add("baseCurrency", s.baseCurrency())
                .add("network", s.network()).add("decimals", s.decimals())
                .add("issuanceStatus", s.issuanceStatus().name()).add("gridOperationsStatus", s.gridOperationsStatus().name())
                .add("networkTokenIdentifier", s.networkTokenIdentifier());
        if (s.currency() != null) {
            b.add("currency", s.currency());
        }
        return b.add("provider", s.provider()).add("stablecoinProviderAccountId", s.providerAccountLinkId())
                .add("providerEnvironment", s.providerEnvironment()).add("providerTokenIdentifier", s.providerTokenIdentifier())
                .add("createdAt", s.createdAt().toString()).add("updatedAt", s.updatedAt().toString()).build();
    }

    static JsonObject toJson(StablecoinOperation o) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", o.id()).add("stablecoinId", o.stablecoinId()).add("operationType", o.type().name())
                .add("status", o.status().name()).add("amount", Long.toString(o.amount().amount()))
                .add("provider", o.provider()).add("providerEnvironment", o.providerEnvironment())
                .add("stablecoinProviderAccountId", o.providerAccountLinkId())
                .add("source", json(o.source()));
        if (o.fundingInstructions() != null) {
            b.add("fundingInstructions", json(o.fundingInstructions()));
        }
        b.add("destination", json(o.destination()));
        if (o.estimatedDelivery() != null) {
            b.add("estimatedDelivery", json(o.estimatedDelivery()));
        }
        if (o.expiresAt() != null) {
            b.add("expiresAt", o.expiresAt().toString());
        }
        if (o.providerStatus() != null) {
            b.add("providerStatus", o.providerStatus());
        }
        if (o.failureReason() != null) {
            b.add("failureReason", o.failureReason());
        }
        if (o.description() != null) {
            b.add("description", o.description());
        }
        return b.add("createdAt", o.createdAt().toString()).add("updatedAt", o.updatedAt().toString()).build();
    }

    static JsonObject toJson(StablecoinProviderAccount a) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", a.id()).add("provider", a.provider()).add("providerAccountId", a.providerAccountId())
                .add("providerEnvironment", a.providerEnvironment()).add("status", a.status().name());
        if (a.lastVerifiedAt() != null) {
            b.add("lastVerifiedAt", a.lastVerifiedAt().toString());
        }
        return b.add("createdAt", a.createdAt().toString()).add("updatedAt", a.updatedAt().toString()).build();
    }

    private static JsonObject json(String s) {
        try (var r = JsonP.createReader(new StringReader(s))) {
            return r.readObject();
        }
    }
}
