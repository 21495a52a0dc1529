/**
 * What the integration tests in {@code net.ccpay.deploy.it} share: the platform they run against
 * ({@link net.ccpay.deploy.it.support.PlatformHarness}, started once per test JVM by
 * {@link net.ccpay.deploy.it.support.TestInfrastructure}), the API client ({@link net.ccpay.deploy.it.support.Api}) and the
 * steps and checks more than one test class takes. A helper that a second test class needs moves here, into a class
 * named for what it does; one used by a single test class stays in that class. Only what the tests call is public.
 */
package net.ccpay.deploy.it.support;
