package net.ccpay.gateway;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import net.ccpay.common.architecture.ServiceRules;

/** The gateway has no layers (auth, proxy, routing, upstream); of the shared rules only the cycle rule bites here. */
@AnalyzeClasses(packages = "net.ccpay.gateway", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchTests rules = ArchTests.in(ServiceRules.class);
}
