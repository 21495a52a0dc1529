package net.ccpay.quote.accounts.domain;

import net.ccpay.common.ids.JournalId;
import net.ccpay.common.ids.TransactionId;
import net.ccpay.common.money.Money;

import java.time.Instant;

/** A completed deposit into an internal account, booked by one journal. */
public record IncomingPayment(TransactionId id, String customerId, String platformCustomerId, String accountId, Money amount, JournalId journal,
                              String description, Instant at) {}
