/**
 * Documents of customers and beneficial owners (identity, business registration...): JPEG, PNG or
 * PDF files recognised by their content, stored with their metadata in one transaction.
 */
package net.ccpay.customer.documents;
