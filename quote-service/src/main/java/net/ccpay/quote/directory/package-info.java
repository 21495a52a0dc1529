/**
 * The platform's directories, kept as data in the repository ({@code src/main/resources/directory}):
 * receiving institutions per country and currency ({@code GET /discoveries}), VASPs
 * ({@code GET /vasps}) and counterparty UMA providers ({@code GET /uma-providers}).
 */
package net.ccpay.quote.directory;
