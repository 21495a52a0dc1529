/** Strong Customer Authentication rules shared by the services: where it applies, and its one-time codes. */
package net.ccpay.common.sca;
