/**
 * UMA invitations: a customer invites someone by a link (optionally with an amount it means to send),
 * the invitee claims it with its UMA address, and the platform hears of the claim as INVITATION.CLAIMED.
 */
package net.ccpay.customer.invitations;
