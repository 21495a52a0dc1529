package net.ccpay.gateway;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import com.tngtech.archunit.lang.ArchRule;
import net.ccpay.common.architecture.ServiceRules;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The gateway has no layers (auth, proxy, routing, upstream); of the shared rules only the cycle rule bites here. */
@AnalyzeClasses(packages = "net.ccpay.gateway", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchTests rules = ArchTests.in(ServiceRules.class);

    /**
     * One HTTP client library: forwarding, credential checks and copy probes all go through {@code Upstream}'s pooled
     * Apache client. The JDK's client would be a second set of connections and a selector thread the container does not manage.
     */
    @ArchTest
    static final ArchRule oneHttpClient = noClasses().should().dependOnClassesThat().resideInAPackage("java.net.http..")
            .because("the gateway talks HTTP through Upstream only");
}
