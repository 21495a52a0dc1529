/**
 * What the gateway and the services tell operators about the server they run in (Admin Center's state),
 * apart from the API.
 */
package net.ccpay.common.ops;
