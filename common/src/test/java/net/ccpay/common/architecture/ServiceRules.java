package net.ccpay.common.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.ANNOTATIONS;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.ENUMS;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget.ConstructorCallTarget;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.freeze.FreezingArchRule;
import com.tngtech.archunit.library.freeze.ViolationLineMatcher;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The layering of docs/DESIGN.md, checked on a service's compiled classes. Each service's
 * {@code ArchitectureTest} imports its own classes ({@code net.ccpay.<service>}, main code only) and runs
 * every rule here through {@code ArchTests.in(ServiceRules.class)}. Packages are named below
 * {@code net.ccpay}, so one set of rules serves every service.
 *
 * <p>Three rules are frozen ({@link FreezingArchRule}): what they found when they were introduced is
 * listed in the module's {@code src/test/resources/archunit_store} and tolerated; anything new fails.
 * When a listed violation is gone the store shrinks by itself on the next run: commit that change.
 */
public final class ServiceRules {

    static final String API = "net.ccpay..api..";
    static final String APPLICATION = "net.ccpay..application..";
    static final String DOMAIN = "net.ccpay..domain..";
    static final String INFRASTRUCTURE = "net.ccpay..infrastructure..";
    static final String API_EXCEPTION = "net.ccpay.common.error.ApiException";
    /** By name: the gateway runs these rules without common's main classes. */
    static final String IDS = "net.ccpay.common.ids.Ids";

    private ServiceRules() {}

    @ArchTest
    public static final ArchRule applicationDoesNotUseApi =
            noClasses().that().resideInAPackage(APPLICATION)
                    .should().dependOnClassesThat().resideInAPackage(API)
                    .because("use cases return domain results and the resources map them to the wire (DESIGN.md rule 1)")
                    .allowEmptyShould(true);

    @ArchTest
    public static final ArchRule applicationReachesInfrastructureOnlyThroughPorts =
            noClasses().that().resideInAPackage(APPLICATION)
                    .should().dependOnClassesThat().resideInAPackage(INFRASTRUCTURE)
                    .because("use cases call ports declared in domain or application, and infrastructure implements them"
                            + " (DESIGN.md rule 5)")
                    .allowEmptyShould(true);

    @ArchTest
    public static final ArchRule infrastructureUsesOnlyTheWireMappersOfApi =
            noClasses().that().resideInAPackage(INFRASTRUCTURE)
                    .should().dependOnClassesThat(resideInAPackage(API).and(wireMapper().negate()))
                    .because("adapters serve ports; of the edge they may use only its JSON mappers (*Mapper, *Json),"
                            + " so that an outbox event carries exactly what the API answers")
                    .allowEmptyShould(true);

    @ArchTest
    public static final ArchRule domainDependsOnNoOuterLayer =
            noClasses().that().resideInAPackage(DOMAIN)
                    .should().dependOnClassesThat().resideInAnyPackage(API, APPLICATION, INFRASTRUCTURE)
                    .because("the domain is the centre: rules, entities, value types, ports and named failures")
                    .allowEmptyShould(true);

    @ArchTest
    public static final ArchRule applicationAndDomainSpeakNoHttp =
            noClasses().that().resideInAnyPackage(APPLICATION, DOMAIN)
                    .should().dependOnClassesThat().resideInAPackage("jakarta.ws.rs..")
                    .orShould().accessTargetWhere(createsAnApiException())
                    .because("they throw named DomainExceptions and DomainExceptionMapper picks the status; only the edge"
                            + " raises an ApiException (DESIGN.md rule 2)")
                    .allowEmptyShould(true);

    @ArchTest
    public static final ArchRule applicationAndDomainCheckNoIdPrefix =
            noClasses().that().resideInAnyPackage(APPLICATION, DOMAIN)
                    .should().callMethod(IDS, "hasType", String.class.getName(), String.class.getName())
                    .because("ids are types: the edge turns a path's or a body's id into its typed id once"
                            + " (InternalAccountId, CustomerId...), and use cases take those (DESIGN.md rule 3)")
                    .allowEmptyShould(true);

    @ArchTest
    public static final ArchRule jsonGoesThroughTheCachedProvider =
            noClasses().should().callMethodWhere(describe("a static factory of jakarta.json.Json",
                            call -> call.getTarget().getOwner().getName().equals("jakarta.json.Json")))
                    .because("each Json.create* looks the provider up again (a service-loader search and, on Liberty, a class"
                            + " load that fails with an exception); JsonP holds the provider once and has the same factories")
                    .allowEmptyShould(true);

    /** A persisted status ({@code status}, {@code state}, {@code kycStatus}...) of an entity is an enum, not text. */
    @ArchTest
    public static final ArchRule entityStatusesAreEnums =
            fields().that().areDeclaredInClassesThat().areAnnotatedWith("jakarta.persistence.Entity")
                    .and(describe("are named status or state, or end in Status or State (but providerStatus: a stablecoin provider's own"
                                    + " word for an operation, shown as it was reported)",
                            f -> f.getName().matches("status|state|.*Status|.*State") && !f.getName().equals("providerStatus")))
                    .should(new ArchCondition<JavaField>("have an enum type mapped with @Enumerated or a converter") {
                        @Override
                        public void check(JavaField f, ConditionEvents events) {
                            boolean mapped = f.isAnnotatedWith("jakarta.persistence.Enumerated") || f.isAnnotatedWith("jakarta.persistence.Convert");
                            if (!f.getRawType().isEnum() || !mapped) {
                                events.add(SimpleConditionEvent.violated(f, f.getFullName() + " is " + f.getRawType().getSimpleName()
                                        + (f.getRawType().isEnum() ? " without @Enumerated(EnumType.STRING)" : ", not an enum")));
                            }
                        }
                    })
                    .because("a status compared as text accepts any spelling; an enum is checked by the compiler, and"
                            + " @Enumerated(STRING) keeps the column's text as it was")
                    .allowEmptyShould(true);

    @ArchTest
    public static final ArchRule domainUsesOnlyTheMappingAnnotationsOfJpa =
            noClasses().that().resideInAPackage(DOMAIN)
                    .should().dependOnClassesThat(resideInAPackage("jakarta.persistence..").and(ANNOTATIONS.or(ENUMS).negate()))
                    .because("entities may carry their JPA mapping annotations (and the enums those take);"
                            + " EntityManager, queries and locks belong to infrastructure or application")
                    .allowEmptyShould(true);

    /**
     * Frozen: the application classes' dependencies on JPA or JDBC found when the rule came (quote-service's) are
     * listed in the store, one line per dependency; any other fails, in a listed class too.
     */
    @ArchTest
    public static final ArchRule applicationUsesNoPersistenceApi =
            FreezingArchRule.freeze(
                            noClasses().that().resideInAPackage(APPLICATION)
                                    .should().dependOnClassesThat().resideInAnyPackage("jakarta.persistence..", "java.sql..")
                                    .because("use cases reach the database through repository ports declared in domain; the adapters in"
                                            + " infrastructure hold the EntityManager, the queries and the SQL (DESIGN.md rule 5)")
                                    .allowEmptyShould(true))
                    .associateViolationLinesVia(new StableViolations());

    /** Frozen: a domain class that reads or writes JSON-P today is listed in the store; no other may start. */
    @ArchTest
    public static final ArchRule domainUsesNoJsonP =
            FreezingArchRule.freeze(
                            classes().that().resideInAPackage(DOMAIN)
                                    .should(notUseJsonPPerTopLevelClass())
                                    .because("JSON is a wire or storage format: api mappers and infrastructure adapters read and write it")
                                    .allowEmptyShould(true))
                    .associateViolationLinesVia(new StableViolations());

    /** Frozen: the cycles found when the rule came are listed in the store; a new cycle fails. */
    @ArchTest
    public static final ArchRule boundedContextsAreFreeOfCycles =
            FreezingArchRule.freeze(
                            slices().matching("net.ccpay.(*).(*)..").namingSlices("$1.$2")
                                    .should().beFreeOfCycles()
                                    .because("a bounded context may use another's domain, ports or mappers, but two contexts never need"
                                            + " each other; a back-arrow becomes a port, an event or a move")
                                    .allowEmptyShould(true))
                    .associateViolationLinesVia(new StableViolations());

    /** A class of an api package whose name (or whose enclosing class's name) ends with Mapper or Json. */
    static DescribedPredicate<JavaClass> wireMapper() {
        return describe("a wire mapper (*Mapper, *Json)", c -> {
            String top = c.getName().replaceFirst("\\$.*", "");
            return top.endsWith("Mapper") || top.endsWith("Json");
        });
    }

    /** A call of an ApiException constructor or of one of its static factories; catching one is fine. */
    static DescribedPredicate<JavaAccess<?>> createsAnApiException() {
        return describe("create an " + API_EXCEPTION, access -> {
            if (!access.getTargetOwner().getFullName().equals(API_EXCEPTION)) {
                return false;
            }
            return access.getTarget() instanceof ConstructorCallTarget
                    || access.getTarget().resolveMember()
                            .map(m -> m.getModifiers().contains(JavaModifier.STATIC))
                            .orElse(false);
        });
    }

    /**
     * One violation per top-level class (its nested classes and lambdas count as the class), so the frozen
     * list names classes, not lines: editing a listed class does not fail the rule, a new class that starts
     * using JSON-P does.
     */
    static ArchCondition<JavaClass> notUseJsonPPerTopLevelClass() {
        return new ArchCondition<>("not use jakarta.json") {
            private final Map<String, Set<String>> used = new TreeMap<>();

            @Override
            public void check(JavaClass c, ConditionEvents events) {
                for (Dependency d : c.getDirectDependenciesFromSelf()) {
                    if (d.getTargetClass().getPackageName().startsWith("jakarta.json")) {
                        used.computeIfAbsent(c.getName().replaceFirst("\\$.*", ""), k -> new TreeSet<>())
                                .add(d.getTargetClass().getName());
                    }
                }
            }

            @Override
            public void finish(ConditionEvents events) {
                used.forEach((c, types) -> events.add(SimpleConditionEvent.violated(c, "Class <" + c + "> uses jakarta.json")));
                used.clear();
            }
        };
    }

    /**
     * Matches a stored violation to a current one by what names it: a cycle by its slices (the dependencies
     * listed under it may change), any other violation by its text without line numbers and without the
     * numbers the compiler gives lambdas and anonymous classes.
     */
    public static final class StableViolations implements ViolationLineMatcher {
        @Override
        public boolean matches(String a, String b) {
            return key(a).equals(key(b));
        }

        static String key(String violation) {
            String v = violation;
            if (v.startsWith("Cycle detected:")) {
                int details = v.indexOf("\n  1. ");
                v = details < 0 ? v : v.substring(0, details);
                return v.replaceAll("\\s+", " ").trim();
            }
            return v.replaceAll("\\.java:\\d+\\)", ".java)").replaceAll("\\$\\d+", "\\$").replaceAll("lambda\\$[\\w$]+", "lambda");
        }
    }
}
