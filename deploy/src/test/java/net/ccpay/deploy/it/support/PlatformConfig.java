package net.ccpay.deploy.it.support;

import java.net.http.HttpRequest;

/** The platform's config (GET/PATCH /config), which every test shares. */
public final class PlatformConfig {

    private PlatformConfig() {}

    /** PATCH /config with {@code json}; fields it leaves out are unchanged. */
    public static Api.Reply patch(String json) {
        return Api.send(Api.request("/config").header("Content-Type", "application/json")
                .method("PATCH", HttpRequest.BodyPublishers.ofString(json)).build());
    }
}
