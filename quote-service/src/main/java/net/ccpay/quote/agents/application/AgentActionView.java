package net.ccpay.quote.agents.application;

import net.ccpay.quote.agents.domain.AgentAction;
import net.ccpay.quote.payments.application.Quotes;
import net.ccpay.quote.payments.domain.MoneyTransaction;

/** An action with what it acts on: its quote (for EXECUTE_QUOTE, else null) and its transaction. */
public record AgentActionView(AgentAction action, Quotes.QuoteView quote, MoneyTransaction transaction) {}
