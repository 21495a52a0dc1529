package net.ccpay.quote.stablecoins.domain;

import net.ccpay.quote.stablecoins.domain.StablecoinOperation.Status;
import net.ccpay.quote.stablecoins.domain.StablecoinOperation.Type;

/**
 * How each kind of issuer operation runs in the sandbox: the status it starts in, the provider's
 * status shown meanwhile, how long (in unscaled seconds) until it settles, and when its money moves.
 *
 * <ul>
 *   <li>Mints funded by a Grid internal account take the fiat at once (the account is debited into
 *       the coin's reserve when the mint is created, so an overdraft is refused there) and issue the
 *       coins when they settle.</li>
 *   <li>Mints funded from outside (wire, ACH debit) move nothing until the provider has the funds;
 *       on settling, the fiat enters the reserve and the coins are issued, in one journal.</li>
 *   <li>Burns from coins the ledger holds (a Grid internal account, the provider balance) destroy the
 *       coins and set the fiat aside for the payout at once (a burn of more than is held is refused
 *       there); settling pays the fiat out.</li>
 *   <li>Burns of coins sent from an external wallet wait for the deposit; on settling, the coins are
 *       destroyed and the fiat is paid out in one journal.</li>
 * </ul>
 */
public enum Flow {

    MINT_FROM_INTERNAL_ACCOUNT(Type.MINT, "GRID_INTERNAL_ACCOUNT", Status.PROCESSING, "processing", 2, true),
    MINT_BY_ACH_DEBIT(Type.MINT, "ACH_DEBIT", Status.PENDING_PROVIDER, "pending", 4, false),
    MINT_BY_SAME_DAY_ACH_DEBIT(Type.MINT, "SAME_DAY_ACH_DEBIT", Status.PENDING_PROVIDER, "pending", 3, false),
    MINT_BY_WIRE(Type.MINT, "WIRE", Status.PENDING_FUNDING, "awaiting_funds", 5, false),
    BURN_FROM_INTERNAL_ACCOUNT(Type.BURN, "GRID_INTERNAL_ACCOUNT", Status.PROCESSING, "processing", 2, true),
    BURN_FROM_PROVIDER_BALANCE(Type.BURN, "PROVIDER_INTERNAL_BALANCE", Status.PROCESSING, "processing", 2, true),
    BURN_FROM_EXTERNAL_ACCOUNT(Type.BURN, "EXTERNAL_ACCOUNT", Status.PENDING_FUNDING, "awaiting_deposit", 5, false);

    private final Type type;
    private final String sourceType;
    private final Status firstStatus;
    private final String firstProviderStatus;
    private final int settleAfterSeconds;
    private final boolean movesOnCreation;

    Flow(Type type, String sourceType, Status firstStatus, String firstProviderStatus, int settleAfterSeconds, boolean movesOnCreation) {
        this.type = type;
        this.sourceType = sourceType;
        this.firstStatus = firstStatus;
        this.firstProviderStatus = firstProviderStatus;
        this.settleAfterSeconds = settleAfterSeconds;
        this.movesOnCreation = movesOnCreation;
    }

    /** The flow of a type and source variant; {@link IllegalArgumentException} for a pair the API does not accept. */
    public static Flow of(Type type, String sourceType) {
        for (Flow f : values()) {
            if (f.type == type && f.sourceType.equals(sourceType)) {
                return f;
            }
        }
        throw new IllegalArgumentException("no " + type + " flow for source " + sourceType);
    }

    public Type type() { return type; }
    public String sourceType() { return sourceType; }
    public Status firstStatus() { return firstStatus; }
    public String firstProviderStatus() { return firstProviderStatus; }
    public int settleAfterSeconds() { return settleAfterSeconds; }
    /** Whether money moves when the operation is created (and so is refused then if it cannot). */
    public boolean movesOnCreation() { return movesOnCreation; }
    /** Whether the operation waits for funds the issuer sends (and shows funding instructions meanwhile). */
    public boolean awaitsFunds() { return firstStatus == Status.PENDING_FUNDING; }
}
