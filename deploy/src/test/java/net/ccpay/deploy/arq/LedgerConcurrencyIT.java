package net.ccpay.deploy.arq;

import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.Money;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.ledger.domain.InsufficientFunds;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.ledger.domain.LedgerCurrencyMismatch;
import net.ccpay.quote.ledger.domain.UnknownLedgerAccount;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.asset.EmptyAsset;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.jboss.shrinkwrap.resolver.api.maven.Maven;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.File;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * In-container (Arquillian, managed Liberty): quote-service's ledger adapter against a real MariaDB
 * with quote-service's real migrations, driven by concurrent transactions. There is no public debit
 * operation yet, so {@link LedgerProbe} debits the way an application service will.
 */
// the full build only (mvn verify -Pfull): servers of its own, or a restart of the platform
@org.junit.jupiter.api.Tag("full")
@ExtendWith(ArquillianExtension.class)
class LedgerConcurrencyIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive war = ShrinkWrap.create(WebArchive.class, "arq-ledger.war")
                .addPackages(true, ServiceBootstrap.class.getPackage().getName().replace(".config", ""))
                .addPackages(true, Ledger.class.getPackage().getName().replace(".domain", ""))
                .addClasses(CurrencyCatalog.class, Currency.class, LedgerProbe.class)
                .addAsResource("arq/ledger-persistence.xml", "META-INF/persistence.xml")
                .addAsResource(new StringAsset("platform.service.name=arq-ledger\n"), "META-INF/microprofile-config.properties")
                .addAsResource(EmptyAsset.INSTANCE, "db/common/flyway.location")
                .addAsResource(EmptyAsset.INSTANCE, "db/callback/flyway.location")
                .addAsResource(EmptyAsset.INSTANCE, "db/migration/flyway.location")
                .addAsWebInfResource("arq/web.xml", "web.xml")
                .addAsWebInfResource("arq/ledger-ibm-web-bnd.xml", "ibm-web-bnd.xml")
                .addAsWebInfResource(EmptyAsset.INSTANCE, "beans.xml")
                .addAsLibraries(Maven.resolver().loadPomFromFile("../common/pom.xml")
                        .importCompileAndRuntimeDependencies().resolve().withTransitivity().asFile());
        // The real schema: every shared migration and every quote-service migration.
        for (String dir : List.of("../common/src/main/resources/db/common", "../quote-service/src/main/resources/db/migration")) {
            String target = dir.endsWith("common") ? "db/common/" : "db/migration/";
            for (File f : Objects.requireNonNull(new File(dir).listFiles((d, n) -> n.endsWith(".sql")))) {
                war.addAsResource(f, target + f.getName());
            }
        }
        return war;
    }

    @Inject
    LedgerProbe probe;

    static Money usd(long cents) {
        return Money.of(cents, LedgerProbe.USD);
    }

    @Test
    void concurrentDebitsThatTogetherWouldOverdrawLetExactlyTheAffordableOnesThrough() throws Exception {
        // Several rounds: one lucky interleaving must not let a broken lock pass.
        for (int round = 0; round < 5; round++) {
            String account = probe.openFunded(LedgerProbe.USD, 1_000);
            List<Object> outcomes = all(24, () -> probe.debit(account, usd(300)));

            List<Long> balances = outcomes.stream().filter(o -> o instanceof Long).map(o -> (Long) o).sorted().toList();
            long refused = outcomes.stream().filter(o -> o instanceof InsufficientFunds).count();
            assertEquals(List.of(100L, 400L, 700L), balances, "1000 affords three debits of 300, each seeing the one before");
            assertEquals(21, refused, "every other debit is refused as insufficient funds: " + outcomes);
            assertEquals(100, probe.storedBalance(account));
            assertEquals(100, probe.sumOfEntries(account), "the running balance is the sum of the entries");
            assertEquals(4, probe.entryCount(account), "the funding and three debits; refused debits book nothing");
            List<Long> announced = probe.announcedBalances(account);
            assertEquals(3, announced.size());
            assertEquals(3, new HashSet<>(announced).size(), "each BALANCE_UPDATED carries a distinct balance: " + announced);
            assertTrue(announced.stream().allMatch(b -> b >= 0));
        }
    }

    @Test
    void transfersInOppositeDirectionsBetweenTwoAccountsNeverDeadlock() throws Exception {
        String a = probe.openFunded(LedgerProbe.USD, 10_000);
        String b = probe.openFunded(LedgerProbe.USD, 10_000);
        List<Object> outcomes = new ArrayList<>();
        outcomes.addAll(all(20, () -> probe.transfer(a, b, usd(100))));
        outcomes.addAll(all(20, () -> probe.transfer(b, a, usd(100))));
        java.util.concurrent.atomic.AtomicInteger turn = new java.util.concurrent.atomic.AtomicInteger();
        List<Object> mixed = all(30, () -> turn.getAndIncrement() % 2 == 0 ? probe.transfer(a, b, usd(7)) : probe.transfer(b, a, usd(7)));
        outcomes.addAll(mixed);
        assertTrue(outcomes.stream().allMatch(o -> o instanceof Long), "no deadlock, no failure: " + outcomes);
        assertEquals(20_000, probe.storedBalance(a) + probe.storedBalance(b), "money moved, none made or lost");
        assertEquals(probe.storedBalance(a), probe.sumOfEntries(a));
        assertEquals(probe.storedBalance(b), probe.sumOfEntries(b));
    }

    @Test
    void anEntryInAnotherCurrencyThanItsAccountsIsRefusedAndBooksNothing() {
        String eur = probe.openFunded(LedgerProbe.EUR, 1_000);
        assertThrows(LedgerCurrencyMismatch.class, () -> probe.debit(eur, usd(1)));
        assertEquals(1, probe.entryCount(eur));
        assertEquals(1_000, probe.storedBalance(eur));
    }

    @Test
    void entriesMustNameAccountsThatExist() {
        String ghost = "InternalAccount:019542f5-b3e7-7d02-8000-00000000dead";
        assertThrows(UnknownLedgerAccount.class, () -> probe.debit(ghost, usd(1)));
        assertEquals(0, probe.entryCount(ghost));
        // and the table itself refuses an entry on an unknown account, whoever writes it
        assertThrows(RuntimeException.class, () -> probe.insertRawEntry(ghost));
        assertEquals(0, probe.entryCount(ghost));
    }

    /** Runs {@code n} copies of the task at once (released together); each outcome is its value or its exception. */
    private List<Object> all(int n, Callable<?> task) throws InterruptedException {
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> futures = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            futures.add(probe.executor().submit(() -> {
                start.await();
                return task.call();
            }));
        }
        start.countDown();
        List<Object> outcomes = new ArrayList<>();
        for (Future<?> f : futures) {
            try {
                outcomes.add(f.get(60, TimeUnit.SECONDS));
            } catch (ExecutionException e) {
                outcomes.add(e.getCause());
            } catch (java.util.concurrent.TimeoutException e) {
                throw new AssertionError("a ledger call did not finish within 60 s", e);
            }
        }
        return outcomes;
    }
}
