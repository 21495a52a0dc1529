package net.ccpay.quote.directory.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.paging.Page;
import net.ccpay.common.web.CurrencyJson;
import net.ccpay.quote.directory.domain.Institution;
import net.ccpay.quote.directory.domain.UmaProvider;
import net.ccpay.quote.directory.domain.Vasp;

import java.util.List;

/** The contract's JSON of the directories. */
final class DirectoryJson {

    private DirectoryJson() {}

    static JsonObject discoveries(List<Institution> institutions) {
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        for (Institution i : institutions) {
            data.add(JsonP.createObjectBuilder().add("bankName", i.bankName()).add("displayName", i.displayName())
                    .add("country", i.country()).add("currency", i.currency()));
        }
        return JsonP.createObjectBuilder().add("data", data).build();
    }

    /** The contract's VaspListResponse has no totalCount. */
    static JsonObject vasps(Page<Vasp> page) {
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        for (Vasp v : page.items()) {
            JsonObjectBuilder b = JsonP.createObjectBuilder().add("vaspName", v.vaspName());
            if (v.url() != null) {
                b.add("url", v.url());
            }
            data.add(b);
        }
        JsonObjectBuilder out = JsonP.createObjectBuilder().add("data", data).add("hasMore", page.hasMore());
        if (page.nextCursor() != null) {
            out.add("nextCursor", page.nextCursor());
        }
        return out.build();
    }

    static JsonObject umaProviders(Page<UmaProvider> page) {
        return page.toJson(DirectoryJson::provider);
    }

    static JsonObject provider(UmaProvider p) {
        JsonArrayBuilder currencies = JsonP.createArrayBuilder();
        p.currencies().forEach(c -> currencies.add(CurrencyJson.of(CurrencyCodes.find(c).orElseThrow())));
        return JsonP.createObjectBuilder()
                .add("name", p.name())
                .add("supportedRegions", JsonP.createArrayBuilder(p.regions()))
                .add("domain", p.domain())
                .add("logoUrl", p.logoUrl())
                .add("supportedCurrencies", currencies)
                .add("allowListStatus", p.allowListed())
                .build();
    }
}
