package net.ccpay.deploy.it.support;

import net.ccpay.common.internal.Caller;
import net.ccpay.common.internal.InternalCredentials;

import java.time.Instant;

/** Internal credentials as a platform component mints them, for tests that call a service directly. */
public final class InternalCalls {

    private InternalCalls() {}

    public static String credentialFor(String service) {
        return credentialFor(service, Caller.service("integration-test"));
    }

    public static String credentialFor(String service, Caller caller) {
        return new InternalCredentials(PlatformHarness.platform().internalSecret(), "integration-test").issue(caller, service, Instant.now());
    }
}
