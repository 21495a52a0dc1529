package net.ccpay.quote.stablecoins.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.stablecoins.domain.Stablecoin;
import net.ccpay.quote.stablecoins.domain.StablecoinRepository;

import java.util.LinkedHashMap;
import java.util.Map;

@ApplicationScoped
public class JpaStablecoinRepository extends JpaRows<Stablecoin> implements StablecoinRepository {

    public JpaStablecoinRepository() {
        super(Stablecoin.class);
    }

    @Override
    public void add(Stablecoin coin) {
        em.persist(coin);
        em.flush();
    }

    @Override
    public boolean symbolTaken(String symbol) {
        return taken("symbol", symbol);
    }

    @Override
    public boolean networkTokenIdentifierTaken(String networkTokenIdentifier) {
        return taken("networkTokenIdentifier", networkTokenIdentifier);
    }

    private boolean taken(String field, String value) {
        return !em.createQuery("SELECT s.id FROM Stablecoin s WHERE s." + field + " = :v", String.class).setParameter("v", value)
                .setMaxResults(1).getResultList().isEmpty();
    }

    @Override
    public Page<Stablecoin> list(String providerEnvironment, Stablecoin.IssuanceStatus issuanceStatus, Stablecoin.GridOperationsStatus gridOperationsStatus, String provider, PageRequest page) {
        StringBuilder where = new StringBuilder("s.providerEnvironment = :env");
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("env", providerEnvironment);
        if (issuanceStatus != null) {
            where.append(" AND s.issuanceStatus = :is");
            params.put("is", issuanceStatus);
        }
        if (gridOperationsStatus != null) {
            where.append(" AND s.gridOperationsStatus = :gs");
            params.put("gs", gridOperationsStatus);
        }
        if (provider != null) {
            where.append(" AND s.provider = :p");
            params.put("p", provider);
        }
        JpqlKeyset.Rows<Stablecoin> rows = JpqlKeyset.run(em, Stablecoin.class, "s", where.toString(), params, page.limit(), page.after(), true);
        return Page.of(rows.rows(), page.limit(), rows.totalCount(), s -> new Cursor(s.createdAt(), s.id()));
    }
}
