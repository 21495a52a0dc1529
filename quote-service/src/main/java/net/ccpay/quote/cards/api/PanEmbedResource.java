package net.ccpay.quote.cards.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import net.ccpay.quote.cards.application.Cards;
import net.ccpay.quote.cards.domain.CardId;
import net.ccpay.quote.cards.domain.CardNumbers;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * {@code GET /cards/{id}/pan-embed?t=<token>}: the reveal page a {@code POST /cards/{id}/reveal} link
 * opens, meant for the cardholder's browser (in an iframe). The token is its only credential (the
 * gateway routes it without authentication): it shows the card number, CVV and expiry once, until the
 * link's {@code expiresAt}; an unknown token is a small 404 page, a used or expired one (or a card
 * closed since) a 410 page. Every answer is HTML with its own Content-Security-Policy (nothing but the
 * page's one inline style may load, no form, no base, no script), {@code Cache-Control: no-store} and
 * {@code Referrer-Policy: no-referrer}. The details are never logged.
 */
@ApplicationScoped
@Path("/cards/{id}/pan-embed")
public class PanEmbedResource {

    static final String STYLE = "body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#111;background:#fff}"
            + "main{padding:16px}dt{font-size:12px;color:#555;text-transform:uppercase}dd{margin:0 0 8px;"
            + "font:20px/1.4 ui-monospace,monospace;letter-spacing:1px}";
    static final String CSP = "default-src 'none'; style-src '" + sha256(STYLE) + "'; img-src 'none'; base-uri 'none'; form-action 'none'";

    @Inject
    Cards cards;

    @GET
    public Response page(@PathParam("id") String id, @QueryParam("t") String token) {
        // a path that cannot be a card's id names no reveal: the same page as an unknown link
        Cards.RevealPage p = CardId.parse(id).map(cardId -> cards.openReveal(cardId, token))
                .orElseGet(() -> new Cards.RevealPage(Cards.RevealStatus.UNKNOWN, null));
        return switch (p.status()) {
            case SHOWN -> html(200, "Card details", details(p.details()));
            case UNKNOWN -> html(404, "Link not found", "<p>This card details link does not exist.</p>");
            case GONE -> html(410, "Link no longer valid",
                    "<p>This card details link was already used or has expired. Ask for a new one.</p>");
        };
    }

    private static String details(CardNumbers.Details d) {
        StringBuilder pan = new StringBuilder();
        for (int i = 0; i < d.pan().length(); i += 4) {
            pan.append(i == 0 ? "" : " ").append(d.pan(), i, Math.min(i + 4, d.pan().length()));
        }
        return "<dl><dt>Card number</dt><dd>" + pan + "</dd><dt>Expiry</dt><dd>" + String.format("%02d/%d", d.expMonth(), d.expYear())
                + "</dd><dt>CVV</dt><dd>" + d.cvv() + "</dd></dl>";
    }

    private static Response html(int status, String title, String body) {
        String page = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"robots\" content=\"noindex\">"
                + "<title>" + title + "</title><style>" + STYLE + "</style></head><body><main>" + body + "</main></body></html>";
        return Response.status(status).type("text/html; charset=utf-8")
                .header("Content-Security-Policy", CSP)
                .header("Cache-Control", "no-store")
                .header("Pragma", "no-cache")
                .header("Referrer-Policy", "no-referrer")
                .header("X-Content-Type-Options", "nosniff")
                .entity(page.getBytes(StandardCharsets.UTF_8)).build();
    }

    private static String sha256(String s) {
        try {
            return "sha256-" + Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
