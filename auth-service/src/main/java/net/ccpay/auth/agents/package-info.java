/**
 * Agents: programs a platform lets act for one of its customers under a policy. Management with
 * API tokens (create, list, pause, rename, delete, policy), installation by a single-use device code
 * that is redeemed for the agent's access token (kept only as a SHA-256 hash), and the token's check
 * for the gateway on every agent request.
 */
package net.ccpay.auth.agents;
