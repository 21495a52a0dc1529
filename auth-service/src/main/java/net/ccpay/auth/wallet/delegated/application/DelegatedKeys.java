package net.ccpay.auth.wallet.delegated.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.auth.wallet.delegated.domain.CardFundingSources;
import net.ccpay.auth.wallet.delegated.domain.FundingSourceNotFound;
import net.ccpay.auth.wallet.sessions.application.SignedRequests;

/**
 * Creating a delegated key: the first leg asks quote-service (outside any transaction) for the card's
 * binding of the account, which must be an Embedded Wallet; the signed legs are bound to the first by
 * their Request-Id and the body, so they need no second look.
 */
@ApplicationScoped
public class DelegatedKeys {

    @Inject
    CardFundingSources fundingSources;

    @Inject
    DelegatedKeyBook book;

    public SignedRequests.Pending initiate(String cardId, String accountId, String nickname, byte[] body) {
        CardFundingSources.FundingSource source = fundingSources.find(cardId, accountId)
                .orElseThrow(() -> new FundingSourceNotFound("Card " + cardId + " not found, or internal account " + accountId
                        + " is not one of its funding sources"));
        if (!"EMBEDDED_WALLET".equals(source.accountType())) {
            throw new FundingSourceNotFound("Internal account " + accountId + " funds card " + cardId + " but is not an Embedded Wallet");
        }
        return book.initiate(source, nickname, body);
    }

    public DelegatedKeyBook.Step advance(String requestId, String stamp, byte[] body) {
        return book.advance(requestId, stamp, body);
    }
}
