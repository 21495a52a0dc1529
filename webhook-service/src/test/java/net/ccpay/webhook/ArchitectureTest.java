package net.ccpay.webhook;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import net.ccpay.common.architecture.ServiceRules;

/** docs/DESIGN.md's layering and the bounded contexts' independence, on this service's classes. */
@AnalyzeClasses(packages = "net.ccpay.webhook", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchTests rules = ArchTests.in(ServiceRules.class);
}
