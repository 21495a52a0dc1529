package net.ccpay.quote.accounts.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.accounts.api.InternalAccountMapper;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.currency.PlatformCurrencies;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.ledger.Ledger;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;

/** Provisioning, reading and funding internal accounts. Every change is announced through the outbox. */
@ApplicationScoped
public class InternalAccounts {

    private static final Logger LOG = Logger.getLogger(InternalAccounts.class.getName());

    @PersistenceContext
    EntityManager em;

    @Inject
    PlatformCurrencies currencies;

    @Inject
    Ledger ledger;

    @Inject
    Outbox outbox;

    /** Gives an approved customer one account per supported currency (PENDING; activated shortly after). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void provisionFor(CustomerView customer) {
        Instant now = now();
        int created = 0;
        for (PlatformCurrencies.Config cfg : currencies.supported().values()) {
            String code = cfg.currency().code();
            String type = !cfg.currency().crypto() ? "INTERNAL_FIAT"
                    : "USDB".equals(code) && customer.email() != null ? "EMBEDDED_WALLET" : "INTERNAL_CRYPTO";
            if (find(customer.id(), code, type).isPresent()) {
                continue;
            }
            InternalAccount a = new InternalAccount(Ids.newId("InternalAccount"), customer.id(), type, code, now);
            em.persist(a);
            outbox.record("INTERNAL_ACCOUNT.STATUS_UPDATED", a.id(), InternalAccountMapper.toJson(a, 0).toString());
            created++;
        }
        if (created > 0) {
            LOG.fine(() -> "provisioned accounts for " + customer.id());
        }
    }

    /** Sandbox provisioning completes at once: PENDING accounts older than {@code delayMillis} become ACTIVE. */
    @Transactional
    public int activatePending(long delayMillis) {
        @SuppressWarnings("unchecked")
        List<String> ids = em.createNativeQuery(
                        "SELECT id FROM internal_account WHERE status = 'PENDING' AND created_at <= ? ORDER BY created_at LIMIT 200 FOR UPDATE SKIP LOCKED")
                .setParameter(1, java.sql.Timestamp.from(Instant.now().minusMillis(delayMillis)))
                .getResultList();
        Instant now = now();
        for (String id : ids) {
            InternalAccount a = em.find(InternalAccount.class, id);
            a.transition(InternalAccount.Status.ACTIVE, now);
            if (a.customerId() != null) {
                outbox.record("INTERNAL_ACCOUNT.STATUS_UPDATED", a.id(), InternalAccountMapper.toJson(a, ledger.balance(a.id())).toString());
            }
        }
        return ids.size();
    }

    /** The platform's own accounts, one per supported currency, created at start when missing. */
    @Transactional
    public void ensurePlatformAccounts() {
        Instant now = now();
        for (PlatformCurrencies.Config cfg : currencies.supported().values()) {
            String type = cfg.currency().crypto() ? "INTERNAL_CRYPTO" : "INTERNAL_FIAT";
            if (find(null, cfg.currency().code(), type).isEmpty()) {
                InternalAccount a = new InternalAccount(Ids.newId("InternalAccount"), null, type, cfg.currency().code(), now);
                a.transition(InternalAccount.Status.ACTIVE, now);
                em.persist(a);
            }
        }
    }

    private Optional<InternalAccount> find(String customerId, String currency, String type) {
        return em.createQuery("SELECT a FROM InternalAccount a WHERE a.ownerKey = :o AND a.currency = :c AND a.type = :t", InternalAccount.class)
                .setParameter("o", customerId == null ? InternalAccount.PLATFORM : customerId)
                .setParameter("c", currency).setParameter("t", type)
                .getResultList().stream().findFirst();
    }

    @Transactional
    public Optional<JsonObject> get(String id) {
        return Optional.ofNullable(em.find(InternalAccount.class, id)).map(a -> InternalAccountMapper.toJson(a, ledger.balance(a.id())));
    }

    /** Currencies a customer can send from (its ACTIVE accounts), oldest account first. Read-only, no entities. */
    @Transactional
    public List<String> activeCurrenciesOf(String customerId) {
        return em.createQuery("SELECT a.currency FROM InternalAccount a WHERE a.customerId = :c AND a.status = 'ACTIVE' ORDER BY a.createdAt, a.id",
                String.class).setParameter("c", customerId).getResultList();
    }

    /** {@code GET /customers/internal-accounts}: a page of customers' accounts. */
    @Transactional
    public JsonObject listCustomerAccounts(String customerId, String currency, String type, String limit, String cursor) {
        PageRequest page = PageRequest.of(limit, cursor);
        int n = page.limit();
        Cursor after = page.after();
        StringBuilder where = new StringBuilder("a.customerId IS NOT NULL");
        if (customerId != null) where.append(" AND a.customerId = :customer");
        if (currency != null) where.append(" AND a.currency = :currency");
        if (type != null) where.append(" AND a.type = :type");
        String base = "FROM InternalAccount a WHERE " + where;
        TypedQuery<InternalAccount> q = em.createQuery("SELECT a " + base
                + (after == null ? "" : " AND (a.createdAt > :ac OR (a.createdAt = :ac AND a.id > :ai))")
                + " ORDER BY a.createdAt, a.id", InternalAccount.class);
        TypedQuery<Long> count = em.createQuery("SELECT COUNT(a) " + base, Long.class);
        for (TypedQuery<?> t : List.of(q, count)) {
            if (customerId != null) t.setParameter("customer", customerId);
            if (currency != null) t.setParameter("currency", currency);
            if (type != null) t.setParameter("type", type);
        }
        if (after != null) {
            q.setParameter("ac", after.createdAt()).setParameter("ai", after.id());
        }
        return Page.of(q.setMaxResults(n + 1).getResultList(), n, count.getSingleResult(), a -> new Cursor(a.createdAt(), a.id()))
                .toJson(a -> InternalAccountMapper.toJson(a, ledger.balance(a.id())));
    }

    /** {@code GET /platform/internal-accounts}: the platform's own accounts (unpaged). */
    @Transactional
    public JsonObject listPlatformAccounts(String currency, String type) {
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        em.createQuery("SELECT a FROM InternalAccount a WHERE a.customerId IS NULL ORDER BY a.createdAt, a.id", InternalAccount.class)
                .getResultList().stream()
                .filter(a -> currency == null || currency.equals(a.currency()))
                .filter(a -> type == null || type.equals(a.type()))
                .forEach(a -> data.add(InternalAccountMapper.toJson(a, ledger.balance(a.id()))));
        return JsonP.createObjectBuilder().add("data", data).build();
    }

    /**
     * Sandbox deposit: credits the account at once (the sandbox funding account is debited), records
     * a completed incoming transaction and announces both. The account row is locked so concurrent
     * deposits serialize.
     */
    @Transactional
    public JsonObject fund(String id, long amount) {
        InternalAccount a = Ids.hasType("InternalAccount", id) ? em.find(InternalAccount.class, id, jakarta.persistence.LockModeType.PESSIMISTIC_WRITE) : null;
        if (a == null) {
            throw ApiException.notFound(ErrorCode.REFERENCE_NOT_FOUND, "Internal account " + id + " not found");
        }
        if (!a.canMoveMoney()) {
            throw new ApiException(409, "ACCOUNT_NOT_ACTIVE", "Internal account " + id + " is " + a.status()
                    + " and cannot receive payments" + (a.status() == InternalAccount.Status.PENDING ? "; it becomes ACTIVE shortly after provisioning" : ""));
        }
        Instant now = now();
        ledger.transfer(Ledger.sandboxFunding(a.currency()), a.id(), a.currency(), amount);
        a.touch(now);
        long balance = ledger.balance(a.id());
        JsonObject account = InternalAccountMapper.toJson(a, balance);
        String txId = Ids.newId("Transaction");
        JsonObject currency = account.getJsonObject("balance").getJsonObject("currency");
        JsonObjectBuilder tx = JsonP.createObjectBuilder()
                .add("id", txId).add("status", "COMPLETED").add("type", "INCOMING").add("direction", "CREDIT");
        if (a.customerId() != null) {
            tx.add("customerId", a.customerId());
        }
        JsonObject txJson = tx.add("destination", JsonP.createObjectBuilder().add("destinationType", "ACCOUNT").add("accountId", a.id()))
                .add("receivedAmount", JsonP.createObjectBuilder().add("amount", amount).add("currency", currency))
                .add("description", "Sandbox funding")
                .add("createdAt", now.toString()).add("updatedAt", now.toString()).add("settledAt", now.toString())
                .build();
        em.createNativeQuery("INSERT INTO money_transaction (id, tx_type, status, customer_id, account_id, currency, amount, body, created_at, updated_at)"
                        + " VALUES (?, 'INCOMING', 'COMPLETED', ?, ?, ?, ?, ?, ?, ?)")
                .setParameter(1, txId).setParameter(2, a.customerId()).setParameter(3, a.id()).setParameter(4, a.currency())
                .setParameter(5, amount).setParameter(6, txJson.toString())
                .setParameter(7, java.sql.Timestamp.from(now)).setParameter(8, java.sql.Timestamp.from(now))
                .executeUpdate();
        outbox.record("INTERNAL_ACCOUNT.BALANCE_UPDATED", a.id(), account.toString());
        outbox.record("INCOMING_PAYMENT.COMPLETED", txId, txJson.toString());
        return account;
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
