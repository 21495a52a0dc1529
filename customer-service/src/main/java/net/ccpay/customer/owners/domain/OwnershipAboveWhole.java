package net.ccpay.customer.owners.domain;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.InvalidFields;

import java.util.List;

/**
 * The owners of one business would together hold more than all of it: their {@code ownershipPercentage}s
 * total at most 100. Checked while the business's row is locked, so two owners added at once cannot both
 * take the last share.
 */
public class OwnershipAboveWhole extends InvalidFields {

    /** The whole business, in percent. */
    public static final int WHOLE = 100;

    private OwnershipAboveWhole(int othersHold, int requested) {
        super(List.of(FieldError.of("ownershipPercentage",
                "would bring the business's owners to " + (othersHold + requested) + "% in total (its other owners hold "
                        + othersHold + "%); together they may hold at most " + WHOLE + "%")));
    }

    /**
     * Refuses {@code requested} percent for one owner of a business whose other owners hold {@code othersShares}
     * (the owner being changed excluded; an owner without a stored share holds 0).
     */
    public static void check(List<Integer> othersShares, int requested) {
        int othersHold = othersShares.stream().mapToInt(Integer::intValue).sum();
        if (othersHold + requested > WHOLE) {
            throw new OwnershipAboveWhole(othersHold, requested);
        }
    }
}
