package net.ccpay.quote.stablecoins.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccount;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountRepository;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

@ApplicationScoped
public class JpaStablecoinProviderAccountRepository extends JpaRows<StablecoinProviderAccount> implements StablecoinProviderAccountRepository {

    public JpaStablecoinProviderAccountRepository() {
        super(StablecoinProviderAccount.class);
    }

    @Override
    public List<StablecoinProviderAccount> findLinked(String provider, String providerEnvironment, String providerAccountId) {
        return em.createQuery("SELECT a FROM StablecoinProviderAccount a WHERE a.provider = :p"
                        + " AND a.providerEnvironment = :e AND a.providerAccountId = :id", StablecoinProviderAccount.class)
                .setParameter("p", provider).setParameter("e", providerEnvironment).setParameter("id", providerAccountId).getResultList();
    }

    @Override
    public void add(StablecoinProviderAccount account) {
        em.persist(account);
        em.flush();
    }

    @Override
    public Page<StablecoinProviderAccount> list(String providerEnvironment, String provider, StablecoinProviderAccount.Status status, PageRequest page) {
        StringBuilder where = new StringBuilder("a.providerEnvironment = :env");
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("env", providerEnvironment);
        if (provider != null) {
            where.append(" AND a.provider = :provider");
            params.put("provider", provider);
        }
        if (status != null) {
            where.append(" AND a.status = :status");
            params.put("status", status);
        }
        JpqlKeyset.Rows<StablecoinProviderAccount> rows = JpqlKeyset.run(em, StablecoinProviderAccount.class, "a", where.toString(), params,
                page.limit(), page.after(), true);
        return Page.of(rows.rows(), page.limit(), rows.totalCount(), a -> new Cursor(a.createdAt(), a.id()));
    }

    @Override
    public List<StablecoinProviderAccount> active(String providerEnvironment) {
        return em.createQuery("SELECT a FROM StablecoinProviderAccount a WHERE a.providerEnvironment = :e AND a.status = :s"
                + " ORDER BY a.createdAt, a.id", StablecoinProviderAccount.class).setParameter("e", providerEnvironment)
                .setParameter("s", StablecoinProviderAccount.Status.ACTIVE).getResultList();
    }
}
