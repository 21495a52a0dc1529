/**
 * Agents moving money for their customer: quotes, executions and transfers submitted with an agent's
 * access token, checked against the agent's policy (permissions, account restrictions, spending limits
 * counted atomically with the execution, approval rules), and the actions the platform approves or
 * rejects. auth-service owns the agents themselves; the gateway forwards each request's agent, customer
 * and policy in the signed internal credential.
 */
package net.ccpay.quote.agents;
