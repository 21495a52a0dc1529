package net.ccpay.quote.withdrawals.domain;

/**
 * The estimated cost of one withdrawal. {@code networkFee} is in {@code networkFeeAsset}'s smallest
 * unit; the other amounts in the withdrawal currency's: {@code totalFee} is the network fee converted
 * (rounded up) plus {@code applicationFee}, and {@code netAmount} what arrives.
 */
public record WithdrawalFee(long networkFee, String networkFeeAsset, long applicationFee, long totalFee, long netAmount) {}
